// The authentication host's ids come straight from the request: client ids, codes and tokens with
// NUL or other control characters are refused as unknown (4xx) before they reach SQL, and a
// failure of the provider itself is logged with its cause instead of vanishing in `server_error`.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { databaseKinds, demoTestClient, startTestApi, type TestApi } from '../../test/helpers';

const MEMBERS = demoTestClient('demo-members');
const basic = `Basic ${Buffer.from(`${MEMBERS.clientId}:${MEMBERS.secret}`).toString('base64')}`;
const form = 'application/x-www-form-urlencoded';

type Probe = { name: string; method: 'GET' | 'POST'; path: string; body?: string; basic?: boolean };

/** The requests that answered 500 from the provider mount, with NUL and other control characters. */
function probes(redirectUri: string): Probe[] {
  const list: Probe[] = [];
  for (const bad of ['%00', 'a%00b', 'a%01b', 'a%1Bb', 'a%7Fb', 'a%C2%85b']) {
    list.push(
      {
        name: `auth client_id=${bad}`,
        method: 'GET',
        path: `/auth?client_id=${bad}&response_type=code&redirect_uri=${encodeURIComponent(redirectUri)}&scope=openid&state=s&nonce=n`,
      },
      {
        name: `revocation token=${bad}`,
        method: 'POST',
        path: '/token/revocation',
        body: `token=${bad}`,
        basic: true,
      },
      {
        name: `revocation token=${bad} as refresh_token`,
        method: 'POST',
        path: '/token/revocation',
        body: `token=${bad}&token_type_hint=refresh_token`,
        basic: true,
      },
      {
        name: `token code=${bad}`,
        method: 'POST',
        path: '/token',
        body: `grant_type=authorization_code&code=${bad}&redirect_uri=${encodeURIComponent(redirectUri)}`,
        basic: true,
      },
      {
        name: `token refresh_token=${bad}`,
        method: 'POST',
        path: '/token',
        body: `grant_type=refresh_token&refresh_token=${bad}`,
        basic: true,
      },
      {
        name: `token client_id=${bad}, no client authentication`,
        method: 'POST',
        path: '/token',
        body: `grant_type=refresh_token&refresh_token=x&client_id=${bad}&client_secret=x`,
      },
      { name: `userinfo access_token=${bad}`, method: 'POST', path: '/me', body: `access_token=${bad}` },
      { name: `session/end client_id=${bad}`, method: 'GET', path: `/session/end?client_id=${bad}` },
    );
  }
  return list;
}

describe.each(databaseKinds())('authentication host ids (%s)', (kind) => {
  let api: TestApi;
  let base: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    base = `${api.url}/memberbase/v1/oidc`;
  });
  afterAll(async () => {
    await api?.stop();
  });

  const send = (probe: Probe) =>
    fetch(`${base}${probe.path}`, {
      method: probe.method,
      redirect: 'manual',
      headers: {
        ...(probe.body !== undefined ? { 'content-type': form } : {}),
        ...(probe.basic ? { authorization: basic } : {}),
      },
      ...(probe.body !== undefined ? { body: probe.body } : {}),
    });

  it.each(probes(MEMBERS.returnUrl).map((p) => [p.name, p] as const))(
    '%s → refused as unknown (no 5xx)',
    async (_name, probe) => {
      const res = await send(probe);
      const text = await res.text();
      // Revocation answers 200 for a token it does not know (RFC 7009 §2.2); every other a 4xx.
      if (probe.path === '/token/revocation') expect(res.status, text).toBe(200);
      else {
        expect(res.status, text).toBeGreaterThanOrEqual(400);
        expect(res.status, text).toBeLessThan(500);
      }
      expect(text).not.toContain('server_error');
    },
  );

  // PGlite only: the failure is made by taking the provider's table away, and the PostgreSQL
  // database is shared by the test files running at the same time.
  it.runIf(kind === 'pglite')(
    'logs a failure of the provider with its cause (the answer alone says only server_error)',
    async () => {
      // A real failure below the provider: its table is gone for the length of one request.
      await api.deps.db.execute(sql`alter table oidc_payloads rename to oidc_payloads_away`);
      try {
        const res = await send({
          name: 'token',
          method: 'POST',
          path: '/token',
          body: 'grant_type=refresh_token&refresh_token=a-well-formed-token',
          basic: true,
        });
        expect(res.status).toBe(500);
        expect(await res.json()).toMatchObject({ error: 'server_error' });
      } finally {
        await api.deps.db.execute(sql`alter table oidc_payloads_away rename to oidc_payloads`);
      }
      const logged = api.logLines().filter((line) => line.msg === 'authentication host error');
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({
        level: 50,
        path: '/token',
        err: { message: expect.stringContaining('Failed query') },
      });
    },
  );
});
