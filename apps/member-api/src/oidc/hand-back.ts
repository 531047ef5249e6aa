/**
 * Hand-back codes (hub spec §3 "Authorization result", §4 "After authorization"):
 * POST /member/v1/authorization issues { code, secureCode } bound to the member and the client
 * entry; GET /memberbase/v1/authorization redeems them once, within the lifetime.
 */
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';

import type { Database } from '../db/client';
import { timestamptzPlaceholder } from '../db/timestamp-placeholder';
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
  /** RFC 7636: only with method S256 (the contract's only value); a challenge alone means plain. */
  codeChallenge?: string | undefined;
  codeChallengeMethod?: 'S256' | undefined;
}

export type IssueResult =
  | { kind: 'ok'; code: string; secureCode: string }
  | { kind: 'client_invalid'; reason: 'unknown_client' | 'redirect_not_registered' | 'scope' | 'pkce' };

export type RedeemResult = { kind: 'ok'; handBack: HandBack } | { kind: 'invalid' | 'expired' | 'used' };

/** How long after redeeming the provider interaction may still be finished with it. */
const FINISH_WINDOW_MS = 2 * 60 * 1000;

/**
 * The service's statements, prepared once per database: every sign-in runs three of them (issue,
 * redeem, take), and building each anew was a tenth of a sign-in's server CPU (see bench/).
 * Times are bound as ISO strings (timestamptzPlaceholder), as in the OIDC adapter.
 */
function preparedStatements(db: Database) {
  const at = timestamptzPlaceholder;
  const codeHash = sql.placeholder('codeHash');
  return {
    issue: db
      .insert(handBacks)
      .values({
        codeHash,
        secureCodeHash: sql.placeholder('secureCodeHash'),
        uid: sql.placeholder('uid'),
        clientId: sql.placeholder('clientId'),
        returnUrl: sql.placeholder('returnUrl'),
        state: sql.placeholder('state'),
        nonce: sql.placeholder('nonce'),
        scope: sql.placeholder('scope'),
        needsRefreshToken: sql.placeholder('needsRefreshToken'),
        authTime: at('authTime'),
        codeChallenge: sql.placeholder('codeChallenge'),
        amr: sql.placeholder('amr'),
        createdAt: at('createdAt'),
        expiresAt: at('expiresAt'),
      })
      .prepare('hand_back_issue'),
    redeem: db
      .update(handBacks)
      .set({ usedAt: at('at') })
      .where(
        and(
          eq(handBacks.codeHash, codeHash),
          eq(handBacks.secureCodeHash, sql.placeholder('secureCodeHash')),
          isNull(handBacks.usedAt),
          gt(handBacks.expiresAt, at('at')),
        ),
      )
      .returning()
      .prepare('hand_back_redeem'),
    find: db
      .select()
      .from(handBacks)
      .where(eq(handBacks.codeHash, codeHash))
      .limit(1)
      .prepare('hand_back_find'),
    burn: db
      .update(handBacks)
      .set({ usedAt: at('at') })
      .where(and(eq(handBacks.codeHash, codeHash), isNull(handBacks.usedAt)))
      .prepare('hand_back_burn'),
    take: db
      .update(handBacks)
      .set({ finishedAt: at('at') })
      .where(
        and(
          eq(handBacks.codeHash, codeHash),
          isNotNull(handBacks.usedAt),
          isNull(handBacks.finishedAt),
          gt(handBacks.usedAt, at('usedSince')),
        ),
      )
      .returning()
      .prepare('hand_back_take'),
  };
}

export class HandBackService {
  private readonly clients: Map<string, RegisteredClient>;
  private prepared: ReturnType<typeof preparedStatements> | undefined;

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

  /** Prepared at the first entry that reaches the database (a refused one never does). */
  private get statements() {
    this.prepared ??= preparedStatements(this.options.db);
    return this.prepared;
  }

