import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { ServiceId, SsoService } from '@member-hub/enums';
import { describe, expect, it } from 'vitest';

import { demoClients, loadClients, receivesEncryptedId, toClientMetadata } from './clients';
import { HandBackService } from './hand-back';
import { generateSigningKey, loadOrCreateKeys, signingKeyProblems } from './keys';
import { loadOidcSettings } from './settings';

describe('registered clients', () => {
  it('defaults to the two demo services on the ports of the environment, and the members service’s public-client mode', () => {
    const clients = demoClients({ DEMO_SERVICE_PORT: '6190', DEMO_MEMBERS_SERVICE_PORT: '6191' });
    expect(clients.map((c) => [c.client_id, c.redirect_uris, c.service_id])).toEqual([
      ['demo-community', ['http://localhost:6190/callback'], ServiceId.Community],
      ['demo-members', ['http://localhost:6191/lamember/callback'], ServiceId.Membership],
      ['demo-members-app', ['http://127.0.0.1/oauth/callback'], ServiceId.Membership],
    ]);
    // One demo service opted in to ES256 ID tokens, the others keep the default.
    expect(clients.map((c) => c.id_token_signed_response_alg)).toEqual(['ES256', undefined, undefined]);
    expect(clients.map((c) => toClientMetadata(c).id_token_signed_response_alg)).toEqual([
      'ES256',
      'RS256',
      'RS256',
    ]);
    // The app stands at the hub as the members service; it has no secret.
    expect(clients[2]).toMatchObject({
      token_endpoint_auth_method: 'none',
      hub_return_url: 'http://localhost:6191/lamember/callback',
    });
    expect(clients[2]).not.toHaveProperty('client_secret');
  });

  it('registers a public client (no secret, native: a private-use scheme) and refuses a public client with a secret or a confidential one without', () => {
    const app = {
      client_id: 'members-app',
      token_endpoint_auth_method: 'none',
      redirect_uris: ['jp.example.members:/oauth/callback'],
      hub_return_url: 'https://members.example.jp/lamember/',
      service_id: ServiceId.Membership,
    };
    const [loaded] = loadClients({ clientsJson: JSON.stringify([app]) }, {});
    expect(toClientMetadata(loaded!)).toMatchObject({
      token_endpoint_auth_method: 'none',
      application_type: 'native',
      redirect_uris: app.redirect_uris,
    });
    expect(toClientMetadata(loaded!)).not.toHaveProperty('hub_return_url');
    expect(() =>
      loadClients({ clientsJson: JSON.stringify([{ ...app, client_secret: 'x'.repeat(32) }]) }, {}),
    ).toThrow(/public client has no secret/);
    const { token_endpoint_auth_method: _none, ...confidential } = app;
    expect(() => loadClients({ clientsJson: JSON.stringify([confidential]) }, {})).toThrow(
      /confidential client needs a secret/,
    );
  });

  it('reads a production list from JSON and refuses a weak secret, a missing redirect or a client without its service', () => {
    const list = [
      {
        client_id: 'community',
        client_secret: 'x'.repeat(32),
        redirect_uris: ['https://community.example.jp/auth/callback'],
        service_id: ServiceId.Community,
      },
    ];
    expect(loadClients({ clientsJson: JSON.stringify(list) }, {})).toEqual(list);
    expect(() =>
      loadClients({ clientsJson: JSON.stringify([{ ...list[0], client_secret: 'short' }]) }, {}),
    ).toThrow();
    expect(() =>
      loadClients({ clientsJson: JSON.stringify([{ ...list[0], redirect_uris: [] }]) }, {}),
    ).toThrow();
    const { service_id: _service, ...withoutService } = list[0]!;
    expect(() => loadClients({ clientsJson: JSON.stringify([withoutService]) }, {})).toThrow();
    // ID tokens: RS256 (the default) or ES256 only; never none or a shared-secret HMAC.
    const withAlg = (alg: string) => JSON.stringify([{ ...list[0], id_token_signed_response_alg: alg }]);
    expect(loadClients({ clientsJson: withAlg('ES256') }, {})[0]!.id_token_signed_response_alg).toBe('ES256');
    for (const alg of ['none', 'HS256', 'PS256']) {
      expect(() => loadClients({ clientsJson: withAlg(alg) }, {})).toThrow();
    }
    // A login history code is not a service code.
    expect(() =>
      loadClients({ clientsJson: JSON.stringify([{ ...list[0], service_id: '1' }]) }, {}),
    ).toThrow();
  });

  it('hands encrypted_id to the community and membership services only, the sites that frame the prefecture screen', () => {
    const receiving = Object.entries(SsoService)
      .filter(([, service_id]) => receivesEncryptedId({ service_id }))
      .map(([name]) => name);
    expect(receiving).toEqual(['Community', 'Membership']);
  });

  it('puts the issuer under the hub origin so that it works through the gateway', () => {
    expect(loadOidcSettings('http://localhost:5170/', {}).issuer).toBe(
      'http://localhost:5170/memberbase/v1/oidc',
    );
  });
});

