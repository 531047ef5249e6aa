import { randomUUID } from 'node:crypto';

import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';

import type { Config } from '../config';
import type { Logger } from '../logger';
import { clientAddressOf, clientKeyOf, trustedProxyList } from '../ratelimit/keys';

import type { AppEnv } from './app-env';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** x-request-id in (when well-formed) and out; a child logger per request; one access log line. */
export function requestContext(
  logger: Logger,
  options: { trustedProxies: readonly string[] },
): MiddlewareHandler<AppEnv> {
  const trusted = options.trustedProxies.length > 0 ? trustedProxyList(options.trustedProxies) : undefined;
  // The access line goes through a child without the redaction paths: its fields are the method,
  // the path without its query, the status, the time and the checked request id, none of which a
  // redaction path names or can reach (plain values, no nested objects), so the line is the same
  // as through the redacting logger, without its walk over every field (a fortieth of GET /me's
  // CPU). The request id comes first, where the request's child logger writes it.
  const accessLog = logger.child({}, { redact: [] });
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    // Before the handler, so its response carries it (after it, Hono would rebuild the response).
    c.header('x-request-id', requestId);
    const log = logger.child({ requestId });
    c.set('log', log);
    let peer = '';
    try {
      peer = getConnInfo(c).remote.address ?? '';
    } catch {
      peer = '';
    }
    // X-Forwarded-For only from a configured trusted proxy (any other peer could pick its own
    // limit bucket); the limits key IPv6 by /64 (one host holds a whole /64).
    const ip = clientKeyOf(clientAddressOf(peer, c.req.header('x-forwarded-for'), trusted));
    c.set('clientIp', ip || 'unknown');
    const started = performance.now();
    await next();
    // Path only: query strings may carry keys and tokens and are never logged; nor is the
    // carrier relay's one-time token, which is a path segment.
    accessLog.info(
      {
        requestId,
        method: c.req.method,
        path: c.req.path.replace(/^(\/member\/v1\/daccountEntry\/relay\/).+$/, '$1…'),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}

/**
 * Security headers for a JSON API: the set Hono's `secureHeaders` sends with these options (its
 * defaults, the CSP below, X-Frame-Options DENY, no Cross-Origin-Resource-Policy of its own), HSTS
 * in production only, and Cross-Origin-Resource-Policy same-origin. Computed once and set before
 * the handler, like CORS and the request id: `secureHeaders` writes them into the finished
 * response, and the late Cross-Origin-Resource-Policy made Hono copy that response into a full
 * fetch Response (bench: a tenth of GET /me's CPU). A route that needs another value sets it in
 * its handler, which now simply wins (the uploaded images are cross-origin: the member host shows
 * them); no route sets any of the others.
 */
export function securityHeaderSet(config: Pick<Config, 'nodeEnv'>): ReadonlyArray<readonly [string, string]> {
  return [
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'no-referrer'],
    ...(config.nodeEnv === 'production'
      ? [['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'] as const]
      : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
    [
      'Content-Security-Policy',
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    ],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
  ];
}

export function securityHeaders(config: Config): MiddlewareHandler<AppEnv> {
  const headers = securityHeaderSet(config);
  return async (c, next) => {
    for (const [name, value] of headers) c.header(name, value);
    await next();
  };
}

/**
 * CORS for the member host only (the gateway origin the browser sees). Hono's `cors` would do the
 * same but touches the response before the handler and appends `Vary` after it, which makes the
 * Node adapter rebuild each response twice (bench: a fifth of the floor); these headers are set
 * before the handler, so the handler's own response carries them.
 */
export function corsForHub(config: Config): MiddlewareHandler<AppEnv> {
  const allowMethods = 'GET,POST,PUT,DELETE,OPTIONS';
  // X-Encrypted-Id: the embedded prefecture screen's credential (routes/area.ts).
  const allowHeaders = 'Authorization,Content-Type,X-Request-Id,X-Encrypted-Id';
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = origin !== undefined && origin === config.hubPublicOrigin;
    c.header('Vary', 'Origin', { append: true });
    if (allowed) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Expose-Headers', 'X-Request-Id');
    }
    if (c.req.method === 'OPTIONS') {
      // A preflight: answered here, never by a route.
      if (allowed) {
        c.header('Access-Control-Allow-Methods', allowMethods);
        c.header('Access-Control-Allow-Headers', allowHeaders);
        c.header('Access-Control-Max-Age', '600');
        c.header('Vary', 'Access-Control-Request-Headers', { append: true });
      }
      return c.body(null, 204);
    }
    await next();
  };
}
