// A second provider floor's store (bench/provider-floor.ts, BENCH_FLOOR_STORE=postgres): oidc-provider's
// storage adapter in the library's own pattern — one statement per adapter call, on the API's
// `oidc_payloads` table (the bench database, migrated by the API), through `pg` with named
// statements. Nothing of the API's own: no statement that reads the grant, session or member along
// with a token, no consumption folded into the token's write, no member. Measured beside the
// in-memory floor, it splits what the API pays beyond oidc-provider into what storing in PostgreSQL
// costs anyone and what the API's own code costs.
import type { Adapter, AdapterPayload } from 'oidc-provider';

import { GRANTABLE } from './map-adapter';

interface PayloadRow {
  payload: AdapterPayload;
  consumed_at: Date | string | null;
}

/** Runs one statement, prepared under `name` where the driver can: `pg`'s pool.query({ name, text, values }). */
export type RunStatement = (
  text: string,
  values: readonly unknown[],
  name?: string,
) => Promise<{ rows: readonly unknown[] }>;

const LIVE = '(expires_at is null or expires_at > $3)';
const SELECT = 'select payload, consumed_at from oidc_payloads';
const STATEMENTS = {
  upsert: `insert into oidc_payloads (type, id, payload, grant_id, user_code, uid, expires_at)
    values ($1, $2, $3, $4, $5, $6, $7)
    on conflict (type, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
      user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at, consumed_at = null`,
  find: `${SELECT} where type = $1 and id = $2 and ${LIVE}`,
  findByUid: `${SELECT} where type = $1 and uid = $2 and ${LIVE} limit 1`,
  findByUserCode: `${SELECT} where type = $1 and user_code = $2 and ${LIVE} limit 1`,
  consume: 'update oidc_payloads set consumed_at = $3 where type = $1 and id = $2',
  destroy: 'delete from oidc_payloads where type = $1 and id = $2',
  revokeByGrantId: 'delete from oidc_payloads where grant_id = $1',
} as const;

/** An adapter factory for oidc-provider's `adapter` setting; `now` in ms (expiry and consumption). */
export function createPgAdapter(run: RunStatement, now: () => number = Date.now) {
  const statement = (key: keyof typeof STATEMENTS, values: readonly unknown[]) =>
    run(STATEMENTS[key], values, `bench_floor_${key}`);
  const payloadOf = (rows: readonly unknown[]): AdapterPayload | undefined => {
    const row = rows[0] as PayloadRow | undefined;
    if (!row) return undefined;
    if (row.consumed_at === null) return row.payload;
    return { ...row.payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) };
  };
  const at = () => new Date(now());

  return (model: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      await statement('upsert', [
        model,
        id,
        JSON.stringify(payload),
        GRANTABLE.has(model) ? (payload.grantId ?? null) : null,
        payload.userCode ?? null,
        payload.uid ?? null,
        typeof expiresIn === 'number' ? new Date(now() + expiresIn * 1000) : null,
      ]);
    },
    async find(id) {
      return payloadOf((await statement('find', [model, id, at()])).rows);
    },
    async findByUid(uid) {
      return payloadOf((await statement('findByUid', [model, uid, at()])).rows);
    },
    async findByUserCode(userCode) {
      return payloadOf((await statement('findByUserCode', [model, userCode, at()])).rows);
    },
    async consume(id) {
      await statement('consume', [model, id, at()]);
    },
    async destroy(id) {
      await statement('destroy', [model, id]);
    },
    async revokeByGrantId(grantId) {
      await statement('revokeByGrantId', [grantId]);
    },
  });
}
