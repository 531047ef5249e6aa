import { describe, expect, it } from 'vitest';

import { buildLaunchUrl, demoLaunchClients } from './launch';

const clients = demoLaunchClients({ community: 'http://localhost:6190', members: 'http://localhost:6191' });
const account = { telno: '09011110001', modelno: 'F-01L' };
const base = { hubOrigin: 'http://localhost:6170', account, random: () => 'abcdefghijk' };

describe('buildLaunchUrl', () => {
  it('opens /migrationRegister with the client entry, the token and needsRefreshToken', () => {
    const url = buildLaunchUrl({
      ...base,
      action: 'migrationRegister',
      service: 'community',
      client: clients.community,
      token: 'rka_1',
    });
    expect(url.origin + url.pathname).toBe('http://localhost:6170/migrationRegister');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      returnUrl: 'http://localhost:6190/callback',
      state: 'abcdefghijk',
      nonce: 'abcdefghijk',
      scope: 'openid',
      clientId: 'demo-community',
      token: 'rka_1',
      needsRefreshToken: 'false',
    });
  });

  it('adds fcm_token to a migration login only when the app has one', () => {
    const input = { ...base, action: 'migrationLogin', service: 'members', client: clients.members } as const;
    expect(buildLaunchUrl({ ...input, token: 't' }).searchParams.has('fcm_token')).toBe(false);
    const url = buildLaunchUrl({ ...input, token: 't', fcmToken: 'fcm-lamembers-1' });
    expect(url.searchParams.get('fcm_token')).toBe('fcm-lamembers-1');
    expect(url.searchParams.get('needsRefreshToken')).toBe('true');
    expect(url.searchParams.get('returnUrl')).toBe('http://localhost:6191/lamember/callback');
  });

  it('gives the kantan screens the phone, the model and sid=community', () => {
    const login = buildLaunchUrl({
      ...base,
      action: 'kantanLogin',
      service: 'community',
      client: clients.community,
    });
    expect(login.pathname).toBe('/kantanLogin');
    expect(login.searchParams.get('sid')).toBe('community');
    expect(login.searchParams.get('telno')).toBe('09011110001');
    expect(login.searchParams.get('needsRefreshToken')).toBe('false');
    const authRegister = buildLaunchUrl({
      ...base,
      action: 'kantanAuthRegister',
      service: 'community',
      client: clients.community,
      token: 'rka_2',
    });
    expect(authRegister.pathname).toBe('/KantanAuthRegister');
    expect(authRegister.searchParams.get('linkage_fcm_token')).toBe('null');
    expect(authRegister.searchParams.get('serviceId')).toBe('1004');
  });

  it('opens /gameRegister with the game token and /payout with the push tokens', () => {
    const game = buildLaunchUrl({
      ...base,
      action: 'gameRegister',
      service: 'community',
      client: clients.community,
      token: 'rkg_1',
    });
    expect(game.pathname).toBe('/gameRegister');
    expect(game.searchParams.get('token')).toBe('rkg_1');
    const payout = buildLaunchUrl({
      ...base,
      action: 'payout',
      service: 'members',
      client: clients.members,
      fcmToken: 'fcm-lamembers-2',
      linkageFcmToken: 'fcm-rakucom-3',
    });
    expect(payout.pathname).toBe('/payout');
    expect(payout.searchParams.get('token')).toBe('fcm-lamembers-2');
    expect(payout.searchParams.get('linkage_fcm_token')).toBe('fcm-rakucom-3');
    expect(payout.searchParams.get('serviceId')).toBe('1006');
  });
});
