// A page that re-points its own name at the API's port (DNS rebinding) sends its own name as Host:
// the API answers only its configured origins and loopback names, on every route and on the
// authentication host.
import { request } from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HUB_ORIGIN, signUpMember, startTestApi, type TestApi } from '../../test/helpers';

function get(
  url: string,
  host: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { ...headers, host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

// The check reads no table: PGlite only.
describe('Host check', () => {
  let api: TestApi;
  let token: string;
  let port: string;
  beforeAll(async () => {
    api = await startTestApi('pglite', { config: { allowedHosts: ['member-api.internal:5180'] } });
    port = new URL(api.url).port;
    const user = await signUpMember(api);
    token = user.idToken;
  });
  afterAll(async () => {
    await api?.stop();
  });

  it.each([
    ['a rebinding name on the API port', () => `rebind.attacker.example:${port}`],
    ['a rebinding name without a port', () => 'rebind.attacker.example'],
    ['the machine’s LAN address', () => `192.168.1.20:${port}`],
    ['a name that merely ends like localhost', () => `evil-localhost:${port}`],
  ])(
    'refuses %s with 421 (a member call with a valid token, and the authentication host)',
    async (_l, host) => {
      const me = await get(`${api.url}/member/v1/me`, host(), { authorization: `Bearer ${token}` });
      expect(me.status).toBe(421);
      expect(JSON.parse(me.body)).toMatchObject({ code: 'http.misdirected_request' });
      const discovery = await get(`${api.url}/memberbase/v1/oidc/.well-known/openid-configuration`, host());
      expect(discovery.status).toBe(421);
    },
  );

  it.each([
    ['the hub origin (forwarded by the gateway or proxy)', () => new URL(HUB_ORIGIN).host],
    ['a configured extra name', () => 'member-api.internal:5180'],
    ['localhost on the API port', () => `localhost:${port}`],
    ['127.0.0.1 on another port (the gateway forwards its own Host)', () => '127.0.0.1:5170'],
    ['[::1]', () => `[::1]:${port}`],
  ])('answers %s', async (_l, host) => {
    const me = await get(`${api.url}/member/v1/me`, host(), { authorization: `Bearer ${token}` });
    expect(me.status).toBe(200);
    const discovery = await get(`${api.url}/memberbase/v1/oidc/.well-known/openid-configuration`, host());
    expect(discovery.status).toBe(200);
  });
});
