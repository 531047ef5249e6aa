/**
 * The "empty mail" registration (hub spec §7: a mailto link carries the loginParamKey in its
 * subject and body): the SMTP-in receiver accepts mail to the registration address; a known,
 * unexpired loginParamKey in it → the sender gets a registration link mail (or an "already
 * registered" notice). Anything else is dropped quietly, logged without content.
 */
import { and, gt, inArray } from 'drizzle-orm';

import type { Database } from '../db/client';
import { loginParameters } from '../db/schema';
import type { Mailer } from '../deps';
import type { Logger } from '../logger';
import { clientKeyOf, mailboxKeyOf, mailDomainOf } from '../ratelimit/keys';
import type { RateLimiter } from '../ratelimit/limiter';

import type { MailLinkService } from './mail-links';
import type { MailSettings } from './settings';
import {
  extractKeyCandidates,
  startSmtpReceiver,
  type ReceivedMail,
  type SmtpReceiver,
} from './smtp-receiver';

export interface RegistrationReceiverOptions {
  db: Database;
  now: () => Date;
  service: Pick<MailLinkService, 'send'>;
  mailer: Mailer;
  /** The server's limiter (ratelimit/token-bucket.ts rules smtpPeer, smtpSenderDomain, mailLinkAddress, mailDomain). */
  limiter: RateLimiter;
  logger: Logger;
  settings: Pick<MailSettings, 'registrationAddress' | 'smtpInMaxBytes'> & {
    smtpIn: NonNullable<MailSettings['smtpIn']>;
  };
}

/** The first candidate that is a stored, unexpired loginParamKey. */
export async function findLoginParamKey(
  db: Database,
  candidates: readonly string[],
  now: Date,
): Promise<string | undefined> {
  if (candidates.length === 0) return undefined;
  const [match] = await db
    .select({ loginParamKey: loginParameters.loginParamKey })
    .from(loginParameters)
    .where(and(inArray(loginParameters.loginParamKey, [...candidates]), gt(loginParameters.expiresAt, now)))
    .limit(1);
  return match?.loginParamKey;
}

export async function startRegistrationReceiver(options: RegistrationReceiverOptions): Promise<SmtpReceiver> {
  const { db, now, service, limiter, settings } = options;
  const log = options.logger.child({ module: 'smtp-in' });

  async function onMail(mail: ReceivedMail): Promise<void> {
    if (
      !mail.from ||
      !(await limiter.take('smtpPeer', clientKeyOf(mail.remoteAddress))) ||
      !(await limiter.take('smtpSenderDomain', mailDomainOf(mail.from))) ||
      !(await limiter.take('mailLinkAddress', mailboxKeyOf(mail.from))) ||
      !(await limiter.take('mailDomain', mailDomainOf(mail.from)))
    ) {
      log.warn({ remoteAddress: mail.remoteAddress }, 'registration mail dropped: no sender or rate limited');
      return;
    }
    const candidates = extractKeyCandidates(mail.subject, mail.text);
    const loginParamKey = await findLoginParamKey(db, candidates, now());
    if (!loginParamKey) {
      // Quietly: no answer to the sender, and the log never shows what the mail held.
      log.info({ candidates: candidates.length }, 'registration mail without a known loginParamKey');
      return;
    }
    const result = await service.send({
      email: mail.from,
      mode: 'register',
      loginParamKey,
      source: 'smtp',
    });
    log.info({ result: result.kind }, 'registration mail answered');
  }

  return startSmtpReceiver({
    ...settings.smtpIn,
    recipient: settings.registrationAddress,
    maxBytes: settings.smtpInMaxBytes,
    log: (level, message, fields) => log[level](fields ?? {}, message),
    onMail,
  });
}
