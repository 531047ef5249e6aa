import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';

import { loadConfig } from '../config';
import { createLogger } from '../logger';

import type { AppEnv } from './app-env';
import { requestContext, securityHeaders } from './middleware';

/** The headers of an answer, without the ones every answer has anyway. */
const headersOf = (res: Response) =>
  Object.fromEntries(
    [...res.headers].filter(([name]) => name !== 'content-type' && name !== 'content-length'),
  );

/** How the API set its security headers before they were computed once: Hono's middleware, after the handler. */
function hono(nodeEnv: string) {
  const secure = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
    },
    xContentTypeOptions: true,
    referrerPolicy: 'no-referrer',
    xFrameOptions: 'DENY',
    crossOriginResourcePolicy: false,
    strictTransportSecurity: nodeEnv === 'production' ? 'max-age=63072000; includeSubDomains' : false,
  });
  return secure;
}

function appWith(middleware: ReturnType<typeof securityHeaders>) {
  const app = new Hono<AppEnv>();
  app.use('*', middleware);
  app.get('/json', (c) => c.json({ ok: true }));
  app.get('/image', (c) => {
    c.header('cross-origin-resource-policy', 'cross-origin');
    return c.body('image');
  });
  app.get('/fails', () => {
    throw new Error('boom');
  });
  app.onError((_error, c) => c.json({ code: 'server.error' }, 500));
  return app;
}

describe('security headers', () => {
  for (const nodeEnv of ['production', 'test']) {
    it(`are exactly what Hono's secureHeaders sends, on answers and errors alike (NODE_ENV ${nodeEnv})`, async () => {
      const ours = appWith(securityHeaders(loadConfig({ NODE_ENV: nodeEnv })));
      const reference = appWith(async (c, next) => {
        await hono(nodeEnv)(c, next);
        if (!c.res.headers.has('cross-origin-resource-policy'))
          c.header('cross-origin-resource-policy', 'same-origin');
      });
      for (const path of ['/json', '/image', '/fails', '/missing']) {
        const [got, want] = [await ours.request(path), await reference.request(path)];
        expect(got.status).toBe(want.status);
        expect(headersOf(got)).toEqual(headersOf(want));
      }
      expect((await ours.request('/json')).headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect((await ours.request('/image')).headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    });
  }
});

describe('the access log line', () => {
  /** An app with the request context, its log lines collected. */
  function loggedApp() {
    const lines: string[] = [];
    const logger = createLogger({ destination: { write: (line: string) => void lines.push(line) } });
    const app = new Hono<AppEnv>();
    app.use('*', requestContext(logger, { trustedProxies: [] }));
    app.get('/member/v1/daccountEntry/relay/:token', (c) => {
      c.get('log').info({ token: 'HANDLER-SECRET' }, 'handler line');
      return c.json({ ok: true });
    });
    return { app, lines };
  }

  it('names the request id first, then method, path without its query, status and time; the request child still redacts', async () => {
    const { app, lines } = loggedApp();
    await app.request('/member/v1/daccountEntry/relay/RELAY-TOKEN?key=QUERY-SECRET', {
      headers: { 'x-request-id': 'access-1' },
    });
    const text = lines.join('');
    for (const secret of ['RELAY-TOKEN', 'QUERY-SECRET', 'HANDLER-SECRET'])
      expect(text).not.toContain(secret);
    const [handler, access] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(handler).toMatchObject({ requestId: 'access-1', token: '[redacted]', msg: 'handler line' });
    // The same line, key for key, as the request's own child logger wrote it.
    expect(Object.keys(access!)).toEqual([
      'level',
      'time',
      'service',
      'requestId',
      'method',
      'path',
      'status',
      'ms',
      'msg',
    ]);
    expect(access).toMatchObject({
      level: 30,
      service: 'member-api',
      requestId: 'access-1',
      method: 'GET',
      path: '/member/v1/daccountEntry/relay/…',
      status: 200,
      msg: 'request',
    });
  });
});
