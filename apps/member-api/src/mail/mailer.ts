import nodemailer from 'nodemailer';

import type { Mailer, OutgoingMail } from '../deps';

/**
 * Outgoing mail over SMTP_URL (the mail catcher in dev and tests, a relay in production).
 * UTF-8 throughout; ISO-2022-JP is not needed by today's mail clients.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail: OutgoingMail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        textEncoding: 'base64',
      });
    },
    async close() {
      transport.close();
    },
  };
}
