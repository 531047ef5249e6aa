// The abuse limits through HTTP: each test performs a bypass (a forged X-Forwarded-For, spellings
// of one mailbox, probing for members, unlimited writes, a second instance) and checks that the
// limit holds. Counters in real Redis (127.0.0.1:6379 or REDIS_URL)
// where the test says so, else in memory.
import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, signUpMember, startTestApi, type TestApi } from '../../test/helpers';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createRateLimiter } from '../ratelimit/limiter';
import { defaultRateRules } from '../ratelimit/token-bucket';

import { loginModule } from './login';
import { createMailLinksModule } from './mail-links';
import { meModule } from './me';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(async () => {
  await catcher?.stop();
});

const saveLoginParam = (api: TestApi, headers: Record<string, string> = {}) =>
  call(api, 'POST', '/member/v1/login/parameter', { body: { loginParam: '{}' }, headers }).then(
    (r) => r.status,
  );

describe('abuse limits', () => {
  let api: TestApi;
  beforeAll(async () => {
    // The gateway is at 10.0.0.1 (a configured trusted proxy); this test talks to the API
    // directly from 127.0.0.1, as an attacker who reached the API port would.
    api = await startTestApi('pglite', {
      config: { smtpUrl: catcher.smtpUrl, trustedProxies: ['10.0.0.1'], trustProxy: true },
      modules: [meModule, loginModule, createMailLinksModule()],
    });
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('a forged X-Forwarded-For from a peer that is not the trusted proxy gets no fresh bucket', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 15; i += 1) {
      statuses.push(await saveLoginParam(api, { 'x-forwarded-for': `198.51.100.${i}` }));
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429]);
  });

  it('spellings of one mailbox share its mail limit', async () => {
    const local = `victim${randomBytes(3).toString('hex')}`;
    const variants = [
      `${local}@gmail.com`,
      `${local}+1@gmail.com`,
      `${local.slice(0, 3)}.${local.slice(3)}@gmail.com`,
      `${local.toUpperCase()}+x@googlemail.com`,
    ];
    const statuses: number[] = [];
    for (const email of variants) {
      const res = await call(api, 'POST', '/member/v1/mailLinks!register', {
        body: { email, loginParamKey: 'k'.repeat(43) },
      });
      statuses.push(res.status);
    }
    // Three mails to the mailbox, then 429 for the fourth spelling.
    expect(statuses.slice(0, 3).every((s) => s === 204)).toBe(true);
    expect(statuses[3]).toBe(429);
  });
});

describe('abuse limits with tight buckets', () => {
  let api: TestApi;
  let member: { email: string; idToken: string };
  beforeAll(async () => {
    api = await startTestApi('pglite', {
      config: { smtpUrl: catcher.smtpUrl },
      modules: [meModule, loginModule, createMailLinksModule()],
      overrides: {
        rateLimiter: createRateLimiter({
          ...defaultRateRules(1),
          mailLinkMiss: { capacity: 3, refillPerSecond: 0.001 },
          memberWrite: { capacity: 4, refillPerSecond: 0.001 },
        }),
      },
    });
    const user = await signUpMember(api);
    member = user;
  });
  afterAll(async () => {
    await api?.stop();
  });

  it("the login screen's 'not registered' answer stays behind its own limit; then every login mail is 429 alike", async () => {
    const login = (email: string) =>
      call(api, 'POST', '/member/v1/mailLinks!login', {
        body: { email, loginParamKey: 'k'.repeat(43) },
      }).then((r) => r.status);
    const misses = [];
    for (let i = 0; i < 3; i += 1)
      misses.push(await login(`nobody-${randomBytes(4).toString('hex')}@example.com`));
    expect(misses).toEqual([404, 404, 404]);
    // Used up: a member's address and a stranger's now answer the same.
    expect(await login(`nobody-${randomBytes(4).toString('hex')}@example.com`)).toBe(429);
    expect(await login(member.email)).toBe(429);
  });

  it('every write with a token is limited per member', async () => {
    const statuses: number[] = [];
    // POST /me above used one point.
    for (let i = 0; i < 4; i += 1) {
      const res = await call(api, 'POST', '/member/v1/me/loginHistories', {
        token: member.idToken,
        body: { provider: 'login', serviceName: '1' },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([204, 204, 204, 429]);
    // Reading is not a write.
    expect((await call(api, 'GET', '/member/v1/me', { token: member.idToken })).status).toBe(200);
  });
});

describe('abuse limits across two instances on one Redis', () => {
  const apis: TestApi[] = [];
  beforeAll(async () => {
    const rateLimitPrefix = `two-${randomBytes(6).toString('hex')}`;
    for (let i = 0; i < 2; i += 1) {
      apis.push(
        await startTestApi('pglite', {
          config: { redisUrl: REDIS_URL, rateLimitPrefix },
          modules: [loginModule],
        }),
      );
    }
  });
  afterAll(async () => {
    for (const api of apis) await api.stop();
  });

  it('the login-parameter limit (10) holds for the pair, not 10 per instance', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i += 1) statuses.push(await saveLoginParam(apis[i % 2]!));
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
  });
});
