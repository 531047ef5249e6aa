/**
 * The stored carrier logins (daccount_entries) and carrier-account links (daccount_links).
 * Every rule of the relay's state lives here; the routes only wire HTTP to it.
 */
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';

import { type Database, isUniqueViolation, type Tx } from '../db/client';
import { daccountEntries, daccountLinks, members } from '../db/schema';
import { randomKey, sha256 } from '../mail/secrets';

/** The one-time token must be used at the relay page within this time (spec: "short-lived"). */
export const ONE_TIME_TOKEN_TTL_MS = 5 * 60_000;
/**
 * A started carrier login may take this long at the carrier, and a finished one stays readable
 * by its browser this long (the hub reads it, checks the member and asks for the token at once).
 */
export const ENTRY_TTL_MS = 15 * 60_000;
/** Prefix of the uid of a member created by a carrier account (profile spec: "DA-"). */
export const DACCOUNT_UID_PREFIX = 'DA-';

export type EntryFailure = 'unavailable' | 'rejected' | 'denied' | 'state_mismatch';
export type DaccountEntryRow = typeof daccountEntries.$inferSelect;

/** The client query data: the redirect URL's query, as strings. */
export function clientDataOf(redirectUrl: URL): Record<string, string> {
  return Object.fromEntries(redirectUrl.searchParams);
}

export async function issueEntry(
  db: Database,
  at: Date,
  input: { state: string; nonce: string; redirectUrl: string; clientData: Record<string, string> },
): Promise<{ oneTimeToken: string }> {
  const oneTimeToken = randomKey();
  await db.insert(daccountEntries).values({
    oneTimeTokenHash: sha256(oneTimeToken),
    ...input,
    status: 'issued',
    createdAt: at,
    expiresAt: new Date(at.getTime() + ONE_TIME_TOKEN_TTL_MS),
  });
  // Sweep entries long past their use.
  await db.delete(daccountEntries).where(lt(daccountEntries.expiresAt, new Date(at.getTime() - 86_400_000)));
  return { oneTimeToken };
}

/**
 * Uses the one-time token up (at most once, before it expires) and binds the login to the browser:
 * answers the entry and the binding secret for its cookie, or undefined (unknown, used, expired).
 */
export async function startEntry(
  db: Database,
  at: Date,
  oneTimeToken: string,
  begin: (entry: DaccountEntryRow) => Promise<{ url: string; codeVerifier: string }>,
): Promise<
  | { ok: true; entry: DaccountEntryRow; binding: string; url: string }
  | { ok: false; entry?: DaccountEntryRow; error?: unknown }
> {
  const binding = randomKey();
  const [entry] = await db
    .update(daccountEntries)
    .set({
      status: 'started',
      bindingHash: sha256(binding),
      expiresAt: new Date(at.getTime() + ENTRY_TTL_MS),
    })
    .where(
      and(
        eq(daccountEntries.oneTimeTokenHash, sha256(oneTimeToken)),
        eq(daccountEntries.status, 'issued'),
        gt(daccountEntries.expiresAt, at),
      ),
    )
    .returning();
  if (!entry) return { ok: false };
  try {
    const started = await begin(entry);
    await db
      .update(daccountEntries)
      .set({ codeVerifier: started.codeVerifier })
      .where(eq(daccountEntries.oneTimeTokenHash, entry.oneTimeTokenHash));
    return { ok: true, entry, binding, url: started.url };
  } catch (error) {
    await failEntry(db, entry, 'unavailable');
    return { ok: false, entry, error };
  }
}

/** The started (not yet returned) carrier login of this browser. */
export async function startedEntryOf(db: Database, at: Date, binding: string | undefined) {
  if (!binding) return undefined;
  const [entry] = await db
    .select()
    .from(daccountEntries)
    .where(
      and(
        eq(daccountEntries.bindingHash, sha256(binding)),
        eq(daccountEntries.status, 'started'),
        gt(daccountEntries.expiresAt, at),
      ),
    )
    .limit(1);
  return entry;
}

export async function failEntry(db: Database, entry: DaccountEntryRow, failure: EntryFailure): Promise<void> {
  await db
    .update(daccountEntries)
    .set({ status: 'failed', failure, codeVerifier: null })
    .where(eq(daccountEntries.oneTimeTokenHash, entry.oneTimeTokenHash));
}

export async function completeEntry(
  db: Database,
  at: Date,
  entry: DaccountEntryRow,
  sub: string,
  carrierNickname: string | null = null,
): Promise<void> {
  await db
    .update(daccountEntries)
    .set({
      status: 'completed',
      daccountEntryUserId: sub,
      carrierNickname,
      codeVerifier: null,
      completedAt: at,
      expiresAt: new Date(at.getTime() + ENTRY_TTL_MS),
    })
    .where(
      and(
        eq(daccountEntries.oneTimeTokenHash, entry.oneTimeTokenHash),
        eq(daccountEntries.status, 'started'),
      ),
    );
}

/** The finished carrier login of this browser, by state or by carrier subject. */
export async function completedEntryOf(
  db: Database | Tx,
  at: Date,
  binding: string | undefined,
  by: { state: string } | { daccountEntryUserId: string },
) {
  if (!binding) return undefined;
  const [entry] = await db
    .select()
    .from(daccountEntries)
    .where(
      and(
        eq(daccountEntries.bindingHash, sha256(binding)),
        eq(daccountEntries.status, 'completed'),
        gt(daccountEntries.expiresAt, at),
        'state' in by
          ? eq(daccountEntries.state, by.state)
          : eq(daccountEntries.daccountEntryUserId, by.daccountEntryUserId),
      ),
    )
    .limit(1);
  return entry;
}

