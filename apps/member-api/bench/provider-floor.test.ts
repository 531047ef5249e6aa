import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { ServiceId } from '@member-hub/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { databaseKinds, sqlRunner } from '../test/helpers';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import type { RegisteredClient } from '../src/oidc/clients';
import { generateKeys } from '../src/oidc/keys';
import { OIDC_MOUNT_PATH } from '../src/oidc/settings';

import { createMapAdapter, createMapStore } from './map-adapter';
import { createPgAdapter } from './pg-adapter';
import { createProviderFloor, providerFloorHandler } from './provider-floor';

const account = { uid: 'floor-member-uid', nickname: 'floor' };
const clients: RegisteredClient[] = (['RS256', 'ES256'] as const).map((alg) => ({
  client_id: `floor-${alg.toLowerCase()}`,
  client_secret: `floor-${alg.toLowerCase()}-secret-0123456789`,
  redirect_uris: [`https://floor-${alg.toLowerCase()}.example/callback`],
  service_id: ServiceId.Community,
  id_token_signed_response_alg: alg,
}));
const basic = (c: RegisteredClient) =>
  `Basic ${Buffer.from(`${c.client_id}:${c.client_secret ?? ''}`).toString('base64')}`;
const headerOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[0]!, 'base64url').toString()) as { alg: string };
const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

/** The floor's stores: in memory, and on the API's `oidc_payloads` in each database the tests have. */
const stores = ['memory', ...databaseKinds()] as const;

describe.each(stores)('the provider floor (%s)', (store) => {
  let server: Server;
  let base = '';
  let database: DatabaseHandle | undefined;

  beforeAll(async () => {
    if (store !== 'memory') {
      database = await openDatabase({
        dataDir: ':memory:',
        pgliteArchive: process.env.MEMBER_API_TEST_PGLITE_ARCHIVE,
        databaseUrl: store === 'postgres' ? process.env.MEMBER_API_TEST_PG_URL : undefined,
      });
    }
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const provider = createProviderFloor({
      issuer: `${base}${OIDC_MOUNT_PATH}`,
      clients,
      keys: generateKeys(),
      account,
      adapter: database ? createPgAdapter(sqlRunner(database)) : undefined,
    });
    const handle = providerFloorHandler(provider, account);
    server.on('request', (req, res) => void handle(req, res));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database?.close();
  });

  /** The provider's own flow, as a browser follows it (cookies kept), up to the client's code. */
  async function code(client: RegisteredClient, scope: string): Promise<string> {
    const cookies = new Map<string, string>();
    let url = new URL(`${base}${OIDC_MOUNT_PATH}/auth`);
    for (const [k, v] of Object.entries({
      client_id: client.client_id,
      redirect_uri: client.redirect_uris[0]!,
      response_type: 'code',
      scope,
      state: 'floor-state',
      nonce: 'floor-nonce',
      prompt: scope.includes('offline_access') ? 'login consent' : 'login',
    }))
      url.searchParams.set(k, v);
    for (let hop = 0; hop < 6; hop += 1) {
      const res = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([n, v]) => `${n}=${v}`).join('; ') },
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
      }
      const next = new URL(res.headers.get('location') ?? '', url);
      if (next.origin !== base) return next.searchParams.get('code') ?? '';
      url = next;
    }
    throw new Error('the flow did not reach the client');
  }

  const token = (client: RegisteredClient, fields: Record<string, string>) =>
    fetch(`${base}${OIDC_MOUNT_PATH}/token`, {
      method: 'POST',
      headers: { authorization: basic(client), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  it.each(clients)(
    'exchanges a code once and refreshes, signed as $client_id is registered',
    async (client) => {
      const alg = client.id_token_signed_response_alg!;
      const redeem = { grant_type: 'authorization_code', redirect_uri: client.redirect_uris[0]! };
      const first = await code(client, 'openid');
      const tokens = (await (await token(client, { ...redeem, code: first })).json()) as Record<
        string,
        string
      >;
      expect(headerOf(tokens.id_token!).alg).toBe(alg);
      expect(claimsOf(tokens.id_token!)).toMatchObject({
        sub: account.uid,
        nickname: account.nickname,
        nonce: 'floor-nonce',
      });
      expect(tokens.refresh_token).toBeUndefined();
      // Single use, as the API's codes.
      expect((await token(client, { ...redeem, code: first })).status).toBe(400);

      const offline = (await (
        await token(client, { ...redeem, code: await code(client, 'openid offline_access') })
      ).json()) as Record<string, string>;
      const refresh = { grant_type: 'refresh_token', refresh_token: offline.refresh_token! };
      for (let i = 0; i < 3; i += 1) {
        const renewed = await token(client, refresh);
        expect(renewed.status).toBe(200);
        // A confidential client's refresh token is kept (not rotated): one token serves a timed run.
        expect(((await renewed.json()) as Record<string, string>).refresh_token).toBe(offline.refresh_token);
      }
      if (database) {
        // The floor on a database keeps its data there: the consumed code is a row.
        const { rows } = await sqlRunner(database)(
          "select consumed_at from oidc_payloads where type = 'AuthorizationCode' and payload ->> 'clientId' = $1",
          [client.client_id],
        );
        expect(rows).toContainEqual({ consumed_at: expect.any(Date) });
      }
    },
  );
});

describe('the floor store', () => {
  it('keeps every entry of a run, however many one grant has, until its lifetime ends', async () => {
    let now = 1_000_000;
    const store = createMapStore();
    const adapter = createMapAdapter(store, () => now);
    const grants = adapter('Grant');
    const tokens = adapter('AccessToken');
    await grants.upsert('g1', { accountId: 'a' }, 3600);
    // More than the library's own in-memory store holds (1,000 entries, the oldest pushed out).
    for (let i = 0; i < 3000; i += 1) await tokens.upsert(`t${i}`, { grantId: 'g1' }, 60);
    expect(await tokens.find('t0')).toEqual({ grantId: 'g1' });
    expect(await grants.find('g1')).toEqual({ accountId: 'a' });
    now += 61_000;
    expect(await tokens.find('t0')).toBeUndefined();
    expect(await grants.find('g1')).toBeDefined();
  });

  it('consumes, finds sessions by uid and ends a grant with every code and token of it', async () => {
    const adapter = createMapAdapter();
    const codes = adapter('AuthorizationCode');
    const refresh = adapter('RefreshToken');
    const sessions = adapter('Session');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await refresh.upsert('r1', { grantId: 'g1' }, 60);
    await refresh.upsert('r2', { grantId: 'g2' }, 60);
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toEqual(expect.any(Number));
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a' }, 60);
    expect(await sessions.findByUid('u1')).toEqual({ uid: 'u1', accountId: 'a' });
    await sessions.destroy('s1');
    expect(await sessions.findByUid('u1')).toBeUndefined();
    await codes.revokeByGrantId('g1');
    expect(await codes.find('c1')).toBeUndefined();
    expect(await refresh.find('r1')).toBeUndefined();
    expect(await refresh.find('r2')).toEqual({ grantId: 'g2' });
  });
});