  /** The scope the provider will be asked for: the entry's scopes, plus offline_access for a refresh token. */
  static scopeOf(entry: ClientEntry): string[] | undefined {
    const scopes = new Set(entry.scope.split(/[\s+]+/).filter(Boolean));
    if (entry.needsRefreshToken === true || entry.needsRefreshToken === 'true') scopes.add('offline_access');
    if (!scopes.has('openid') || [...scopes].some((s) => !ALLOWED_SCOPES.has(s))) return undefined;
    return [...scopes];
  }

  /**
   * `authTime`: when the member signed in (the verified ID token's auth_time, epoch seconds); the
   * provider's login time, so that a client's `max_age` is judged by the real sign-in. `amr`: how
   * the member signed in (claims.ts amrOf), the ID token's `amr`.
   */
  async issue(
    uid: string,
    entry: ClientEntry,
    authTime?: number,
    amr?: readonly string[],
  ): Promise<IssueResult> {
    const client = this.clients.get(entry.clientId);
    if (!client) return { kind: 'client_invalid', reason: 'unknown_client' };
    // Exact match, as OAuth 2.0 requires of redirect URIs (stricter than the hub's prefix allow-list).
    // Or the address registered to stand for a phone app's redirect at the hub (clients.ts).
    if (!client.redirect_uris.includes(entry.returnUrl) && entry.returnUrl !== client.hub_return_url)
      return { kind: 'client_invalid', reason: 'redirect_not_registered' };
    const scopes = HandBackService.scopeOf(entry);
    if (!scopes) return { kind: 'client_invalid', reason: 'scope' };
    // A challenge without S256 would be RFC 7636's plain, which the provider does not take.
    if (entry.codeChallenge && entry.codeChallengeMethod !== 'S256')
      return { kind: 'client_invalid', reason: 'pkce' };

    const code = randomKey();
    const secureCode = randomKey();
    const createdAt = this.options.now();
    await this.statements.issue.execute({
      codeHash: sha256(code),
      secureCodeHash: sha256(secureCode),
      uid,
      clientId: client.client_id,
      returnUrl: entry.returnUrl,
      state: entry.state,
      nonce: entry.nonce,
      scope: scopes.join(' '),
      needsRefreshToken: scopes.includes('offline_access'),
      codeChallenge: entry.codeChallenge ?? null,
      amr: amr ? [...amr] : null,
      authTime: new Date((authTime ?? Math.floor(createdAt.getTime() / 1000)) * 1000).toISOString(),
      createdAt: createdAt.toISOString(),
      expiresAt: new Date(createdAt.getTime() + this.options.ttlSeconds * 1000).toISOString(),
    });
    return { kind: 'ok', code, secureCode };
  }

  /**
   * Redeems code + secureCode once. A wrong secureCode burns the code too (no guessing).
   * Atomic: two concurrent requests cannot both redeem it.
   */
  async redeem(code: string, secureCode: string): Promise<RedeemResult> {
    const at = this.options.now().toISOString();
    const codeHash = sha256(code);
    const secureCodeHash = sha256(secureCode);
    const [taken] = await this.statements.redeem.execute({ codeHash, secureCodeHash, at });
    if (taken) return { kind: 'ok', handBack: taken };

    const [row] = await this.statements.find.execute({ codeHash });
    if (!row) return { kind: 'invalid' };
    if (row.usedAt) return { kind: 'used' };
    if (row.secureCodeHash !== secureCodeHash) {
      await this.statements.burn.execute({ codeHash, at });
      return { kind: 'invalid' };
    }
    return { kind: 'expired' };
  }

  /** Takes a redeemed hand-back for the provider interaction, once, shortly after redeeming. */
  async takeForInteraction(codeHash: string): Promise<HandBack | undefined> {
    const at = this.options.now();
    const [row] = await this.statements.take.execute({
      codeHash,
      at: at.toISOString(),
      usedSince: new Date(at.getTime() - FINISH_WINDOW_MS).toISOString(),
    });
    return row;
  }
}
