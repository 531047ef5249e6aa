import { describe, expect, it } from 'vitest';
import { DEV_PORTS, portsFor, stackEnv, urlsFor } from './profiles.ts';

describe('port profiles', () => {
  it('uses the documented dev ports', () => {
    expect(portsFor('dev')).toMatchObject({
      gateway: 5170,
      hub: 5171,
      profile: 5172,
      memberApi: 5180,
      demoService: 5190,
      demoMembersService: 5191,
      authEmulator: 9099,
      mailWeb: 1080,
      mailSmtp: 1025,
      memberApiSmtpIn: 2525,
      carrierOp: 5185,
      legacyService: 5186,
    });
  });

  it('shifts every port by 1000 in the test profile, so no port is shared with dev', () => {
    const dev = portsFor('dev');
    const test = portsFor('test');
    for (const key of Object.keys(dev) as (keyof typeof dev)[]) expect(test[key]).toBe(dev[key] + 1000);
    const devSet = new Set(Object.values(dev));
    expect(Object.values(test).filter((port) => devSet.has(port))).toEqual([]);
  });

  it('lets the dev profile move a port by its variable, but never the test profile', () => {
    const env = { GATEWAY_PORT: '7000', MEMBER_API_PORT: '7001' };
    expect(portsFor('dev', env)).toMatchObject({ gateway: 7000, memberApi: 7001, hub: DEV_PORTS.hub });
    expect(portsFor('test', env)).toMatchObject({ gateway: 6170, memberApi: 6180 });
  });

  it('rejects a port variable that is not a port', () => {
    expect(() => portsFor('dev', { HUB_PORT: 'abc' })).toThrow(/HUB_PORT=abc/);
    expect(() => portsFor('dev', { HUB_PORT: '70000' })).toThrow(/HUB_PORT/);
  });

  it('gives the apps the shared variables of the test profile', () => {
    const env = stackEnv('test', portsFor('test'));
    expect(env).toMatchObject({
      FIREBASE_PROJECT_ID: 'demo-member-hub',
      GCLOUD_PROJECT: 'demo-member-hub',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:10099',
      HUB_PUBLIC_ORIGIN: 'http://localhost:6170',
      GATEWAY_PORT: '6170',
      HUB_PORT: '6171',
      PROFILE_PORT: '6172',
      MEMBER_API_PORT: '6180',
      DEMO_SERVICE_PORT: '6190',
      DEMO_MEMBERS_SERVICE_PORT: '6191',
      MEMBER_HUB_PROFILE: 'test',
      SMTP_URL: 'smtp://127.0.0.1:2025',
      MAILDEV_API_URL: 'http://127.0.0.1:2080',
      MEMBER_API_SMTP_IN_PORT: '3525',
      MEMBER_API_TRUST_PROXY: '1',
      MEMBER_API_RATE_LIMIT_SCALE: '20',
      CARRIER_OP_PORT: '6185',
      CARRIER_OP_ISSUER: 'http://localhost:6185',
      LEGACY_SERVICE_PORT: '6186',
      LEGACY_SERVICE_URL: 'http://localhost:6186',
    });
    expect(urlsFor(portsFor('dev')).gateway).toBe('http://localhost:5170');
    expect(stackEnv('dev', portsFor('dev')).MEMBER_API_RATE_LIMIT_SCALE).toBeUndefined();
  });
});
