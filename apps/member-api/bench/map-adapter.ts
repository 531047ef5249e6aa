// The provider floor's store (bench/provider-floor.ts): oidc-provider's storage adapter over plain
// Maps, every operation O(1). Not the library's own in-memory adapter: that one is an LRU of 1,000
// entries, so a run's tokens push the grants and sessions out, and each save of a code or token
// rewrites its grant's member list after walking all of it (expiry check and Math.max over every
// token of the grant) — the refresh grant, one grant for a whole timed run, slows as the run goes
// on, and a floor that slows flatters what is compared with it.
import type { Adapter, AdapterPayload } from 'oidc-provider';

/** Models whose entries carry a grantId and end with their grant (revokeByGrantId). */
export const GRANTABLE: ReadonlySet<string> = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

interface Entry {
  payload: AdapterPayload;
  /** ms since the epoch; Infinity without a lifetime. */
  expiresAt: number;
}

/** One store shared by every model, as the provider's models refer to each other by id. */
export interface MapStore {
  entries: Map<string, Entry>;
  /** grantId → the keys of the codes and tokens of that grant. */
  byGrant: Map<string, Set<string>>;
  /** A session's uid → its key; a user code → its key. */
  byUid: Map<string, string>;
  byUserCode: Map<string, string>;
}

export function createMapStore(): MapStore {
  return { entries: new Map(), byGrant: new Map(), byUid: new Map(), byUserCode: new Map() };
}

/** An adapter factory for oidc-provider's `adapter` setting over `store`; `now` in ms. */
export function createMapAdapter(store: MapStore = createMapStore(), now: () => number = Date.now) {
  const live = (key: string | undefined): Entry | undefined => {
    if (key === undefined) return undefined;
    const entry = store.entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      forget(key, entry);
      return undefined;
    }
    return entry;
  };
  const forget = (key: string, entry: Entry) => {
    store.entries.delete(key);
    const { grantId, uid, userCode } = entry.payload;
    if (grantId) store.byGrant.get(grantId)?.delete(key);
    if (uid && store.byUid.get(uid) === key) store.byUid.delete(uid);
    if (userCode && store.byUserCode.get(userCode) === key) store.byUserCode.delete(userCode);
  };

  return (model: string): Adapter => {
    const keyOf = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        const key = keyOf(id);
        const previous = store.entries.get(key);
        if (previous) forget(key, previous);
        const expiresAt = typeof expiresIn === 'number' ? now() + expiresIn * 1000 : Infinity;
        store.entries.set(key, { payload, expiresAt });
        if (model === 'Session' && payload.uid) store.byUid.set(payload.uid, key);
        if (payload.userCode) store.byUserCode.set(payload.userCode, key);
        if (GRANTABLE.has(model) && payload.grantId) {
          let members = store.byGrant.get(payload.grantId);
          if (!members) store.byGrant.set(payload.grantId, (members = new Set()));
          members.add(key);
        }
      },
      async find(id) {
        return live(keyOf(id))?.payload;
      },
      async findByUid(uid) {
        return live(store.byUid.get(uid))?.payload;
      },
      async findByUserCode(userCode) {
        return live(store.byUserCode.get(userCode))?.payload;
      },
      async consume(id) {
        const entry = live(keyOf(id));
        if (entry) entry.payload.consumed = Math.floor(now() / 1000);
      },
      async destroy(id) {
        const key = keyOf(id);
        const entry = store.entries.get(key);
        if (entry) forget(key, entry);
      },
      async revokeByGrantId(grantId) {
        const members = store.byGrant.get(grantId);
        store.byGrant.delete(grantId);
        for (const key of members ?? []) {
          const entry = store.entries.get(key);
          if (entry) forget(key, entry);
        }
      },
    };
  };
}
