import nodemailer from 'nodemailer';

import type { Mailer, OutgoingMail } from '../deps';
import { mailsSent } from '../ops/metrics';

/**
 * Outgoing mail over SMTP_URL (the mail catcher in dev and tests, a relay in production).
 * UTF-8 throughout; ISO-2022-JP is not needed by today's mail clients.
 */
/** The bare address of a From: value such as '会員サービス <no-reply@example.jp>'. */
export function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail: OutgoingMail) {
      try {
        await transport.sendMail({
          from: mail.fromName ? { name: mail.fromName, address: addressOf(from) } : from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          textEncoding: 'base64',
        });
      } catch (error) {
        mailsSent.inc({ result: 'failed' });
        throw error;
      }
      mailsSent.inc({ result: 'sent' });
    },
    async close() {
      transport.close();
    },
  };
}