/** The member uid of a carrier account that has a member record, else undefined ("no user"). */
export async function memberUidOf(
  db: Database | Tx,
  daccountEntryUserId: string,
): Promise<string | undefined> {
  const [linked] = await db
    .select({ uid: members.uid })
    .from(members)
    .leftJoin(daccountLinks, eq(daccountLinks.uid, members.uid))
    .where(
      or(
        eq(members.daccountEntryUserId, daccountEntryUserId),
        eq(daccountLinks.daccountEntryUserId, daccountEntryUserId),
      ),
    )
    .limit(1);
  return linked?.uid;
}

/** The uid to sign in as: the member's, else the link's, else a new 'DA-…' uid (linked now). */
export async function uidForCarrierAccount(
  db: Database,
  at: Date,
  daccountEntryUserId: string,
): Promise<string> {
  const member = await memberUidOf(db, daccountEntryUserId);
  if (member) return member;
  await db
    .insert(daccountLinks)
    .values({ daccountEntryUserId, uid: `${DACCOUNT_UID_PREFIX}${randomKey(18)}`, createdAt: at })
    .onConflictDoNothing();
  const [link] = await db
    .select({ uid: daccountLinks.uid })
    .from(daccountLinks)
    .where(eq(daccountLinks.daccountEntryUserId, daccountEntryUserId))
    .limit(1);
  if (!link) throw new Error('carrier link was not written');
  return link.uid;
}

/** Marks the custom token of this carrier login as issued; false when it already was. */
export async function markTokenIssued(
  db: Database | Tx,
  at: Date,
  entry: DaccountEntryRow,
): Promise<boolean> {
  const done = await db
    .update(daccountEntries)
    .set({ tokenIssuedAt: at })
    .where(
      and(
        eq(daccountEntries.oneTimeTokenHash, entry.oneTimeTokenHash),
        isNull(daccountEntries.tokenIssuedAt),
      ),
    )
    .returning({ hash: daccountEntries.oneTimeTokenHash });
  return done.length === 1;
}

export type LinkOutcome =
  | { readonly kind: 'linked'; readonly daccountEntryUserId: string }
  /** No finished carrier login of this browser for this state, or its token/link was already used. */
  | { readonly kind: 'no-entry' }
  | { readonly kind: 'no-member' }
  /** Another member has this carrier account, or the member already has one. */
  | { readonly kind: 'already-linked' };

/**
 * Links the member `uid` to the carrier account of this browser's finished carrier login (by
 * state), in one transaction: the login is used up (like its custom token: once), the member must
 * exist and have no carrier account, and no other member may have this one. A carrier-only uid
 * that an unfinished registration left behind (daccount_links without a member) is dropped, so the
 * carrier account signs in as the linked member from now on.
 */
export async function linkCarrierAccount(
  db: Database,
  at: Date,
  binding: string | undefined,
  input: { uid: string; state: string },
): Promise<LinkOutcome> {
  try {
    return await linkInTransaction(db, at, binding, input);
  } catch (error) {
    // Two members linking the same carrier account at once: both pass the check above, the unique
    // index (members_daccount_entry_user_id_unique) lets one commit; the other is rolled back.
    if (isUniqueViolation(error, 'members_daccount_entry_user_id_unique')) return { kind: 'already-linked' };
    throw error;
  }
}

function linkInTransaction(
  db: Database,
  at: Date,
  binding: string | undefined,
  input: { uid: string; state: string },
): Promise<LinkOutcome> {
  return db.transaction(async (tx) => {
    const entry = await completedEntryOf(tx, at, binding, { state: input.state });
    if (!entry?.daccountEntryUserId || entry.tokenIssuedAt) return { kind: 'no-entry' };
    const sub = entry.daccountEntryUserId;
    const [member] = await tx
      .select({ uid: members.uid, daccountEntryUserId: members.daccountEntryUserId })
      .from(members)
      .where(eq(members.uid, input.uid))
      .limit(1)
      .for('update');
    if (!member) return { kind: 'no-member' };
    if (member.daccountEntryUserId) return { kind: 'already-linked' };
    const holder = await memberUidOf(tx, sub);
    if (holder) return { kind: 'already-linked' };
    if (!(await markTokenIssued(tx, at, entry))) return { kind: 'no-entry' };
    await tx.delete(daccountLinks).where(eq(daccountLinks.daccountEntryUserId, sub));
    await tx
      .update(members)
      .set({ daccountEntryUserId: sub, updateDate: at })
      .where(eq(members.uid, input.uid));
    return { kind: 'linked', daccountEntryUserId: sub };
  });
}

export type UnlinkOutcome = 'unlinked' | 'no-member' | 'refused';

/**
 * Unlinks the member's carrier account. A member the carrier account created (uid `DA-…`) has no
 * other way to sign in: refused (the provider-linkage screen disables its button, profile §4).
 */
export async function unlinkCarrierAccount(db: Database, at: Date, uid: string): Promise<UnlinkOutcome> {
  if (uid.startsWith(DACCOUNT_UID_PREFIX)) return 'refused';
  return db.transaction(async (tx) => {
    const done = await tx
      .update(members)
      .set({ daccountEntryUserId: null, updateDate: at })
      .where(eq(members.uid, uid))
      .returning({ uid: members.uid });
    if (done.length !== 1) return 'no-member';
    await tx.delete(daccountLinks).where(eq(daccountLinks.uid, uid));
    return 'unlinked';
  });
}