describe('provider keys', () => {
  it('are generated once and kept (0600) in the data folder', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'oidc-keys-'));
    try {
      const first = loadOrCreateKeys({ dataDir: dir });
      const again = loadOrCreateKeys({ dataDir: dir });
      expect(again.jwks.keys[0]!.kid).toBe(first.jwks.keys[0]!.kid);
      expect(first.jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(first.jwks.keys[1]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
      expect(again.jwks).toEqual(first.jwks);
      expect(statSync(path.join(dir, 'oidc-keys.json')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('add an ES256 key to a set kept before ES256 was offered, keeping the RSA key first', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'oidc-keys-'));
    try {
      const file = path.join(dir, 'oidc-keys.json');
      const rsaOnly = { jwks: { keys: [generateSigningKey('RS256')] }, cookieKeys: ['cookie-key'] };
      writeFileSync(file, JSON.stringify(rsaOnly), { mode: 0o600 });
      const loaded = loadOrCreateKeys({ dataDir: dir });
      expect(loaded.jwks.keys.map((k) => [k.kid, k.alg])).toEqual([
        [rsaOnly.jwks.keys[0]!.kid, 'RS256'],
        [expect.any(String), 'ES256'],
      ]);
      expect(loaded.cookieKeys).toEqual(['cookie-key']);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(loaded);
      expect(loadOrCreateKeys({ dataDir: dir })).toEqual(loaded);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('name every ID token algorithm a client is registered with that no private key signs', () => {
    const clients = [
      { client_id: 'a' },
      { client_id: 'b', id_token_signed_response_alg: 'ES256' as const },
      { client_id: 'c', id_token_signed_response_alg: 'ES256' as const },
    ];
    const rsa = generateSigningKey('RS256');
    const ec = generateSigningKey('ES256');
    expect(signingKeyProblems({ keys: [rsa, ec] }, clients)).toEqual([]);
    expect(signingKeyProblems({ keys: [rsa] }, clients)).toEqual([
      expect.stringMatching(/^client b, c is registered for ES256 .* EC P-256/),
    ]);
    expect(signingKeyProblems({ keys: [ec] }, clients)).toEqual([
      expect.stringMatching(/^client a is registered for RS256 .* RSA/),
    ]);
    // A public key cannot sign; a key without alg is taken by its type and curve.
    const { d: _d, ...publicEc } = ec;
    expect(signingKeyProblems({ keys: [rsa, publicEc] }, clients)).toHaveLength(1);
    const { alg: _alg, ...ecWithoutAlg } = ec;
    expect(signingKeyProblems({ keys: [rsa, ecWithoutAlg] }, clients)).toEqual([]);
  });
});

describe('hand-back scope', () => {
  const entry = { clientId: 'c', returnUrl: 'u', state: 's', nonce: 'n' };
  it('adds offline_access when a refresh token is asked for, and requires openid', () => {
    expect(HandBackService.scopeOf({ ...entry, scope: 'openid' })).toEqual(['openid']);
    expect(HandBackService.scopeOf({ ...entry, scope: 'openid', needsRefreshToken: 'true' })).toEqual([
      'openid',
      'offline_access',
    ]);
    expect(HandBackService.scopeOf({ ...entry, scope: 'openid', needsRefreshToken: false })).toEqual([
      'openid',
    ]);
    expect(HandBackService.scopeOf({ ...entry, scope: 'profile' })).toBeUndefined();
    expect(HandBackService.scopeOf({ ...entry, scope: 'openid admin' })).toBeUndefined();
  });
});
