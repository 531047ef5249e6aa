import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { ServiceId } from '@member-hub/enums';
import { describe, expect, it } from 'vitest';

import { demoClients, loadClients } from './clients';
import { HandBackService } from './hand-back';
import { loadOrCreateKeys } from './keys';
import { loadOidcSettings } from './settings';

describe('registered clients', () => {
  it('defaults to the two demo services on the ports of the environment', () => {
    const clients = demoClients({ DEMO_SERVICE_PORT: '6190', DEMO_MEMBERS_SERVICE_PORT: '6191' });
    expect(clients.map((c) => [c.client_id, c.redirect_uris, c.service_id])).toEqual([
      ['demo-community', ['http://localhost:6190/callback'], ServiceId.Community],
      ['demo-members', ['http://localhost:6191/lamember/callback'], ServiceId.Membership],
    ]);
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
    expect(loadClients({ clientsJson: JSON.stringify(list) })).toEqual(list);
    expect(() =>
      loadClients({ clientsJson: JSON.stringify([{ ...list[0], client_secret: 'short' }]) }),
    ).toThrow();
    expect(() => loadClients({ clientsJson: JSON.stringify([{ ...list[0], redirect_uris: [] }]) })).toThrow();
    const { service_id: _service, ...withoutService } = list[0]!;
    expect(() => loadClients({ clientsJson: JSON.stringify([withoutService]) })).toThrow();
    // A login history code is not a service code.
    expect(() => loadClients({ clientsJson: JSON.stringify([{ ...list[0], service_id: '1' }]) })).toThrow();
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
      expect(statSync(path.join(dir, 'oidc-keys.json')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
