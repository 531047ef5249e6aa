// What a deployment watches and probes on each instance: /livez, /readyz (database, Redis,
// migrations), /metrics, and a stop that lets the requests in flight finish.
import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { databaseKinds, freePort, startTestApi, type TestApi } from '../../test/helpers';
import { createScratchDatabase } from '../../test/scratch-database';
import { openDatabase } from '../db/client';
import { healthModule } from '../routes/health';
import { defineModule } from '../routes/types';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN_URL = process.env.TEST_DATABASE_URL;

interface Readiness {
  status?: string;
  code?: string;
  checks: { database: string; migrations: string; redis: string; expectedMigration: string };
}

async function readiness(api: TestApi): Promise<{ status: number; body: Readiness }> {
  const response = await fetch(`${api.url}/readyz`);
  return { status: response.status, body: (await response.json()) as Readiness };
}

/** The value of one sample of the Prometheus text, 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.indexOf('}'));
    if (wanted.every((pair) => inside.split(',').includes(pair))) return Number(line.split(' ').at(-1));
  }
  return 0;
}

describe.each(databaseKinds())('an instance’s probes and metrics (%s)', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    // A tiny write budget, so that the second anonymous write is refused.
    api = await startTestApi(kind, { config: { redisUrl: REDIS_URL, rateLimitScale: 0.01 } });
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('is live, and ready: database and Redis answer, the schema is at the newest migration', async () => {
    expect((await fetch(`${api.url}/livez`)).status).toBe(200);
    const { status, body } = await readiness(api);
    expect(body.checks).toMatchObject({ database: 'ok', migrations: 'ok', redis: 'ok' });
    expect(body.checks.expectedMigration).toMatch(/^\d{4}_/);
    expect(status).toBe(200);
  });

  it('counts requests per route pattern and status, latency, rate-limit refusals and the pool', async () => {
    const before = await (await fetch(`${api.url}/metrics`)).text();
    for (let i = 0; i < 3; i += 1) await fetch(`${api.url}/member/v1/health`);
    await fetch(`${api.url}/member/v1/no-such-thing/${randomBytes(4).toString('hex')}`);
    const writes = [];
    for (let i = 0; i < 3; i += 1) {
      writes.push(
        (
          await fetch(`${api.url}/member/v1/mailLinks!login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          })
        ).status,
      );
    }
    expect(writes).toContain(429);
    const response = await fetch(`${api.url}/metrics`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const after = await response.text();
    const delta = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);

    const health = { method: 'GET', route: '/member/v1/health', status: '200' };
    expect(delta('member_api_http_requests_total', health)).toBe(3);
    expect(delta('member_api_http_request_duration_seconds_count', health)).toBe(3);
    // A path no route takes is one series, not one per path.
    expect(
      delta('member_api_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' }),
    ).toBe(1);
    expect(
      delta('member_api_http_requests_total', { route: '/member/v1/mailLinks!login', status: '429' }),
    ).toBe(writes.filter((s) => s === 429).length);
    expect(
      delta('member_api_rate_limit_refusals_total', { bucket: 'anonymousWrite' }),
    ).toBeGreaterThanOrEqual(1);
    for (const series of [
      'member_api_sign_ins_total',
      'member_api_hand_backs_total',
      'member_api_mails_sent_total',
      'member_api_db_pool_connections',
      'member_api_process_resident_memory_bytes',
    ]) {
      expect(after, series).toContain(`# TYPE ${series} `);
    }
    if (kind === 'postgres')
      expect(sample(after, 'member_api_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
  });
});

describe('stopping an instance (SIGTERM)', () => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  /** Routes that answer when the test lets them, or never: requests in flight for as long as needed. */
  const slowModule = defineModule({
    name: 'slow',
    register(app) {
      app.get('/member/v1/slow', async (c) => {
        await held;
        return c.json({ finished: true });
      });
      app.get('/member/v1/never', () => new Promise<never>(() => {}));
    },
  });
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite', { modules: [healthModule, slowModule] });
  });

  it('lets the requests in flight finish, refuses new connections, and cuts what is left after the drain time', async () => {
    const slow = fetch(`${api.url}/member/v1/slow`);
    const never = fetch(`${api.url}/member/v1/never`).then(
      () => 'answered',
      () => 'cut',
    );
    for (let i = 0; i < 100 && api.started.server.inFlight() < 2; i += 1)
      await new Promise((r) => setTimeout(r, 20));
    expect(api.started.server.inFlight()).toBe(2);

    // What SIGTERM does (main.ts), with a short drain time.
    const began = Date.now();
    const stopped = api.started.stop({ drainMs: 1_500 });
    await new Promise((r) => setTimeout(r, 200));
    await expect(fetch(`${api.url}/livez`)).rejects.toThrow();

    release();
    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    expect(response.headers.get('connection')).toBe('close');

    await stopped;
    expect(Date.now() - began).toBeGreaterThanOrEqual(1_400);
    expect(await never).toBe('cut');
  });
});

describe('readiness says no', () => {
  it('when the database does not answer', async () => {
    const dead = await freePort();
    const api = await startTestApi('pglite', {
      modules: [healthModule],
      config: { databaseUrl: `postgres://postgres@127.0.0.1:${dead}/nowhere`, migrateOnStart: false },
    });
    try {
      const { status, body } = await readiness(api);
      expect(status).toBe(503);
      expect(body.code).toBe('health.not_ready');
      expect(body.checks.database).toBe('unreachable');
      expect((await fetch(`${api.url}/livez`)).status).toBe(200);
    } finally {
      await api.stop();
    }
  });

  it('when Redis does not answer', async () => {
    const dead = await freePort();
    const api = await startTestApi('pglite', {
      modules: [healthModule],
      config: { redisUrl: `redis://127.0.0.1:${dead}` },
    });
    try {
      const { status, body } = await readiness(api);
      expect(body.checks).toMatchObject({ database: 'ok', migrations: 'ok', redis: 'unreachable' });
      expect(status).toBe(503);
    } finally {
      await api.stop();
    }
  });

  it('when the schema is behind the code (PGlite, never migrated)', async () => {
    const api = await startTestApi('pglite', { modules: [healthModule], config: { migrateOnStart: false } });
    try {
      const { status, body } = await readiness(api);
      expect(body.checks).toMatchObject({ database: 'ok', migrations: 'behind' });
      expect(status).toBe(503);
    } finally {
      await api.stop();
    }
  });

  it.runIf(ADMIN_URL)('until the migrate step has run (PostgreSQL)', async () => {
    const database = await createScratchDatabase(ADMIN_URL!, 'member_api_ready');
    const api = await startTestApi('postgres', {
      modules: [healthModule],
      config: { databaseUrl: database.url, migrateOnStart: false },
    });
    try {
      expect((await readiness(api)).body.checks.migrations).toBe('behind');
      // The migrate step (the same code as `migrate`): ready.
      const handle = await openDatabase({ databaseUrl: database.url, dataDir: ':memory:' });
      await handle.close();
      const { status, body } = await readiness(api);
      expect(body.checks.migrations).toBe('ok');
      expect(status).toBe(200);
    } finally {
      await api.stop();
      await database.drop();
    }
  });
});
