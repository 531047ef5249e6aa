/**
 * The SMTP receiver of the "empty mail" registration (hub spec §2 Register: the hub opens a mail
 * draft to a fixed address with the loginParamKey in subject and body). It accepts mail for that
 * one address only (no relaying, no AUTH, no STARTTLS), refuses mail above a size limit, parses
 * it with mailparser and hands sender, subject and text to `onMail`.
 */
import type { AddressInfo } from 'node:net';

import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface ReceivedMail {
  /** The author (From: header), else the envelope sender; lower case. */
  from: string;
  subject: string;
  text: string;
  /** The connecting client's address (for rate limits). */
  remoteAddress: string;
}

export interface SmtpReceiverOptions {
  port: number;
  host: string;
  /** The only accepted recipient (lower case). */
  recipient: string;
  maxBytes: number;
  /** Open connections one peer address may hold at once (so it cannot take every slot). Default 3. */
  maxConnectionsPerPeer?: number;
  /** Open connections in all. Default 20. */
  maxClients?: number;
  onMail(mail: ReceivedMail): Promise<void>;
  /** Log without message content (the key must not reach the log). */
  log(level: 'info' | 'warn', message: string, fields?: Record<string, unknown>): void;
}

export interface SmtpReceiver {
  port: number;
  close(): Promise<void>;
}

function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

export async function startSmtpReceiver(options: SmtpReceiverOptions): Promise<SmtpReceiver> {
  const perPeer = options.maxConnectionsPerPeer ?? 3;
  const open = new Map<string, number>();
  const serverOptions: SMTPServerOptions = {
    name: 'member-hub',
    banner: 'member-hub registration receiver',
    size: options.maxBytes,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    hideSTARTTLS: true,
    disableReverseLookup: true,
    maxClients: options.maxClients ?? 20,
    socketTimeout: 30_000,
    closeTimeout: 5_000,
    logger: false,
    // One peer may not hold every slot: a few connections per address at once.
    onConnect(session, callback) {
      const count = open.get(session.remoteAddress) ?? 0;
      if (count >= perPeer) {
        options.log('warn', 'smtp connection refused: too many from one peer', {});
        callback(smtpError(421, '4.7.0 Too many connections from your host, try again later'));
        return;
      }
      open.set(session.remoteAddress, count + 1);
      callback();
    },
    onClose(session) {
      const count = (open.get(session.remoteAddress) ?? 1) - 1;
      if (count <= 0) open.delete(session.remoteAddress);
      else open.set(session.remoteAddress, count);
    },
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase() !== options.recipient) {
        callback(smtpError(550, '5.7.1 Relaying denied: unknown recipient'));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= options.maxBytes) chunks.push(chunk);
      });
      stream.on('end', () => {
        if (stream.sizeExceeded || size > options.maxBytes) {
          options.log('warn', 'registration mail refused: too large', { size });
          callback(smtpError(552, '5.3.4 Message too big'));
          return;
        }
        void (async () => {
          const parsed = await simpleParser(Buffer.concat(chunks), {
            skipImageLinks: true,
            skipHtmlToText: false,
          });
          const author = parsed.from?.value[0]?.address;
          const envelope = session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined;
          const from = (author ?? envelope ?? '').toLowerCase();
          await options.onMail({
            from,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            remoteAddress: session.remoteAddress,
          });
        })().then(
          () => callback(),
          (error: unknown) => {
            options.log('warn', 'registration mail could not be handled', {
              error: (error as Error).message,
            });
            callback(smtpError(451, '4.3.0 Temporary failure, try again later'));
          },
        );
      });
    },
  };
  const server = new SMTPServer(serverOptions);
  server.on('error', (error) => options.log('warn', 'smtp receiver error', { error: error.message }));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  options.log('info', 'smtp receiver listening', { host: options.host, port, recipient: options.recipient });
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Candidate loginParamKeys in a mail: URL-safe tokens of 16 to 128 characters, first ones first. */
export function extractKeyCandidates(subject: string, text: string, max = 10): string[] {
  const seen = new Set<string>();
  for (const match of `${subject}\n${text}`.matchAll(/[A-Za-z0-9_-]{16,128}/g)) {
    seen.add(match[0]);
    if (seen.size >= max) break;
  }
  return [...seen];
}
