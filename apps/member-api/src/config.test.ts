import { describe, expect, it } from 'vitest';

import { loadConfig } from './config';

describe('loadConfig', () => {
  it('reads the rate limit scale, the mail and the OIDC settings from the env it is given', () => {
    const config = loadConfig({
      HUB_PUBLIC_ORIGIN: 'https://member.example.jp',
      MEMBER_API_RATE_LIMIT_SCALE: '50',
      MEMBER_API_REGISTRATION_ADDRESS: 'Entry@Example.jp',
      MEMBER_API_SMTP_IN_PORT: 'off',
      MEMBER_API_HANDBACK_TTL_SECONDS: '30',
      DEMO_SERVICE_PORT: '7190',
    });
    expect(config.rateLimitScale).toBe(50);
    expect(config.mail).toMatchObject({ registrationAddress: 'entry@example.jp', smtpIn: undefined });
    expect(config.oidc).toMatchObject({
      issuer: 'https://member.example.jp/memberbase/v1/oidc',
      handBackTtlSeconds: 30,
    });
    expect(config.oidc.clients[0]?.redirect_uris).toEqual(['http://localhost:7190/callback']);
  });

  it('derives the default issuer from an overridden hub origin, and defaults the scale to 1', () => {
    const config = loadConfig({}, { hubPublicOrigin: 'http://127.0.0.1:6001' });
    expect(config.oidc.issuer).toBe('http://127.0.0.1:6001/memberbase/v1/oidc');
    expect(config.rateLimitScale).toBe(1);
  });

  it('sizes the PostgreSQL pool from MEMBER_API_DATABASE_POOL_SIZE (20 when unset) and refuses a size that is not one', () => {
    expect(loadConfig({}).databasePoolSize).toBe(20);
    expect(loadConfig({ MEMBER_API_DATABASE_POOL_SIZE: '40' }).databasePoolSize).toBe(40);
    for (const bad of ['0', '201', '2.5', 'twenty', '-3']) {
      expect(() => loadConfig({ MEMBER_API_DATABASE_POOL_SIZE: bad })).toThrow(
        `MEMBER_API_DATABASE_POOL_SIZE must be an integer from 1 to 200 (got "${bad}")`,
      );
    }
  });

  it('migrates at start unless MEMBER_API_MIGRATE_ON_START is false, and refuses any other word', () => {
    expect(loadConfig({}).migrateOnStart).toBe(true);
    expect(loadConfig({ MEMBER_API_MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    for (const bad of ['0', 'no', 'FALSE']) {
      expect(() => loadConfig({ MEMBER_API_MIGRATE_ON_START: bad })).toThrow(
        `MEMBER_API_MIGRATE_ON_START must be true or false (got "${bad}")`,
      );
    }
  });

  it('listens on MEMBER_API_PORT (5180 when unset, 0 for any free port) and refuses a port that is not one', () => {
    expect(loadConfig({}).port).toBe(5180);
    expect(loadConfig({ MEMBER_API_PORT: '0' }).port).toBe(0);
    expect(loadConfig({ MEMBER_API_PORT: '6180' }).port).toBe(6180);
    // These were once read leniently ("5180abc" as 5180, "http" as 5180, "65536" as is).
    for (const bad of ['65536', '51 80', '5180abc', 'http', '-1']) {
      expect(() => loadConfig({ MEMBER_API_PORT: bad })).toThrow(
        `MEMBER_API_PORT must be an integer from 0 to 65535 (got "${bad}")`,
      );
    }
  });
});
