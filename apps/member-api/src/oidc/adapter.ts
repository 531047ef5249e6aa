/**
 * oidc-provider's storage adapter over Drizzle (table oidc_payloads), so sessions,
 * interactions, codes, tokens and grants live in PGlite or PostgreSQL like everything else
 * and survive a restart. One adapter instance per model name; rows are keyed by (type, id).
 */
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { errors, Provider, type Adapter, type AdapterPayload } from 'oidc-provider';

import type { Database, Tx } from '../db/client';
import { timestamptzPlaceholder } from '../db/timestamp-placeholder';
import { handBacks, oidcPayloads } from '../db/schema/auth';
import { members } from '../db/schema/members';
import type { MemberSignInRow } from '../members/sign-in-check';
import { lockIdsOf } from '../queries/locks';

/** Models whose rows carry a grantId and die with it (revokeByGrantId). */
const GRANTABLE = [
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
];

/**
 * The provider session a row ends with (`expiresWithSession`), else null: one rule for the
 * read-along's join and for the caller that keeps the session it read.
 */
const boundSessionUid = sql<string | null>`
  case when ${oidcPayloads.payload} ->> 'expiresWithSession' = 'true' then ${oidcPayloads.payload} ->> 'sessionUid' end`;

/**
 * The read-along statement (placeholders `type` and `key`): a code or token by id, with its grant,
 * the session it ends with and the member it names (see readAlong in createDrizzleAdapter). Each
 * join finds its one row through an index that holds all of its conditions (the session's
 * through `(type, uid)`, schema/auth.ts), so the plan reads one row per table whatever the
 * statistics say.
 */
export function readAlongQuery(db: Database) {
  const grant = alias(oidcPayloads, 'grant_row');
  const session = alias(oidcPayloads, 'session_row');
  return db
    .select({
      row: oidcPayloads,
      grant,
      sessionUid: boundSessionUid,
      session,
      // The member the row names, as the sign-in check reads it (members/sign-in-check.ts).
      accountUid: members.uid,
      memberStatus: members.memberStatus,
      nickname: members.nickname,
      birthday: members.birthday,
      sexId: members.sexId,
      updateDate: members.updateDate,
      lockIds: lockIdsOf(),
    })
    .from(oidcPayloads)
    .leftJoin(grant, and(eq(grant.type, 'Grant'), eq(grant.id, oidcPayloads.grantId)))
    .leftJoin(session, and(eq(session.type, 'Session'), eq(session.uid, boundSessionUid)))
    .leftJoin(members, eq(members.uid, sql`${oidcPayloads.payload} ->> 'accountId'`))
    .where(and(eq(oidcPayloads.type, sql.placeholder('type')), eq(oidcPayloads.id, sql.placeholder('key'))))
    .limit(1);
}

/** The codes and tokens of a grant (placeholder `grantId`): what `revokeByGrantId` deletes. */
export function revokeByGrantIdQuery(db: Database) {
  return db
    .delete(oidcPayloads)
    .where(and(inArray(oidcPayloads.type, GRANTABLE), eq(oidcPayloads.grantId, sql.placeholder('grantId'))));
}

/** The prefixes of the token rows' placeholders in `consumeCodeWithTokens` (one per row). */
const ACCESS_TOKEN = 'accessToken';
const REFRESH_TOKEN = 'refreshToken';

/** A row to write: the adapter's columns, the payload as JSON text (a statement's parameter). */
interface TokenRow {
  type: string;
  id: string;
  payload: string;
  grantId: string | null;
  userCode: string | null;
  uid: string | null;
  expiresAt: string | null;
}

/** A token row as the parameters of `consumeCodeWithTokens` (its placeholders under `prefix`). */
function tokenParams(prefix: string, row: TokenRow): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([name, value]) => [`${prefix}_${name}`, value]));
}

