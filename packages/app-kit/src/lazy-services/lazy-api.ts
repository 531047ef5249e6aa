/**
 * The member API client behind the same interface, loaded on its first call: the client parses
 * every answer with the contract's zod schemas, which the apps' entry chunks then do not carry.
 * Every client method is asynchronous, so each one simply waits for the load first.
 */
import { type MemberApiClient } from '@member-hub/api-client';

export function createLazyApiClient(load: () => Promise<MemberApiClient>): MemberApiClient {
  let pending: Promise<MemberApiClient> | null = null;
  const client = () => {
    pending ??= load().catch((error: unknown) => {
      pending = null; // a failed chunk load may be retried by the next call
      throw error;
    });
    return pending;
  };
  const methods = new Map<PropertyKey, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy({} as MemberApiClient, {
    get(_target, name) {
      // Not a thenable: `await lazyClient` must not treat the client as a promise.
      if (name === 'then' || typeof name === 'symbol') return undefined;
      let method = methods.get(name);
      if (!method) {
        method = async (...args: unknown[]) => {
          const real = (await client()) as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
          const fn = real[name];
          if (typeof fn !== 'function') throw new TypeError(`api.${name} is not a client method`);
          return fn.apply(real, args);
        };
        methods.set(name, method);
      }
      return method;
    },
  });
}
