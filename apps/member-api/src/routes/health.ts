import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';

import { expectedMigration } from '../db/client';
import { metricsRegistry } from '../ops/metrics';

import { defineModule } from './types';

/** Each readiness check gives up after this long: a probe must answer within its own timeout. */
const CHECK_TIMEOUT_MS = 2_000;

type CheckResult = 'ok' | 'not_used' | 'unreachable' | 'behind';

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: no answer in ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /member/v1/health — liveness plus a database round trip (used by the dev stack).
 *
 * The probes of a deployment, on the instance's own port (nginx forwards none of them: they are
 * not under the public API prefixes):
 * - GET /livez: the process answers (restart it when not);
 * - GET /readyz: the database and Redis answer and the schema is at the migration this code
 *   expects; 503 with the failing checks otherwise (send it no traffic). While the instance drains
 *   on SIGTERM the server answers 503 itself (server.ts);
 * - GET /metrics: Prometheus text (src/ops/metrics.ts).
 */
export const healthModule = defineModule({
  name: 'health',
  register(app, deps) {
    app.get('/member/v1/health', async (c) => {
      await deps.db.execute(sql`select 1`);
      return c.json({ status: 'ok', database: deps.dbKind });
    });

    app.get('/livez', (c) => c.json({ status: 'ok' }));

    const expected = expectedMigration();
    // Its own connection: the rate limiter's client falls back to memory when Redis is away, which
    // is right for limits and would hide the outage here.
    const redis = deps.config.redisUrl
      ? new Redis(deps.config.redisUrl, {
          lazyConnect: true,
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
          connectTimeout: CHECK_TIMEOUT_MS,
        })
      : undefined;
    redis?.on('error', () => {
      // Reported by /readyz; ioredis reconnects by itself.
    });

    async function database(): Promise<CheckResult> {
      try {
        await withTimeout(deps.db.execute(sql`select 1`), 'database');
        return 'ok';
      } catch {
        return 'unreachable';
      }
    }
    async function migrations(): Promise<CheckResult> {
      try {
        const result = await withTimeout(
          deps.db.execute(
            sql`select count(*)::int as applied, max(created_at)::text as latest from drizzle.__drizzle_migrations`,
          ),
          'migrations',
        );
        const row = (result as unknown as { rows: Array<{ applied: number; latest: string | null }> })
          .rows[0];
        return row && row.applied >= expected.count && Number(row.latest) >= expected.createdAt
          ? 'ok'
          : 'behind';
      } catch (error) {
        // No journal table yet: nothing was ever migrated.
        return (error as { code?: string; cause?: { code?: string } }).code === '42P01' ||
          (error as { cause?: { code?: string } }).cause?.code === '42P01'
          ? 'behind'
          : 'unreachable';
      }
    }
    async function redisCheck(): Promise<CheckResult> {
      if (!redis) return 'not_used';
      try {
        if (redis.status === 'wait' || redis.status === 'end') await withTimeout(redis.connect(), 'redis');
        await withTimeout(redis.ping(), 'redis');
        return 'ok';
      } catch {
        return 'unreachable';
      }
    }

    app.get('/readyz', async (c) => {
      const [db, schema, cache] = await Promise.all([database(), migrations(), redisCheck()]);
      const checks = {
        database: db,
        // Only meaningful with a database that answers.
        migrations: db === 'ok' ? schema : 'unreachable',
        redis: cache,
        expectedMigration: expected.tag,
      };
      const ready = db === 'ok' && schema === 'ok' && (cache === 'ok' || cache === 'not_used');
      c.header('cache-control', 'no-store');
      if (ready) return c.json({ status: 'ready', checks });
      return c.json({ code: 'health.not_ready', message: 'This instance is not ready.', checks }, 503);
    });

    app.get('/metrics', async (c) => {
      c.header('content-type', metricsRegistry.contentType);
      c.header('cache-control', 'no-store');
      return c.body(await metricsRegistry.metrics());
    });

    return {
      async close() {
        redis?.disconnect();
      },
    };
  },
});