/** A row written again under its (type, id) takes the new payload and is unused again. */
const REPLACE_ROW = {
  target: [oidcPayloads.type, oidcPayloads.id],
  set: {
    payload: sql`excluded.payload`,
    grantId: sql`excluded.grant_id`,
    userCode: sql`excluded.user_code`,
    uid: sql`excluded.uid`,
    expiresAt: sql`excluded.expires_at`,
    consumedAt: null,
  },
};

/**
 * The code (placeholders `codeId`, `at`) taken if nobody has yet, and the token rows of `prefixes`
 * (tokenParams) written only when it was: one statement, one commit.
 */
function consumeCodeWithTokens(db: Database, prefixes: readonly string[]) {
  const consumed = db.$with('consumed_code', { id: sql<string>`id` }).as(
    sql`update ${oidcPayloads} set consumed_at = ${timestamptzPlaceholder('at')}
      where type = 'AuthorizationCode' and id = ${sql.placeholder('codeId')} and consumed_at is null
      returning id`,
  );
  const rowOf = (prefix: string) => {
    const p = (name: keyof TokenRow) => sql.placeholder(`${prefix}_${name}`);
    return sql`select ${p('type')}, ${p('id')}, ${p('payload')}::jsonb, ${p('grantId')}, ${p('userCode')},
      ${p('uid')}, ${p('expiresAt')}::timestamptz, null::timestamptz from ${consumed}`;
  };
  return db
    .with(consumed)
    .insert(oidcPayloads)
    .select(sql.join(prefixes.map(rowOf), sql` union all `))
    .onConflictDoUpdate(REPLACE_ROW)
    .returning({ id: oidcPayloads.id })
    .prepare(`oidc_payload_consume_code_with_${prefixes.join('_')}`);
}

/**
 * The adapter's statements, prepared once per database (the token exchange runs six to eight of
 * them: building each query anew cost more CPU than the rest of the grant but the signature).
 * The model name is a parameter like the rest, so one statement serves every model.
 */
function preparedStatements(db: Database) {
  const type = sql.placeholder('type');
  return {
    upsert: db
      .insert(oidcPayloads)
      .values({
        type,
        id: sql.placeholder('id'),
        payload: sql.placeholder('payload'),
        grantId: sql.placeholder('grantId'),
        userCode: sql.placeholder('userCode'),
        uid: sql.placeholder('uid'),
        expiresAt: timestamptzPlaceholder('expiresAt'),
        consumedAt: null,
      })
      .onConflictDoUpdate(REPLACE_ROW)
      .prepare('oidc_payload_upsert'),
    findById: db
      .select()
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.type, type), eq(oidcPayloads.id, sql.placeholder('key'))))
      .limit(1)
      .prepare('oidc_payload_find_id'),
    /**
     * A code or token with its grant, the session it ends with (`expiresWithSession`) if any,
     * and the member it names: what the provider reads next (see readAlong).
     */
    findByIdReadAlong: readAlongQuery(db).prepare('oidc_payload_find_id_read_along'),
    findByUserCode: db
      .select()
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.type, type), eq(oidcPayloads.userCode, sql.placeholder('key'))))
      .limit(1)
      .prepare('oidc_payload_find_user_code'),
    findByUid: db
      .select()
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.type, type), eq(oidcPayloads.uid, sql.placeholder('key'))))
      .limit(1)
      .prepare('oidc_payload_find_uid'),
    // Only a row nobody has consumed yet: of requests that found it unused at once, one wins.
    consume: db
      .update(oidcPayloads)
      .set({ consumedAt: timestamptzPlaceholder('at') })
      .where(
        and(
          eq(oidcPayloads.type, type),
          eq(oidcPayloads.id, sql.placeholder('id')),
          isNull(oidcPayloads.consumedAt),
        ),
      )
      .returning({ id: oidcPayloads.id })
      .prepare('oidc_payload_consume'),
    /**
     * A code's consumption and the tokens its exchange issues (the access token; the refresh token
     * too when it issues one), in one statement: the token rows are written only if this statement
     * took the code (unused until now). Answers the tokens' ids when it did, no row when another
     * request had taken the code (see `consume`).
     */
    consumeCodeWithToken: consumeCodeWithTokens(db, [ACCESS_TOKEN]),
    consumeCodeWithTokens: consumeCodeWithTokens(db, [ACCESS_TOKEN, REFRESH_TOKEN]),
    destroy: db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.type, type), eq(oidcPayloads.id, sql.placeholder('id'))))
      .prepare('oidc_payload_destroy'),
    revokeByGrantId: revokeByGrantIdQuery(db).prepare('oidc_payload_revoke_grant'),
  };
}

