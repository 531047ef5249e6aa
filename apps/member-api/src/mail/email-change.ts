/**
 * E-mail change and the profile's mail-link modes on the server (profile spec §2 "E-mail change", §4):
 *   send  → POST mails!update: the new address must not belong to another member; a reference
 *           (30 minutes, one use, bound to the member who asked) is stored and a link to the
 *           profile's /valid page is mailed to the NEW address (proof that the member reads it).
 *   info  → GET mails: the address behind a reference (does not use it up).
 *   apply → PUT me/email: for the owner only, with an unexpired, unused reference whose address is
 *           the one sent. The reference is taken, the identity service's address and the member
 *           record change in one database transaction; if the database write fails after the
 *           identity service changed, the identity service gets its old address back
 *           (compensation), so a failure in either leaves both unchanged.
 */
import { MAIL_LINK_VALIDITY_MS, mailLinkValidUrl } from '@member-hub/enums';
import { resolveVariant } from '@member-hub/validators';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';

import type { Database, Tx } from '../db/client';
import { emailChanges, members } from '../db/schema';
import type { Deps, Mailer } from '../deps';
import {
  EMAIL_CHANGE_SIGN_IN_METHOD,
  isIdentityError,
  SIGN_IN_METHOD_CLAIM,
  type Identity,
} from '../identity';
import type { Logger } from '../logger';

import { normalizeEmail } from './mail-links';
import { randomKey, sha256 } from './secrets';
import {
  emailChangedNoticeMail,
  type MailBranding,
  profileMailLinkMail,
  type ProfileMailMode,
} from './templates';

export interface EmailChangeServiceOptions {
  db: Database;
  identity: Identity;
  mailer: Mailer;
  now: () => Date;
  /** The member host's public origin: the mailed link opens /valid there. */
  publicOrigin: string;
  logger: Logger;
  ttlMs?: number;
  /**
   * The names the mail carries (one name per journey): the service the member came from (its return
   * address), the operator and the support line of the deployment.
   */
  branding: (entry: { returnUrl?: string }) => MailBranding;
}

export type ChangeSendResult = { kind: 'sent' } | { kind: 'taken' } | { kind: 'no_member' };
export type ChangeInfoResult =
  { kind: 'ok'; email: string; mode: ProfileMailMode } | { kind: 'not_found' | 'expired' };
/**
 * `already_applied`: the reference was used, and the member's address is still the one it carried,
 * so the change it asks for is in effect (a second tap on the mail's button). `used` is a used
 * reference whose address the member no longer has.
 */
export type ApplyResult =
  | { kind: 'ok'; customToken: string }
  | { kind: 'not_found' | 'expired' | 'used' | 'already_applied' | 'taken' | 'no_member' };

/** The service of a server's deps (routes/email-change.ts and GET mails in routes/mail-links.ts). */
export function emailChangeServiceOf(
  deps: Pick<Deps, 'db' | 'identity' | 'now' | 'logger' | 'config'>,
  mailer: Mailer,
): EmailChangeService {
  return new EmailChangeService({
    db: deps.db,
    identity: deps.identity,
    mailer,
    now: deps.now,
    publicOrigin: deps.config.hubPublicOrigin,
    logger: deps.logger,
    branding: (entry) => {
      const deployment = deps.config.deployment();
      return {
        serviceName: deployment.appNames[resolveVariant(entry).appName].ja,
        operator: deployment.operatingCompany,
        support: deployment.support,
      };
    },
  });
}

/** The member record's write failed after the identity service changed: its address was put back. */
class MemberWriteFailed extends Error {}

export class EmailChangeService {
  private readonly ttlMs: number;

  constructor(private readonly options: EmailChangeServiceOptions) {
    this.ttlMs = options.ttlMs ?? MAIL_LINK_VALIDITY_MS;
  }

  /** Another member (by identity or by record) has this address. */
  private async takenByOther(uid: string, email: string): Promise<boolean> {
    const { db, identity } = this.options;
    const owner = await identity.findUidByEmail(email);
    if (owner && owner !== uid) return true;
    const rows = await db
      .select({ uid: members.uid })
      .from(members)
      .where(and(eq(sql`lower(${members.email})`, email), ne(members.uid, uid)))
      .limit(1);
    return rows.length > 0;
  }

  async send(input: {
    uid: string;
    email: string;
    mode: ProfileMailMode;
    /** The client's return address (the service the member came from), for the mail's names. */
    returnUrl?: string;
  }): Promise<ChangeSendResult> {
    const { db, mailer, now, publicOrigin, branding } = this.options;
    const email = normalizeEmail(input.email);
    const [member] = await db
      .select({ uid: members.uid })
      .from(members)
      .where(eq(members.uid, input.uid))
      .limit(1);
    if (!member) return { kind: 'no_member' };
    if (await this.takenByOther(input.uid, email)) return { kind: 'taken' };

    const referenceKey = randomKey();
    const createdAt = now();
    const expiresAt = new Date(createdAt.getTime() + this.ttlMs);
    await db.insert(emailChanges).values({
      referenceKeyHash: sha256(referenceKey),
      uid: input.uid,
      email,
      mode: input.mode,
      createdAt,
      expiresAt,
    });
    await mailer.send(
      profileMailLinkMail(
        input.mode,
        email,
        mailLinkValidUrl(publicOrigin, input.mode, referenceKey),
        expiresAt,
        branding(input.returnUrl === undefined ? {} : { returnUrl: input.returnUrl }),
      ),
    );
    return { kind: 'sent' };
  }

