/**
 * The e-mail link flow on the server (hub spec §4, ARCHITECTURE.md "Flows"):
 *   send    → a Firebase sign-in link is generated and stored with a new referenceKey (30 min,
 *             one use); the member gets a mail whose link opens the hub's validate/email page
 *             carrying only the referenceKey and the mode.
 *   consume → GET /member/v1/mailLinks answers the Firebase link once.
 */
import { MAIL_LINK_VALIDITY_MS } from '@member-hub/enums';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';

import type { Database } from '../db/client';
import { members } from '../db/schema';
import { mailLinks } from '../db/schema/auth';
import type { Mailer } from '../deps';
import type { Identity } from '../identity';

import { randomKey, sha256 } from './secrets';
import { hubValidateEmailUrl, mailLinkMail, type MailLinkMode, validateEmailUrl } from './templates';

export interface MailLinkServiceOptions {
  db: Database;
  identity: Identity;
  mailer: Mailer;
  now: () => Date;
  /** The hub's public origin (gateway): mailed links and Firebase's return page point here. */
  hubOrigin: string;
  ttlMs?: number;
}

export type SendResult = { kind: 'sent' } | { kind: 'not_registered' } | { kind: 'exists' };
export type LookupFailure = 'not_found' | 'expired' | 'used';
export type ConsumeResult = { kind: 'ok'; mailLink: string; email: string } | { kind: LookupFailure };
export type InfoResult = { kind: 'ok'; email: string } | { kind: Exclude<LookupFailure, 'used'> };

/** Firebase keeps addresses in lower case; so do we when comparing. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Where Firebase sends the browser after the sign-in link (the hub's validate/email page of the
 * mode). It carries the loginParamKey so the hub can restore the client context, and no `mode`
 * query: Firebase adds its own `mode=signIn` to this URL.
 */
export function firebaseContinueUrl(hubOrigin: string, mode: MailLinkMode, loginParamKey: string): string {
  const url = hubValidateEmailUrl(hubOrigin, mode);
  url.searchParams.set('loginParamKey', loginParamKey);
  return url.href;
}

/** Firebase or SMTP failed: the caller answers 503 (the hub shows its generic error page). */
export class MailUnavailableError extends Error {
  readonly kind = 'MailUnavailable' as const;
}

/** Drops links and hand-backs a day after they expired (they are useless from their expiry on). */
export async function pruneExpiredMailLinks(db: Database, now: Date): Promise<void> {
  await db.delete(mailLinks).where(lt(mailLinks.expiresAt, new Date(now.getTime() - 24 * 3600_000)));
}

export class MailLinkService {
  private readonly ttlMs: number;

  constructor(private readonly options: MailLinkServiceOptions) {
    this.ttlMs = options.ttlMs ?? MAIL_LINK_VALIDITY_MS;
  }

  /** A member exists for this address: a Firebase user with a member record, or a record with this e-mail. */
  async memberExists(email: string): Promise<boolean> {
    const { db, identity } = this.options;
    const normalized = normalizeEmail(email);
    const uid = await identity.findUidByEmail(normalized);
    if (uid) {
      const byUid = await db.select({ uid: members.uid }).from(members).where(eq(members.uid, uid)).limit(1);
      if (byUid.length > 0) return true;
    }
    const byEmail = await db
      .select({ uid: members.uid })
      .from(members)
      .where(eq(sql`lower(${members.email})`, normalized))
      .limit(1);
    return byEmail.length > 0;
  }

  /**
   * Checks the mode's rule (login: the member exists; register: it does not), then stores a new
   * link and mails it. The caller has applied the rate limits.
   */
  async send(input: {
    email: string;
    mode: MailLinkMode;
    loginParamKey: string;
    source?: 'api' | 'smtp';
  }): Promise<SendResult> {
    const email = normalizeEmail(input.email);
    const exists = await this.memberExists(email);
    if (input.mode === 'login' && !exists) return { kind: 'not_registered' };
    if (input.mode === 'register' && exists) return { kind: 'exists' };

    const { db, identity, mailer, now, hubOrigin } = this.options;
    let mailLink: string;
    try {
      mailLink = await identity.generateSignInWithEmailLink(email, {
        url: firebaseContinueUrl(hubOrigin, input.mode, input.loginParamKey),
        handleCodeInApp: true,
      });
    } catch (cause) {
      throw new MailUnavailableError('the identity service did not generate a sign-in link', { cause });
    }
    const referenceKey = randomKey();
    const createdAt = now();
    await db.insert(mailLinks).values({
      referenceKeyHash: sha256(referenceKey),
      email,
      mode: input.mode,
      loginParamKey: input.loginParamKey,
      mailLink,
      source: input.source ?? 'api',
      createdAt,
      expiresAt: new Date(createdAt.getTime() + this.ttlMs),
    });
    try {
      await mailer.send(
        mailLinkMail(input.mode, email, validateEmailUrl(hubOrigin, input.mode, referenceKey)),
      );
    } catch (cause) {
      throw new MailUnavailableError('the mail could not be handed to SMTP', { cause });
    }
    return { kind: 'sent' };
  }

  /** The Firebase link behind a referenceKey, once (atomic: two concurrent calls cannot both get it). */
  async consume(referenceKey: string): Promise<ConsumeResult> {
    const { db, now } = this.options;
    const at = now();
    const hash = sha256(referenceKey);
    const taken = await db
      .update(mailLinks)
      .set({ usedAt: at })
      .where(and(eq(mailLinks.referenceKeyHash, hash), isNull(mailLinks.usedAt), gt(mailLinks.expiresAt, at)))
      .returning({ mailLink: mailLinks.mailLink, email: mailLinks.email });
    const row = taken[0];
    if (row) return { kind: 'ok', mailLink: row.mailLink, email: row.email };
    const [existing] = await db.select().from(mailLinks).where(eq(mailLinks.referenceKeyHash, hash)).limit(1);
    if (!existing) return { kind: 'not_found' };
    if (existing.usedAt) return { kind: 'used' };
    return { kind: 'expired' };
  }

  /** The address behind a referenceKey; does not use the link (a used link still answers). */
  async info(referenceKey: string): Promise<InfoResult> {
    const { db, now } = this.options;
    const [row] = await db
      .select()
      .from(mailLinks)
      .where(eq(mailLinks.referenceKeyHash, sha256(referenceKey)))
      .limit(1);
    if (!row) return { kind: 'not_found' };
    if (row.expiresAt.getTime() <= now().getTime()) return { kind: 'expired' };
    return { kind: 'ok', email: row.email };
  }
}