type Row = typeof oidcPayloads.$inferSelect;

/**
 * Whether a key the provider looks up can name a row at all. The provider hands the adapter
 * client ids, codes and tokens straight from the request; every key it issues is printable ASCII,
 * and PostgreSQL refuses U+0000 in text outright (an error, not a miss). Anything else is a miss,
 * answered before SQL, so the provider refuses it as unknown (invalid_client, invalid_grant, …).
 */
export function isStorableKey(key: unknown): key is string {
  return typeof key === 'string' && /^[\x20-\x7e]{1,1024}$/.test(key);
}

export function createDrizzleAdapter(db: Database, now: () => Date = () => new Date()) {
  const statements = preparedStatements(db);
  /**
   * Rows read along with a code or token, per provider request (oidc-provider's own request
   * context, `Provider.ctx`): its grant, taken by that request's next `Grant.find` of the same id,
   * and the provider session it is bound to, taken by the next `Session.findByUid` of that uid. The
   * code and refresh-token exchanges and userinfo read the code or token, then its session (when it
   * ends with it) and its grant, three round trips in a row; reading them in one statement saves
   * two. A row so read is a few statements older than a read of its own would be, never older than
   * the request's read of the token that names it, and serves only that request, once (a request
   * that does not ask for it leaves it to be collected). Outside a provider request (the
   * authentication host's own calls) nothing is kept.
   *
   * The member the code or token names comes along too, for the sign-in check the provider runs
   * next (findAccount, provider.ts): one round trip fewer per code and refresh-token exchange
   * and userinfo call. Like the grant, it is as fresh as the read of the token in the same
   * request, a few milliseconds before the check, and taken once.
   */
  const readAlong = new WeakMap<object, Map<string, Row | null>>();
  /**
   * A code exchange's writes, waiting per provider request so that they go in one statement, one
   * round trip and one commit: the code whose consumption waits (`consume`) for the exchange's
   * tokens, then its access token (`upsert`), which waits in turn for the refresh token the
   * exchange writes next when it issues one. A refused code leaves neither token behind: the
   * tokens of a grant that ends are never written after it. An exchange that issues no refresh
   * token has its access token written when the request ends (`writeWaiting`, the provider's
   * middleware in provider.ts), before its answer leaves; any other storage call of the request
   * writes it first.
   */
  const codeExchanges = new WeakMap<object, { codeId: string; accessToken?: TokenRow }>();
  /**
   * Writes the request's waiting access token with its code's consumption (and `refreshToken`
   * with them, when given); refused (invalid_grant, the grant ended) when another request took the
   * code first. Nothing when no access token waits.
   */
  const writeWaiting = async (request: object, refreshToken?: TokenRow): Promise<void> => {
    const waiting = codeExchanges.get(request);
    if (!waiting?.accessToken) return;
    codeExchanges.delete(request);
    const consumption = { codeId: waiting.codeId, at: now().toISOString() };
    const accessToken = tokenParams(ACCESS_TOKEN, waiting.accessToken);
    const written = refreshToken
      ? await statements.consumeCodeWithTokens.execute({
          ...consumption,
          ...accessToken,
          ...tokenParams(REFRESH_TOKEN, refreshToken),
        })
      : await statements.consumeCodeWithToken.execute({ ...consumption, ...accessToken });
    // Another request took the code first: no token was written, and the grant ends.
    if (written.length === 0) await refuseReuse('AuthorizationCode', waiting.codeId);
  };
  /** Whether an access token of the request waits to be written (see `codeExchanges`). */
  const tokenWaits = (request: object | undefined): request is object =>
    request !== undefined && codeExchanges.get(request)?.accessToken !== undefined;
  /** Before any other storage call of a provider request: its waiting access token is written. */
  const settle = (): Promise<void> | undefined => {
    const request = Provider.ctx;
    return tokenWaits(request) ? writeWaiting(request) : undefined;
  };
  const accountsAlong = new WeakMap<object, Map<string, MemberSignInRow | null>>();
  const grantKey = (id: string) => `Grant ${id}`;
  const sessionKey = (uid: string) => `Session uid ${uid}`;
  /**
   * The row read along under this key for the current provider request (taken once): the row, null
   * when the read found none, undefined when nothing was read along (read it from the database).
   */
  const takeReadAlong = (key: string): Row | null | undefined => {
    const request = Provider.ctx;
    const read = request && readAlong.get(request);
    const row = read?.get(key);
    read?.delete(key);
    return row;
  };
  const live = (row: Row | null | undefined): AdapterPayload | undefined => {
    if (!row) return undefined;
    if (row.expiresAt && row.expiresAt.getTime() <= now().getTime()) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  };
  /**
   * A code (or rotated refresh token) another request consumed first: the grant's codes and tokens
   * end, then the grant (what the provider's own reuse detection ends), and the request is refused.
   */
  const refuseReuse = async (type: string, id: string): Promise<never> => {
    const grantId = (await statements.findById.execute({ type, key: id }))[0]?.grantId;
    if (grantId) {
      await statements.revokeByGrantId.execute({ grantId });
      await statements.destroy.execute({ type: 'Grant', id: grantId });
    }
    throw new errors.InvalidGrant(`${type} already consumed`);
  };
  return class DrizzleAdapter implements Adapter {
    /**
     * The member read along with a code or token of the current provider request that names
     * `accountId` (taken once): the row, null when there is no such member, undefined when
     * nothing was read along (the caller reads it itself).
     */
    static takeReadAlongAccount(accountId: string): MemberSignInRow | null | undefined {
      const request = Provider.ctx;
      const read = request && accountsAlong.get(request);
      const row = read?.get(accountId);
      read?.delete(accountId);
      return row;
    }

    /** Whether this model's rows name a grant (and a session) the provider reads next (GRANTABLE). */
    private readonly readsAlong: boolean;

    constructor(readonly name: string) {
      this.readsAlong = GRANTABLE.includes(name);
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const columns = {
        type: this.name,
        id,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt:
          typeof expiresIn === 'number' ? new Date(now().getTime() + expiresIn * 1000).toISOString() : null,
      };
      /** The row as a parameter of the code's statements (the payload as JSON text). */
      const tokenRow = (): TokenRow => ({ ...columns, payload: JSON.stringify(payload) });
      const request = Provider.ctx;
      if (tokenWaits(request)) {
        // The exchange's refresh token: written with the waiting access token and the code.
        if (this.name === 'RefreshToken') return writeWaiting(request, tokenRow());
        await writeWaiting(request);
      }
      const exchange = request && this.name === 'AccessToken' ? codeExchanges.get(request) : undefined;
      if (exchange) {
        exchange.accessToken = tokenRow();
        return;
      }
      await statements.upsert.execute({ ...columns, payload });
    }

    /**
     * Ends a provider request's storage: the access token of a code exchange that issued no
     * refresh token is written now, with its code's consumption (see `codeExchanges`). Throws
     * invalid_grant when another request took the code first.
     */
    static writeWaiting(request: object): Promise<void> {
      return writeWaiting(request);
    }

    async find(id: string) {
      if (!isStorableKey(id)) return undefined;
      await settle();
      if (this.name === 'Grant') {
        const taken = takeReadAlong(grantKey(id));
        if (taken !== undefined) return live(taken);
      }
      const request = Provider.ctx;
      if (request && this.readsAlong) {
        const [hit] = await statements.findByIdReadAlong.execute({ type: this.name, key: id });
        if (!hit) return undefined;
        const read = readAlong.get(request) ?? new Map<string, Row | null>();
        readAlong.set(request, read);
        if (hit.row.grantId) read.set(grantKey(hit.row.grantId), hit.grant);
        if (hit.sessionUid !== null) read.set(sessionKey(hit.sessionUid), hit.session);
        const accountId = (hit.row.payload as AdapterPayload).accountId;
        if (typeof accountId === 'string') {
          const accounts = accountsAlong.get(request) ?? new Map<string, MemberSignInRow | null>();
          accountsAlong.set(request, accounts);
          accounts.set(
            accountId,
            hit.accountUid === null
              ? null
              : {
                  memberStatus: hit.memberStatus!,
                  nickname: hit.nickname!,
                  birthday: hit.birthday!,
                  sexId: hit.sexId!,
                  updateDate: hit.updateDate!,
                  lockIds: hit.lockIds,
                },
          );
        }
        return live(hit.row);
      }
      return live((await statements.findById.execute({ type: this.name, key: id }))[0]);
    }

    async findByUserCode(userCode: string) {
      if (!isStorableKey(userCode)) return undefined;
      await settle();
      return live((await statements.findByUserCode.execute({ type: this.name, key: userCode }))[0]);
    }

    async findByUid(uid: string) {
      if (!isStorableKey(uid)) return undefined;
      await settle();
      if (this.name === 'Session') {
        const taken = takeReadAlong(sessionKey(uid));
        if (taken !== undefined) return live(taken);
      }
      return live((await statements.findByUid.execute({ type: this.name, key: uid }))[0]);
    }

    /**
     * Marks a code (or a rotated refresh token) used. The provider refuses a second use by reading
     * `consumed` first, but requests that arrive together all read it unused: here only the first
     * update takes the row, and the others are refused (invalid_grant) and end the grant, as the
     * provider does on a reuse it sees (RFC 6749 §4.1.2: a code used twice revokes its tokens).
     */
    async consume(id: string): Promise<void> {
      // In a code exchange the code is taken by the statement that writes its tokens (upsert,
      // codeExchanges): the code is refused there, before any token is answered, if another
      // request took it in between. A code whose exchange stops before (the sign-in check refuses
      // the member, an error) stays unused, as it was, until it expires.
      const request = Provider.ctx;
      if (request && this.name === 'AuthorizationCode') {
        codeExchanges.set(request, { codeId: id });
        return;
      }
      await settle();
      const [taken] = await statements.consume.execute({ type: this.name, id, at: now().toISOString() });
      if (!taken) await refuseReuse(this.name, id);
    }

    async destroy(id: string): Promise<void> {
      if (!isStorableKey(id)) return;
      await settle();
      await statements.destroy.execute({ type: this.name, id });
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await settle();
      await statements.revokeByGrantId.execute({ grantId });
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
 * sibling service's refresh token stops working with the member's logout;
 * unsubscribe calls it inside the deletion's transaction, with the member's hand-backs.
 */
export async function endGrantsOf(db: Database | Tx, accountId: string): Promise<void> {
  await endGrantsQuery(db).execute({ accountId });
}

/**
 * The rows naming the member (placeholder `accountId`): what `endGrantsOf` deletes. Its condition
 * is the expression of the index `oidc_payloads_account_idx` (schema/auth.ts), so that the delete
 * reads the member's entries only, not every member's tokens.
 */
export function endGrantsQuery(db: Database | Tx) {
  return db
    .delete(oidcPayloads)
    .where(sql`(${oidcPayloads.payload} ->> 'accountId') = ${sql.placeholder('accountId')}`);
}
