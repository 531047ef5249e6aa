/**
 * Hand-back codes (hub spec §3 "Authorization result", §4 "After authorization"):
 * POST /member/v1/authorization issues { code, secureCode } bound to the member and the client
 * entry; GET /memberbase/v1/authorization redeems them once, within the lifetime.
 */
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';

import type { Database } from '../db/client';
import { handBacks } from '../db/schema/auth';
import { randomKey, sha256 } from '../mail/secrets';

import type { RegisteredClient } from './clients';

export type HandBack = typeof handBacks.$inferSelect;

/** Scopes a client entry may ask for; `openid` is required. */
const ALLOWED_SCOPES = new Set(['openid', 'profile', 'offline_access']);

export interface ClientEntry {
  clientId: string;
  returnUrl: string;
  state: string;
  nonce: string;
  scope: string;
  needsRefreshToken?: boolean | 'true' | 'false' | undefined;
}

export type IssueResult =
  | { kind: 'ok'; code: string; secureCode: string }
  | { kind: 'client_invalid'; reason: 'unknown_client' | 'redirect_not_registered' | 'scope' };

export type RedeemResult = { kind: 'ok'; handBack: HandBack } | { kind: 'invalid' | 'expired' | 'used' };

/** How long after redeeming the provider interaction may still be finished with it. */
const FINISH_WINDOW_MS = 2 * 60 * 1000;

export class HandBackService {
  private readonly clients: Map<string, RegisteredClient>;

  constructor(
    private readonly options: {
      db: Database;
      now: () => Date;
      ttlSeconds: number;
      clients: readonly RegisteredClient[];
    },
  ) {
    this.clients = new Map(options.clients.map((c) => [c.client_id, c]));
  }

  /** The scope the provider will be asked for: the entry's scopes, plus offline_access for a refresh token. */
  static scopeOf(entry: ClientEntry): string[] | undefined {
    const scopes = new Set(entry.scope.split(/[\s+]+/).filter(Boolean));
    if (entry.needsRefreshToken === true || entry.needsRefreshToken === 'true') scopes.add('offline_access');
    if (!scopes.has('openid') || [...scopes].some((s) => !ALLOWED_SCOPES.has(s))) return undefined;
    return [...scopes];
  }

  async issue(uid: string, entry: ClientEntry): Promise<IssueResult> {
    const client = this.clients.get(entry.clientId);
    if (!client) return { kind: 'client_invalid', reason: 'unknown_client' };
    // Exact match, as OAuth 2.0 requires of redirect URIs (stricter than the hub's prefix allow-list).
    if (!client.redirect_uris.includes(entry.returnUrl))
      return { kind: 'client_invalid', reason: 'redirect_not_registered' };
    const scopes = HandBackService.scopeOf(entry);
    if (!scopes) return { kind: 'client_invalid', reason: 'scope' };

    const code = randomKey();
    const secureCode = randomKey();
    const createdAt = this.options.now();
    await this.options.db.insert(handBacks).values({
      codeHash: sha256(code),
      secureCodeHash: sha256(secureCode),
      uid,
      clientId: client.client_id,
      returnUrl: entry.returnUrl,
      state: entry.state,
      nonce: entry.nonce,
      scope: scopes.join(' '),
      needsRefreshToken: scopes.includes('offline_access'),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + this.options.ttlSeconds * 1000),
    });
    return { kind: 'ok', code, secureCode };
  }

  /**
   * Redeems code + secureCode once. A wrong secureCode burns the code too (no guessing).
   * Atomic: two concurrent requests cannot both redeem it.
   */
  async redeem(code: string, secureCode: string): Promise<RedeemResult> {
    const { db, now } = this.options;
    const at = now();
    const codeHash = sha256(code);
    const [taken] = await db
      .update(handBacks)
      .set({ usedAt: at })
      .where(
        and(
          eq(handBacks.codeHash, codeHash),
          eq(handBacks.secureCodeHash, sha256(secureCode)),
          isNull(handBacks.usedAt),
          gt(handBacks.expiresAt, at),
        ),
      )
      .returning();
    if (taken) return { kind: 'ok', handBack: taken };

    const [row] = await db.select().from(handBacks).where(eq(handBacks.codeHash, codeHash)).limit(1);
    if (!row) return { kind: 'invalid' };
    if (row.usedAt) return { kind: 'used' };
    if (row.secureCodeHash !== sha256(secureCode)) {
      await db
        .update(handBacks)
        .set({ usedAt: at })
        .where(and(eq(handBacks.codeHash, codeHash), isNull(handBacks.usedAt)));
      return { kind: 'invalid' };
    }
    return { kind: 'expired' };
  }

  /** Takes a redeemed hand-back for the provider interaction, once, shortly after redeeming. */
  async takeForInteraction(codeHash: string): Promise<HandBack | undefined> {
    const { db, now } = this.options;
    const at = now();
    const [row] = await db
      .update(handBacks)
      .set({ finishedAt: at })
      .where(
        and(
          eq(handBacks.codeHash, codeHash),
          isNotNull(handBacks.usedAt),
          isNull(handBacks.finishedAt),
          gt(handBacks.usedAt, new Date(at.getTime() - FINISH_WINDOW_MS)),
        ),
      )
      .returning();
    return row;
  }
}
