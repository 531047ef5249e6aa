// Every call of the contract fed bad input generated from its own schemas (issue 14 items 6, 7):
// each body, query and path field gets values of the wrong type, out of range, control
// characters, lone surrogates and oversized strings → 4xx with an error code, never 5xx.
import { fillPath, memberApi, type CallDefinition } from '@member-hub/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { call, memberBody, signUp, startTestApi, type TestApi } from '../../test/helpers';

const MUTATIONS: readonly unknown[] = [
  null,
  2 ** 53,
  -(2 ** 31) - 1,
  1.5,
  true,
  [],
  {},
  '',
  '   ',
  '\u0000',
  'a\u0000b',
  '\u001b[31m',
  '\ud800',
  'a'.repeat(70_000),
  ['\u0000'],
  { nested: 'x' },
];
const QUERY_MUTATIONS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x'.repeat(5_000),
  '-1',
  '9007199254740993',
];

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function keysOf(schema: unknown): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape as Record<string, unknown>) : [];
}

describe('contract fuzz: every call, generated bad input', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi('pglite', { config: { rateLimitScale: 100_000 } });
    const user = await signUp();
    expect(
      (await call(api, 'POST', '/member/v1/me', { token: user.idToken, body: memberBody() })).status,
    ).toBe(200);
    token = user.idToken;
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('answers 4xx with an error code, never 5xx', async () => {
    const failures: string[] = [];
    let sent = 0;
    let skipped = 0;
    const statuses = new Map<number, number>();
    /**
     * Sends one request. `contractValid`: the call's own schema accepts the input (then any
     * answer but 5xx is fine); otherwise the answer must be 4xx with an error code.
     */
    const check = async (
      def: CallDefinition,
      label: string,
      pathAndQuery: string,
      body: unknown,
      contractValid: boolean,
    ) => {
      if (contractValid) {
        skipped += 1;
        return;
      }
      sent += 1;
      const res = await call<{ code?: unknown }>(api, def.method, pathAndQuery, {
        token: def.auth === 'none' ? undefined : token,
        ...(body !== undefined ? { body } : {}),
      });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status >= 500 || res.status < 400 || typeof res.body?.code !== 'string') {
        failures.push(
          `${def.method} ${def.path} ${label} → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`,
        );
      }
    };
    for (const def of Object.values(memberApi) as CallDefinition[]) {
      const paramKeys = keysOf(def.params);
      const path = fillPath(def.path, Object.fromEntries(paramKeys.map((k) => [k, 'x'])));
      for (const key of paramKeys) {
        for (const bad of ['%00', 'a%00b', '%ED%A0%80', 'x'.repeat(3_000)]) {
          const valid = def.params?.safeParse({ [key]: decodeURIComponentSafe(bad) }).success ?? false;
          await check(
            def,
            `params.${key}=${bad.slice(0, 12)}`,
            def.path.replace(`{${key}}`, bad),
            undefined,
            valid,
          );
        }
      }
      for (const key of keysOf(def.query)) {
        for (const bad of QUERY_MUTATIONS) {
          // What the server receives (a lone surrogate travels as U+FFFD).
          const received = new URLSearchParams(new URLSearchParams({ [key]: bad }).toString()).get(key);
          const valid = def.query?.safeParse({ [key]: received }).success ?? false;
          await check(
            def,
            `query.${key}=${JSON.stringify(bad).slice(0, 20)}`,
            `${path}?${new URLSearchParams({ [key]: bad }).toString()}`,
            undefined,
            valid,
          );
        }
      }
      if (def.body) {
        for (const whole of ['null', '[]', '"x"', '{', '1e999'])
          await check(def, `body ${whole}`, path, whole, false);
        for (const key of keysOf(def.body)) {
          for (const bad of MUTATIONS) {
            const input = { [key]: bad };
            await check(
              def,
              `body.${key}=${JSON.stringify(bad)?.slice(0, 20)}`,
              path,
              input,
              def.body.safeParse(input).success,
            );
          }
        }
      }
    }
    console.log(
      `[contract-fuzz] ${sent} generated bad requests (${skipped} generated values the contract accepts, not sent) over ${Object.keys(memberApi).length} calls: ${[
        ...statuses,
      ]
        .sort(([x], [y]) => x - y)
        .map(([s, n]) => `${n}×${s}`)
        .join(', ')}`,
    );
    expect(failures).toEqual([]);
  });
});
