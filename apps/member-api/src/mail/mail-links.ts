/**
 * The e-mail link flow on the server (hub spec §4, ARCHITECTURE.md "Flows"):
 *   send    → a Firebase sign-in link is generated and stored with a new referenceKey (30 min,
 *             one use); the member gets a mail whose link opens the hub's validate/email page
 *             carrying only the referenceKey and the mode.
 *   consume → GET /member/v1/mailLinks answers the Firebase link once.
 */
import { randomInt } from 'node:crypto';

import { MAIL_CODE_LENGTH, MAIL_CODE_MAX_ATTEMPTS, MAIL_LINK_VALIDITY_MS } from '@member-hub/enums';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';

import type { Database, Tx } from '../db/client';
import { members } from '../db/schema';
import { endGrantsOf } from '../oidc/adapter';
import { mailLinks } from '../db/schema/auth';
import type { Mailer } from '../deps';
import type { Identity } from '../identity';

import { randomKey, safeEqual, sha256 } from './secrets';
import {
  alreadyRegisteredLoginMail,
  hubValidateEmailUrl,
  type MailBranding,
  mailLinkMail,
  type MailLinkMode,
  validateEmailUrl,
} from './templates';

export interface MailLinkServiceOptions {
  db: Database;
  identity: Identity;
  mailer: Mailer;
  now: () => Date;
  /** The hub's public origin (gateway): mailed links and Firebase's return page point here. */
  hubOrigin: string;
  /** Names, operator and contact the mails carry (deployment config), by the client's service. */
  branding: (loginParamKey: string) => Promise<MailBranding>;
  ttlMs?: number;
}

export type SendResult = { kind: 'sent' } | { kind: 'not_registered' };
export type LookupFailure = 'not_found' | 'expired' | 'used';
export type ConsumeResult = { kind: 'ok'; mailLink: string; email: string } | { kind: LookupFailure };
export type InfoResult =
  { kind: 'ok'; email: string; used: boolean } | { kind: Exclude<LookupFailure, 'used'> };
/**
 * The code or the confirmed address (the ways in when the mail's link opened in another browser):
 * ok uses the link up; 'wrong' counts an attempt and leaves the link usable; 'locked' after
 * MAIL_CODE_MAX_ATTEMPTS wrong entries.
 */
export type SecondWayResult =
  | { kind: 'ok'; mailLink: string; email: string }
  | { kind: 'wrong' }
  | { kind: 'locked' }
  | { kind: LookupFailure };

/** A new MAIL_CODE_LENGTH-digit code (uniform, leading zeros kept). */
export function newMailCode(): string {
  return String(randomInt(0, 10 ** MAIL_CODE_LENGTH)).padStart(MAIL_CODE_LENGTH, '0');
}

