// Prometheus metrics of one member-api process (GET /metrics on the instance's own port; nginx
// does not forward it). One process is one instance, so the series live in prom-client's
// registry of the process; tests that build several apps in one process read differences.
import { routePath } from 'hono/route';
import type { MiddlewareHandler } from 'hono';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, register } from 'prom-client';

import type { AppEnv } from '../http/app-env';

export const metricsRegistry = register;

let defaultsCollected = false;
/** Process metrics (CPU, resident memory, event-loop lag, heap), once per process. */
function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register, prefix: 'member_api_' });
}

/**
 * The same metric when a module is loaded twice (vitest loads the app's modules per test file in
 * one worker): prom-client refuses a second registration of a name.
 */
function once<T>(name: string, make: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make();
}

export const httpRequests = once(
  'member_api_http_requests_total',
  () =>
    new Counter({
      name: 'member_api_http_requests_total',
      help: 'Requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'] as const,
    }),
);

export const httpDuration = once(
  'member_api_http_request_duration_seconds',
  () =>
    new Histogram({
      name: 'member_api_http_request_duration_seconds',
      help: 'Time from the request to the end of the answer, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
);

export const signIns = once(
  'member_api_sign_ins_total',
  () =>
    new Counter({
      name: 'member_api_sign_ins_total',
      help: 'Sign-ins the hub recorded (POST /member/v1/me/loginHistories), by Firebase sign-in method.',
      labelNames: ['method'] as const,
    }),
);

export const handBacks = once(
  'member_api_hand_backs_total',
  () =>
    new Counter({
      name: 'member_api_hand_backs_total',
      help: 'Codes issued to hand a member back to a service (POST /member/v1/authorization), by sign-in method.',
      labelNames: ['method'] as const,
    }),
);

export const mailsSent = once(
  'member_api_mails_sent_total',
  () =>
    new Counter({
      name: 'member_api_mails_sent_total',
      help: 'Mails handed to the SMTP relay (result sent) or refused by it (result failed).',
      labelNames: ['result'] as const,
    }),
);

export const rateLimitRefusals = once(
  'member_api_rate_limit_refusals_total',
  () =>
    new Counter({
      name: 'member_api_rate_limit_refusals_total',
      help: 'Requests refused by a rate-limit bucket (answered 429), by bucket.',
      labelNames: ['bucket'] as const,
    }),
);

/** The PostgreSQL pools of this process (one per running app; none on PGlite). */
const pools = new Set<pg.Pool>();

export const databasePool = once(
  'member_api_db_pool_connections',
  () =>
    new Gauge({
      name: 'member_api_db_pool_connections',
      help: 'PostgreSQL pool: connections open (total), idle, and requests waiting for one (waiting).',
      labelNames: ['state'] as const,
      collect() {
        let total = 0;
        let idle = 0;
        let waiting = 0;
        for (const pool of pools) {
          total += pool.totalCount;
          idle += pool.idleCount;
          waiting += pool.waitingCount;
        }
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    }),
);

/** Counts this pool in `member_api_db_pool_connections` until the returned function is called. */
export function observePool(pool: pg.Pool): () => void {
  pools.add(pool);
  return () => pools.delete(pool);
}

/** Counts one answer (also for the raw Node mounts, labelled by their prefix). */
export function countRequest(method: string, route: string, status: number, seconds: number): void {
  const labels = { method, route, status: String(status) };
  httpRequests.inc(labels);
  httpDuration.observe(labels, seconds);
}

/** The calls that mean a sign-in and a hand-back (their contract paths, as routed). */
const SIGN_IN_ROUTE = '/member/v1/me/loginHistories';
const HAND_BACK_ROUTE = '/member/v1/authorization';

/**
 * Requests and latency per route pattern (never the path itself: paths carry ids), and the
 * sign-ins and hand-backs among them. A path no route takes is counted as `unmatched`, so a
 * scanner cannot grow the series without bound.
 */
export function httpMetrics(): MiddlewareHandler<AppEnv> {
  collectProcessMetrics();
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const last = routePath(c, -1);
      const route = last && last !== '*' && last !== '/*' ? last : 'unmatched';
      const status = c.res.status;
      countRequest(c.req.method, route, status, (performance.now() - started) / 1000);
      if (c.req.method === 'POST' && status >= 200 && status < 300) {
        const method = c.get('signInProvider') ?? 'unknown';
        if (route === SIGN_IN_ROUTE) signIns.inc({ method });
        else if (route === HAND_BACK_ROUTE) handBacks.inc({ method });
      }
    }
  };
}