  /** The address behind a reference; undefined when the reference is not an e-mail change one. */
  async info(referenceKey: string): Promise<ChangeInfoResult> {
    const { db, now } = this.options;
    const [row] = await db
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.referenceKeyHash, sha256(referenceKey)))
      .limit(1);
    if (!row) return { kind: 'not_found' };
    if (row.expiresAt.getTime() <= now().getTime()) return { kind: 'expired' };
    return { kind: 'ok', email: row.email, mode: row.mode as ProfileMailMode };
  }

  /** Why a reference cannot be taken (called after the atomic take found nothing). */
  private async failureOf(db: Tx, uid: string, hash: string, email: string): Promise<ApplyResult> {
    const { now } = this.options;
    const [row] = await db
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.referenceKeyHash, hash))
      .limit(1);
    // Another member's reference, or another address, is as good as none: nothing is revealed.
    if (!row || row.uid !== uid || row.email !== email) return { kind: 'not_found' };
    if (row.usedAt) {
      // Only the apply that took the reference sets usedAt, in the transaction that wrote the
      // address: the member's record still holding that address means this very change stands.
      const [member] = await db
        .select({ email: members.email })
        .from(members)
        .where(eq(members.uid, uid))
        .limit(1);
      return member && normalizeEmail(member.email ?? '') === row.email
        ? { kind: 'already_applied' }
        : { kind: 'used' };
    }
    if (row.expiresAt.getTime() <= now().getTime()) return { kind: 'expired' };
    return { kind: 'not_found' };
  }

  async apply(input: { uid: string; email: string; referenceKey: string }): Promise<ApplyResult> {
    const { db, identity, now, logger } = this.options;
    const email = normalizeEmail(input.email);
    const hash = sha256(input.referenceKey);
    const previous = await identity.getEmail(input.uid);
    if (previous === undefined) return { kind: 'no_member' };
    if (await this.takenByOther(input.uid, email)) return { kind: 'taken' };

    let identityChanged = false;
    try {
      const outcome = await db.transaction(async (tx): Promise<ApplyResult> => {
        const at = now();
        const taken = await tx
          .update(emailChanges)
          .set({ usedAt: at })
          .where(
            and(
              eq(emailChanges.referenceKeyHash, hash),
              eq(emailChanges.uid, input.uid),
              eq(emailChanges.email, email),
              isNull(emailChanges.usedAt),
              gt(emailChanges.expiresAt, at),
            ),
          )
          .returning({ uid: emailChanges.uid });
        if (taken.length === 0) return this.failureOf(tx, input.uid, hash, email);

        const [current] = await tx
          .select({ uid: members.uid })
          .from(members)
          .where(eq(members.uid, input.uid))
          .for('update')
          .limit(1);
        if (!current) return { kind: 'no_member' };

        await identity.updateEmail(input.uid, email);
        identityChanged = true;
        try {
          const updated = await tx
            .update(members)
            .set({ email, updateDate: at })
            .where(eq(members.uid, input.uid))
            .returning({ uid: members.uid });
          if (updated.length === 0) throw new Error('the member record disappeared');
        } catch (cause) {
          throw new MemberWriteFailed('member record not written', { cause });
        }
        // Made while the member row is locked: a member deleted meanwhile (DELETE /me waits for
        // the lock) never gets a sign-in for its uid. It says how the member proved who they are
        // (the mailed link), so the sign-ins that follow from it name it in the ID token's amr.
        return {
          kind: 'ok',
          customToken: await identity.createCustomToken(input.uid, {
            [SIGN_IN_METHOD_CLAIM]: EMAIL_CHANGE_SIGN_IN_METHOD,
          }),
        };
      });
      if (outcome.kind === 'ok') await this.noticeOldAddress(previous, email);
      return outcome;
    } catch (error) {
      if (identityChanged) await this.restoreIdentity(input.uid, previous);
      if (isIdentityError(error) && error.kind === 'email_taken') return { kind: 'taken' };
      if (error instanceof MemberWriteFailed) {
        logger.error({ err: error.cause }, 'e-mail change: member record not written, identity restored');
      }
      throw error;
    }
  }

  /**
   * The address the member had before hears of the change (profile spec §4 "E-mail change"): a
   * change the member did not make is noticed by the one address the thief does not read. The
   * change stands whatever the mail does; a failure is logged.
   */
  private async noticeOldAddress(previous: string, newAddress: string): Promise<void> {
    const { mailer, now, branding, logger } = this.options;
    if (!previous || normalizeEmail(previous) === newAddress) return;
    try {
      await mailer.send(
        emailChangedNoticeMail(previous, { newAddress, changedAt: now(), branding: branding({}) }),
      );
    } catch (error) {
      logger.error({ err: error }, 'e-mail change: the notice to the previous address was not sent');
    }
  }

  /** Compensation: the identity service gets the address it had before (or none, as before). */
  private async restoreIdentity(uid: string, previous: string): Promise<void> {
    const { identity, logger } = this.options;
    try {
      if (previous) await identity.updateEmail(uid, previous);
      else
        logger.warn(
          { uid },
          'e-mail change: the user had no address before; the new one stays in the identity service',
        );
    } catch (error) {
      logger.error({ err: error, uid }, 'e-mail change: the identity address could not be restored');
      throw error;
    }
  }
}
