// The sibling apps' backend under /sibling-app/ of the older service's origin, over real HTTP:
// its key set verifies its device assertions (as the member API does), and its launch page opens
// the hub's /payout with the phone's push tokens and a fresh assertion.
import type { Server } from 'node:http';

import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_LEGACY_API_KEY, loadConfig } from '../config';
import { createLegacyServer } from '../legacy/server';
import { close, freePort, listen } from '../testing/http';
import { DEVICE_ASSERTION_AUDIENCE, DEVICE_ASSERTION_TYPE, DeviceAssertionIssuer } from './device-assertion';
import { createSiblingAppHandler, mountSiblingApp, siblingAppIssuer } from './server';

describe('sibling apps stand-in', () => {
  let base = '';
  let server: Server;
  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const config = loadConfig({ LEGACY_SERVICE_URL: base, MEMBER_HUB_PROFILE: 'test' });
    const legacy = createLegacyServer(config);
    server = legacy.server;
    mountSiblingApp(
      server,
      createSiblingAppHandler({
        config,
        store: legacy.store,
        assertions: await DeviceAssertionIssuer.create(siblingAppIssuer(config)),
      }),
    );
    await listen(server, port);
  });
  afterAll(() => close(server));

  const verify = async (assertion: string) => {
    const jwks = (await (await fetch(`${base}/sibling-app/.well-known/jwks.json`)).json()) as {
      keys: [];
    };
    return jwtVerify(assertion, createLocalJWKSet(jwks), {
      issuer: `${base}/sibling-app`,
      audience: DEVICE_ASSERTION_AUDIENCE,
      typ: DEVICE_ASSERTION_TYPE,
      algorithms: ['ES256'],
    });
  };

  it('the launch opens /payout with the installed push tokens and an assertion its key set verifies', async () => {
    const res = await fetch(`${base}/sibling-app/launch`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account: '10000008', app: 'members', linkage: 'other' }),
    });
    expect(res.status).toBe(303);
    const hub = new URL(res.headers.get('location')!);
    expect(hub.pathname).toBe('/payout');
    const token = hub.searchParams.get('token')!;
    const linkage = hub.searchParams.get('linkage_fcm_token')!;
    const { payload } = await verify(hub.searchParams.get('device_assertion')!);
    expect(payload.push_tokens).toEqual({ lamembers: token, rakucom: linkage });
    expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(300);
    expect(payload.jti).toEqual(expect.any(String));
    // The older service still answers on the same origin.
    expect((await fetch(`${base}/test/accounts`)).ok).toBe(true);
  });

  it('plays both apps of one phone: each keeps its push token, the other one is the linkage token; a reinstall or an unknown token differ', async () => {
    const launch = (values: Record<string, string>) =>
      fetch(`${base}/sibling-app/launch`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ account: '10000008', ...values }).toString(),
      }).then((res) => new URL(res.headers.get('location')!));
    const community = await launch({ app: 'community', linkage: 'none' });
    expect(community.pathname).toBe('/payout');
    expect(community.searchParams.get('returnUrl')).toMatch(/:\d+\/callback$/);
    expect(community.searchParams.get('serviceId')).toBe('1004');
    expect(community.searchParams.get('linkage_fcm_token')).toBe('null');
    const rakucom = community.searchParams.get('token')!;
    expect(rakucom).toMatch(/^fcm-rakucom-/);

    const members = await launch({ app: 'members', linkage: 'other' });
    expect(members.searchParams.get('returnUrl')).toMatch(/\/lamember\/callback$/);
    expect(members.searchParams.get('linkage_fcm_token')).toBe(rakucom);
    const lamembers = members.searchParams.get('token')!;
    expect(lamembers).toMatch(/^fcm-lamembers-/);
    // The same app opens with the same token again.
    expect((await launch({ app: 'community', linkage: 'other' })).searchParams.get('token')).toBe(rakucom);
    expect((await launch({ app: 'community', linkage: 'other' })).searchParams.get('linkage_fcm_token')).toBe(
      lamembers,
    );
    const page = await (await fetch(`${base}/sibling-app/`)).text();
    expect(page).toContain('コミュニティアプリでポイント交換');
    expect(page).toContain('会員アプリでポイント交換');

    const reinstalled = await launch({ app: 'community', reinstall: '1' });
    expect(reinstalled.searchParams.get('token')).not.toBe(rakucom);
    const unknown = (await launch({ app: 'members', linkage: 'unknown' })).searchParams.get(
      'linkage_fcm_token',
    )!;
    const owner = await fetch(`${base}/api/v1/pushTokens/${unknown}`, {
      headers: { 'x-api-key': DEFAULT_LEGACY_API_KEY },
    });
    expect(owner.status).toBe(404);

    const installed = await fetch(`${base}/test/pushTokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rakucomId: '10000008', service: 'lamembers', installed: true }),
    });
    expect(await installed.json()).toEqual({ token: lamembers });
  });

  it('an assertion altered after signing does not verify', async () => {
    const res = await fetch(`${base}/sibling-app/test/assertions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pushTokens: { rakucom: 'fcm-a' } }),
    });
    const { assertion } = (await res.json()) as { assertion: string };
    const [header, , signature] = assertion.split('.');
    const forged = Buffer.from(JSON.stringify({ push_tokens: { rakucom: 'fcm-b' } })).toString('base64url');
    await expect(verify(`${header}.${forged}.${signature}`)).rejects.toThrow();
    await expect(verify(assertion)).resolves.toBeTruthy();
  });
});
