/**
 * What the passkey ceremonies keep: the challenges (single use, five minutes, bound to the member
 * for a registration and to the browser's cookie for a sign-in) and the members' credentials.
 *
 * A challenge is taken before the browser's answer is verified: an answer that fails still spends
 * it, so one challenge is never tried twice.
 */
import { createHash } from 'node:crypto';

import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';

import type { Database } from '../db/client';
import { passkeyChallenges, passkeyCredentials } from '../db/schema';

/** How long a ceremony's challenge can be answered (the browser's own timeout is the same). */
export const CHALLENGE_TTL_MS = 5 * 60_000;

export type ChallengePurpose = 'registration' | 'authentication';

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export async function storeChallenge(
  db: Database,
  at: Date,
  challenge: string,
  purpose: ChallengePurpose,
  owner: string,
): Promise<void> {
  await db.insert(passkeyChallenges).values({
    challengeHash: sha256(challenge),
    purpose,
    owner,
    expiresAt: new Date(at.getTime() + CHALLENGE_TTL_MS),
  });
  // Sweep the expired ones of long ago now and then (cheap: the expiry is indexed).
  if (Math.random() < 0.01)
    await db
      .delete(passkeyChallenges)
      .where(lt(passkeyChallenges.expiresAt, new Date(at.getTime() - 86_400_000)));
}

/** Spends the challenge if it is this owner's, for this purpose, unused and unexpired. */
export async function takeChallenge(
  db: Database,
  at: Date,
  challenge: string,
  purpose: ChallengePurpose,
  owner: string,
): Promise<boolean> {
  const taken = await db
    .update(passkeyChallenges)
    .set({ usedAt: at })
    .where(
      and(
        eq(passkeyChallenges.challengeHash, sha256(challenge)),
        eq(passkeyChallenges.purpose, purpose),
        eq(passkeyChallenges.owner, owner),
        isNull(passkeyChallenges.usedAt),
        gt(passkeyChallenges.expiresAt, at),
      ),
    )
    .returning({ challengeHash: passkeyChallenges.challengeHash });
  return taken.length === 1;
}

export type PasskeyCredentialRow = typeof passkeyCredentials.$inferSelect;

export async function credentialsOf(db: Database, uid: string): Promise<PasskeyCredentialRow[]> {
  return db
    .select()
    .from(passkeyCredentials)
    .where(eq(passkeyCredentials.uid, uid))
    .orderBy(desc(passkeyCredentials.createdAt));
}

export async function credentialById(
  db: Database,
  credentialId: string,
): Promise<PasskeyCredentialRow | undefined> {
  const [row] = await db
    .select()
    .from(passkeyCredentials)
    .where(eq(passkeyCredentials.credentialId, credentialId))
    .limit(1);
  return row;
}

/** false when a credential with this id exists already. */
export async function insertCredential(
  db: Database,
  row: typeof passkeyCredentials.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(passkeyCredentials)
    .values(row)
    .onConflictDoNothing()
    .returning({ credentialId: passkeyCredentials.credentialId });
  return inserted.length === 1;
}

/**
 * Records a sign-in: the new counter and the time. Only from the counter that was verified, so
 * two answers racing with the same counter cannot both pass.
 */
export async function recordUse(
  db: Database,
  row: PasskeyCredentialRow,
  at: Date,
  newCounter: number,
  backedUp: boolean,
): Promise<boolean> {
  const updated = await db
    .update(passkeyCredentials)
    .set({ counter: newCounter, lastUsedAt: at, backedUp })
    .where(
      and(eq(passkeyCredentials.credentialId, row.credentialId), eq(passkeyCredentials.counter, row.counter)),
    )
    .returning({ credentialId: passkeyCredentials.credentialId });
  return updated.length === 1;
}

export async function deleteCredential(db: Database, uid: string, credentialId: string): Promise<boolean> {
  const deleted = await db
    .delete(passkeyCredentials)
    .where(and(eq(passkeyCredentials.uid, uid), eq(passkeyCredentials.credentialId, credentialId)))
    .returning({ credentialId: passkeyCredentials.credentialId });
  return deleted.length === 1;
}
