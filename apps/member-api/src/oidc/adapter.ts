/**
 * oidc-provider's storage adapter over Drizzle (table oidc_payloads), so sessions,
 * interactions, codes, tokens and grants live in PGlite or PostgreSQL like everything else
 * and survive a restart. One adapter instance per model name; rows are keyed by (type, id).
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';

import type { Database, Tx } from '../db/client';
import { handBacks, oidcPayloads } from '../db/schema/auth';

/** Models whose rows carry a grantId and die with it (revokeByGrantId). */
const GRANTABLE = [
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
];

export function createDrizzleAdapter(db: Database, now: () => Date = () => new Date()) {
  return class DrizzleAdapter implements Adapter {
    constructor(readonly name: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const expiresAt = typeof expiresIn === 'number' ? new Date(now().getTime() + expiresIn * 1000) : null;
      const row = {
        type: this.name,
        id,
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt,
        consumedAt: null,
      };
      await db
        .insert(oidcPayloads)
        .values(row)
        .onConflictDoUpdate({
          target: [oidcPayloads.type, oidcPayloads.id],
          set: {
            payload: row.payload,
            grantId: row.grantId,
            userCode: row.userCode,
            uid: row.uid,
            expiresAt,
            consumedAt: null,
          },
        });
    }

    private async findWhere(where: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.type, this.name), where))
        .limit(1);
      if (!row) return undefined;
      if (row.expiresAt && row.expiresAt.getTime() <= now().getTime()) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    find(id: string) {
      return this.findWhere(eq(oidcPayloads.id, id));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(oidcPayloads.userCode, userCode));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(oidcPayloads.uid, uid));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: now() })
        .where(and(eq(oidcPayloads.type, this.name), eq(oidcPayloads.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, this.name), eq(oidcPayloads.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db
        .delete(oidcPayloads)
        .where(and(inArray(oidcPayloads.type, GRANTABLE), eq(oidcPayloads.grantId, grantId)));
    }
  };
}

/** Removes expired rows and old hand-backs (call now and then; expired rows are already invisible). */
export async function pruneExpiredPayloads(db: Database, now: Date): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, now));
  await db.delete(handBacks).where(lt(handBacks.expiresAt, new Date(now.getTime() - 24 * 3600_000)));
}

/**
 * Ends everything the provider holds for a member: sessions, grants, authorization codes, access
 * and refresh tokens (every model whose payload names the account). Logout calls it, so a
 * sibling service's refresh token stops working with the member's logout (security review M-3);
 * unsubscribe calls it inside the deletion's transaction, with the member's hand-backs.
 */
export async function endGrantsOf(db: Database | Tx, accountId: string): Promise<void> {
  await db.delete(oidcPayloads).where(sql`${oidcPayloads.payload} ->> 'accountId' = ${accountId}`);
}
