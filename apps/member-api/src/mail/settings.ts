/** Settings of the mail parts (outgoing links, the empty-mail SMTP receiver), read from the env by config.ts. */
export interface MailSettings {
  /** From: of every mail the server sends. MEMBER_API_MAIL_FROM. */
  from: string;
  /**
   * The address the hub's "empty mail" registration draft is addressed to (hub spec §2 Register).
   * MEMBER_API_REGISTRATION_ADDRESS; the hub's mailto link must use the same value.
   */
  registrationAddress: string;
  /** The SMTP receiver; undefined = not started. MEMBER_API_SMTP_IN_PORT ('off' disables), MEMBER_API_SMTP_IN_HOST. */
  smtpIn: { port: number; host: string } | undefined;
  /** Largest mail the receiver accepts (bytes). MEMBER_API_SMTP_IN_MAX_BYTES. */
  smtpInMaxBytes: number;
}

export const DEFAULT_REGISTRATION_ADDRESS = 'touroku@member-hub.localhost';

export function loadMailSettings(env: NodeJS.ProcessEnv): MailSettings {
  const rawPort = env.MEMBER_API_SMTP_IN_PORT;
  // Test runs build many apps in one process: the receiver starts there only when a test asks
  // for it explicitly (createMailLinksModule({ settings: { smtpIn } })), never on a fixed port.
  const disabled = rawPort === 'off' || env.VITEST !== undefined;
  const port = Number.parseInt(rawPort ?? '2525', 10);
  return {
    from: env.MEMBER_API_MAIL_FROM ?? '会員サービス <no-reply@member-hub.localhost>',
    registrationAddress: (env.MEMBER_API_REGISTRATION_ADDRESS ?? DEFAULT_REGISTRATION_ADDRESS).toLowerCase(),
    smtpIn:
      disabled || !Number.isInteger(port) || port < 0
        ? undefined
        : { port, host: env.MEMBER_API_SMTP_IN_HOST ?? '127.0.0.1' },
    // 64 KiB: an empty mail with a key in subject and body is a few hundred bytes.
    smtpInMaxBytes: Number.parseInt(env.MEMBER_API_SMTP_IN_MAX_BYTES ?? '', 10) || 64 * 1024,
  };
}