/** What is stored for a code: salted by the row's own referenceKey hash (a 6-digit code alone is one of a million). */
export function mailCodeHash(referenceKeyHash: string, code: string): string {
  return sha256(`${referenceKeyHash}:${code}`);
}

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
   * Checks the mode's rule (login: the member exists), then stores a new link and mails it. The
   * caller has applied the rate limits. Register mode for an address that already has a member
   * answers 'sent' like a new address and mails that member a LOGIN link with a plain note that
   * they are already registered (the answer does not tell a prober who is a member, the member
   * sees the probing, and a forgetful member gets in).
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
    const alreadyRegistered = input.mode === 'register' && exists;
    const mode: MailLinkMode = alreadyRegistered ? 'login' : input.mode;

    const { db, identity, mailer, now, hubOrigin } = this.options;
    let mailLink: string;
    try {
      mailLink = await identity.generateSignInWithEmailLink(email, {
        url: firebaseContinueUrl(hubOrigin, mode, input.loginParamKey),
        handleCodeInApp: true,
      });
    } catch (cause) {
      throw new MailUnavailableError('the identity service did not generate a sign-in link', { cause });
    }
    const referenceKey = randomKey();
    const referenceKeyHash = sha256(referenceKey);
    const code = newMailCode();
    const createdAt = now();
    const expiresAt = new Date(createdAt.getTime() + this.ttlMs);
    await db.insert(mailLinks).values({
      referenceKeyHash,
      codeHash: mailCodeHash(referenceKeyHash, code),
      email,
      mode,
      loginParamKey: input.loginParamKey,
      mailLink,
      source: input.source ?? 'api',
      createdAt,
      expiresAt,
    });
    try {
      const url = validateEmailUrl(hubOrigin, mode, referenceKey);
      const details = { url, code, expiresAt, branding: await this.options.branding(input.loginParamKey) };
      await mailer.send(
        alreadyRegistered ? alreadyRegisteredLoginMail(email, details) : mailLinkMail(mode, email, details),
      );
    } catch (cause) {
      throw new MailUnavailableError('the mail could not be handed to SMTP', { cause });
    }
    return { kind: 'sent' };
  }

  /**
   * The Firebase link behind a referenceKey, once (atomic: two concurrent calls cannot both get
   * it). Before the link leaves, an unproven account of the address is ended (endUnprovenAccount).
   */
  async consume(referenceKey: string): Promise<ConsumeResult> {
    const { db, now } = this.options;
    const hash = sha256(referenceKey);
    const [existing] = await db.select().from(mailLinks).where(eq(mailLinks.referenceKeyHash, hash)).limit(1);
    if (!existing) return { kind: 'not_found' };
    if (existing.usedAt) return { kind: 'used' };
    if (existing.expiresAt.getTime() <= now().getTime()) return { kind: 'expired' };
    await this.endUnprovenAccount(existing.email);
    const at = now();
    const taken = await db
      .update(mailLinks)
      .set({ usedAt: at })
      .where(and(eq(mailLinks.referenceKeyHash, hash), isNull(mailLinks.usedAt), gt(mailLinks.expiresAt, at)))
      .returning({ mailLink: mailLinks.mailLink, email: mailLinks.email });
    const row = taken[0];
    if (row) return { kind: 'ok', mailLink: row.mailLink, email: row.email };
    // Taken or expired by a concurrent call meanwhile.
    return { kind: 'used' };
  }

  /**
   * A sign-in link proves the address to whoever opens it, and the identity service signs that
   * browser in to the account that already holds the address. If that account never proved the
   * address (someone signed it up with a password through the public API key), it is not the
   * owner's: before the link is handed over, that account ends. Without a member it is deleted
   * (the link then makes a new account); with one (made before such sign-ups were refused) its
   * password is discarded, its refresh tokens revoked and its grants at the authentication host
   * ended. A proven address (an earlier link, Google) is left alone.
   */
  async endUnprovenAccount(
    email: string,
    db: Database | Tx = this.options.db,
  ): Promise<'none' | 'deleted' | 'password_discarded'> {
    const { identity } = this.options;
    const account = await identity.findAccountByEmail(normalizeEmail(email));
    if (!account || account.emailVerified) return 'none';
    const [member] = await db
      .select({ uid: members.uid })
      .from(members)
      .where(eq(members.uid, account.uid))
      .limit(1);
    await endGrantsOf(db, account.uid);
    if (!member) {
      await identity.deleteUser(account.uid);
      return 'deleted';
    }
    await identity.discardPassword(account.uid);
    await identity.revokeRefreshTokens(account.uid);
    return 'password_discarded';
  }

  /**
   * The code typed in the browser that asked (its button opened elsewhere): the newest mail for this
   * loginParamKey and address — or, without an address, the newest mail for the loginParamKey
   * alone (the empty-mail registration: that browser never learnt the address the mail came
   * from). In one transaction the row is locked, a wrong code is counted and a right one uses the
   * link up; a used, expired or locked mail never accepts a code.
   */
  async enterCode(input: { email?: string; loginParamKey: string; code: string }): Promise<SecondWayResult> {
    const { db } = this.options;
    const [row] = await db
      .select({ referenceKeyHash: mailLinks.referenceKeyHash })
      .from(mailLinks)
      .where(
        and(
          eq(mailLinks.loginParamKey, input.loginParamKey),
          input.email === undefined ? undefined : eq(mailLinks.email, normalizeEmail(input.email)),
        ),
      )
      .orderBy(desc(mailLinks.createdAt))
      .limit(1);
    if (!row) return { kind: 'not_found' };
    return this.secondWay(
      row.referenceKeyHash,
      (r) => r.codeHash !== null && safeEqual(r.codeHash, mailCodeHash(r.referenceKeyHash, input.code)),
    );
  }

  /**
   * The mail's link opened in another browser (a mail app's own): the member confirms the address
   * the mail went to; the right one uses the link up, another is counted like a wrong code.
   */
  async confirm(input: { referenceKey: string; email: string }): Promise<SecondWayResult> {
    const email = normalizeEmail(input.email);
    return this.secondWay(sha256(input.referenceKey), (r) => safeEqual(r.email, email));
  }

  private async secondWay(
    referenceKeyHash: string,
    matches: (row: typeof mailLinks.$inferSelect) => boolean,
  ): Promise<SecondWayResult> {
    const { db, now } = this.options;
    const at = now();
    return db.transaction(async (tx): Promise<SecondWayResult> => {
      const [row] = await tx
        .select()
        .from(mailLinks)
        .where(eq(mailLinks.referenceKeyHash, referenceKeyHash))
        .for('update')
        .limit(1);
      if (!row) return { kind: 'not_found' };
      if (row.usedAt) return { kind: 'used' };
      if (row.expiresAt.getTime() <= at.getTime()) return { kind: 'expired' };
      if (row.codeAttempts >= MAIL_CODE_MAX_ATTEMPTS) return { kind: 'locked' };
      if (!matches(row)) {
        await tx
          .update(mailLinks)
          .set({ codeAttempts: sql`${mailLinks.codeAttempts} + 1` })
          .where(eq(mailLinks.referenceKeyHash, referenceKeyHash));
        return row.codeAttempts + 1 >= MAIL_CODE_MAX_ATTEMPTS ? { kind: 'locked' } : { kind: 'wrong' };
      }
      await this.endUnprovenAccount(row.email, tx);
      await tx.update(mailLinks).set({ usedAt: at }).where(eq(mailLinks.referenceKeyHash, referenceKeyHash));
      return { kind: 'ok', mailLink: row.mailLink, email: row.email };
    });
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
    return { kind: 'ok', email: row.email, used: row.usedAt !== null };
  }
}
