import type { AddressInfo } from 'node:net';

import { serve } from '@hono/node-server';
import { defineCall } from '@member-hub/api-client/contract';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { call, HUB_ORIGIN, signUp, startTestApi, type TestApi } from '../test/helpers';

import { JSON_BODY_LIMIT } from './app';
import { loadConfig } from './config';
import { defineRoute, mountRoutes } from './http/define-route';
import { ApiError } from './http/errors';
import type { AppEnv } from './http/app-env';
import { requestContext, securityHeaders } from './http/middleware';
import { createLogger } from './logger';
import { routeModules } from './routes';
import { defineModule } from './routes/types';

const probeCall = defineCall({
  method: 'POST',
  path: '/test/probe/{id}',
  auth: 'none',
  summary: 'test only',
  query: z.object({ mode: z.enum(['ok', 'bad-answer', 'undeclared', 'declared', 'crash']) }),
  body: z.object({ n: z.number().int() }),
  responses: { 200: z.object({ id: z.string(), doubled: z.number() }) },
  errors: [400, 409],
});

/** Routes that misbehave on purpose, to see what the guard does with them. */
const probeModule = defineModule({
  name: 'probe',
  register(app, deps) {
    mountRoutes(app, deps, [
      defineRoute(probeCall, ({ query, body, params }) => {
        if (query.mode === 'bad-answer') return { id: params.id, doubled: 'two' } as never;
        if (query.mode === 'undeclared')
          throw new ApiError(403, 'member.locked', 'not allowed by the contract');
        if (query.mode === 'declared') throw new ApiError(409, 'nickname.taken', 'allowed');
        if (query.mode === 'crash') throw new Error('boom at secret place');
        return { id: params.id!, doubled: body.n * 2 };
      }),
    ]);
  },
});

describe('the HTTP surface', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite', { modules: [...routeModules, probeModule] });
  });
  afterAll(async () => {
    await api?.stop();
  });

  const probe = (mode: string, body: unknown = { n: 2 }) =>
    call(api, 'POST', `/test/probe/abc?mode=${mode}`, { body });

  it('defineRoute parses params, query and body and answers with the success schema', async () => {
    expect(await probe('ok')).toMatchObject({ status: 200, body: { id: 'abc', doubled: 4 } });
    const bad = await probe('ok', { n: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'validation.failed', details: [{ path: 'body.n' }] });
    expect((await probe('nonsense')).body).toMatchObject({
      code: 'validation.failed',
      details: [{ path: 'query.mode' }],
    });
    const wrongType = await call(api, 'POST', '/test/probe/abc?mode=ok', {
      body: 'n=2',
      headers: { 'content-type': 'text/plain' },
    });
    expect(wrongType.status).toBe(415);
  });

  it('an answer that breaks the contract, or a status it does not list, becomes 500 server.error', async () => {
    expect(await probe('bad-answer')).toMatchObject({ status: 500, body: { code: 'server.error' } });
    expect(await probe('undeclared')).toMatchObject({ status: 500, body: { code: 'server.error' } });
    expect(await probe('declared')).toMatchObject({ status: 409, body: { code: 'nickname.taken' } });
  });

  it('an uncaught error is 500 server.error with no message or stack for the caller, but logged', async () => {
    const res = await probe('crash');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 'server.error', message: 'Internal server error.' });
    expect(api.logText()).toContain('boom at secret place');
  });

  it('unknown routes are 404 http.not_found JSON; a known path with another method is 405', async () => {
    const missing = await call(api, 'GET', '/member/v1/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
    expect(missing.body).toMatchObject({ code: 'http.not_found' });
    const wrongMethod = await call(api, 'PATCH', '/member/v1/me');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toContain('GET');
  });

  it('serves the OpenAPI 3.1 document generated from the contract', async () => {
    const res = await call<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(
      api,
      'GET',
      '/member/v1/openapi.json',
    );
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths['/member/v1/me'] ?? {})).toEqual(
      expect.arrayContaining(['get', 'post', 'put', 'delete']),
    );
    expect(res.body.paths['/member/v1/nickname']).toBeDefined();
  });

  it('allows CORS only for the member host origin', async () => {
    const preflight = (origin: string) =>
      fetch(`${api.url}/member/v1/me`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
    const ok = await preflight(HUB_ORIGIN);
    expect(ok.headers.get('access-control-allow-origin')).toBe(HUB_ORIGIN);
    expect(ok.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(ok.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(ok.headers.get('access-control-max-age')).toBe('600');
    expect(ok.status).toBe(204);
    const evil = await preflight('https://evil.example');
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(evil.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('refuses a body over 2 MiB with 413, whether its length is declared or it comes in chunks', async () => {
    const url = `${api.url}/member/v1/login/parameter`;
    const json = (size: number) => JSON.stringify({ loginParam: 'x'.repeat(size) });
    const declared = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: json(JSON_BODY_LIMIT + 10),
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ code: 'http.payload_too_large' });
    const bytes = new TextEncoder().encode(json(JSON_BODY_LIMIT + 10));
    const chunked = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // A stream body has no Content-Length: it goes out with Transfer-Encoding: chunked.
      body: new ReadableStream({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 64 * 1024)
            controller.enqueue(bytes.slice(at, at + 64 * 1024));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toMatchObject({ code: 'http.payload_too_large' });
    // Under the limit the route itself answers (here: its own bound on the field).
    const under = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: json(JSON_BODY_LIMIT - 1024),
    });
    expect(under.status).toBe(400);
    expect(await under.json()).toMatchObject({ code: 'validation.failed' });
  });

  it('puts the CORS, request id and security headers on every answer, errors included', async () => {
    const user = await signUp();
    const answers = [
      // a handler's answer, a route's refusal (no member yet), an unknown path, a wrong method
      await fetch(`${api.url}/member/v1/health`, { headers: { origin: HUB_ORIGIN } }),
      await fetch(`${api.url}/member/v1/me`, {
        headers: { origin: HUB_ORIGIN, authorization: `Bearer ${user.idToken}` },
      }),
      await fetch(`${api.url}/member/v1/no-such-route`, { headers: { origin: HUB_ORIGIN } }),
      await fetch(`${api.url}/member/v1/health`, { method: 'DELETE', headers: { origin: HUB_ORIGIN } }),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 404, 404, 405]);
    for (const res of answers) {
      expect(res.headers.get('access-control-allow-origin')).toBe(HUB_ORIGIN);
      expect(res.headers.get('access-control-expose-headers')).toBe('X-Request-Id');
      expect(res.headers.get('vary')).toBe('Origin');
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-type')).toContain('application/json');
    }
    const elsewhere = await fetch(`${api.url}/member/v1/health`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
    expect(elsewhere.headers.get('vary')).toBe('Origin');
  });

  it('sends security headers and echoes a well-formed x-request-id (or makes one)', async () => {
    const res = await call(api, 'GET', '/member/v1/health', { headers: { 'x-request-id': 'req-123' } });
    expect(res.headers.get('x-request-id')).toBe('req-123');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('strict-transport-security')).toBeNull();
    const odd = await call(api, 'GET', '/member/v1/health', {
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never logs tokens, keys or query strings; logs carry the request id', async () => {
    const user = await signUp();
    const secretKey = 'SeCrEtKeY1234567890';
    await call(api, 'GET', `/member/v1/login/parameter?loginParamKey=${secretKey}`, {
      token: user.idToken,
      headers: { 'x-request-id': 'log-check-1' },
    });
    await call(api, 'POST', '/member/v1/login/parameter', {
      body: { loginParam: '{"token":"PARAM-SECRET"}' },
    });
    const text = api.logText();
    expect(text).not.toContain(user.idToken);
    expect(text).not.toContain(secretKey);
    expect(text).not.toContain('PARAM-SECRET');
    expect(
      api
        .logLines()
        .some(
          (l) => l.requestId === 'log-check-1' && l.path === '/member/v1/login/parameter' && l.status === 404,
        ),
    ).toBe(true);
  });
});

describe('security headers in production', () => {
  it('adds HSTS only when NODE_ENV is production', async () => {
    const app = new Hono();
    app.use('*', securityHeaders(loadConfig({ NODE_ENV: 'production' })));
    app.get('/', (c) => c.json({}));
    expect((await app.request('/')).headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});

describe('client address for rate limits (trusted proxies only, IPv6 by /64)', () => {
  /** The middleware on a real socket (the peer address matters), answering the client key. */
  async function serverWith(trustedProxies: readonly string[]) {
    const app = new Hono<AppEnv>();
    app.use('*', requestContext(createLogger({ level: 'silent' }), { trustedProxies }));
    app.get('/', (c) => c.text(c.get('clientIp')));
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    return {
      ask: async (xff?: string) =>
        (await fetch(`http://127.0.0.1:${port}/`, { headers: xff ? { 'x-forwarded-for': xff } : {} })).text(),
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  it('behind the gateway (a trusted peer) takes the address the gateway appended, not one the client forged', async () => {
    const s = await serverWith(['127.0.0.1']);
    try {
      expect(await s.ask('6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
      expect(await s.ask()).toBe('127.0.0.1');
    } finally {
      await s.close();
    }
  });

  it('ignores X-Forwarded-For from a peer that is not a configured proxy: forged hops get no fresh bucket', async () => {
    for (const trusted of [[], ['10.0.0.0/8']]) {
      const s = await serverWith(trusted);
      try {
        const seen = new Set<string>();
        for (let i = 1; i <= 5; i += 1) seen.add(await s.ask(`198.51.100.${i}`));
        expect([...seen]).toEqual(['127.0.0.1']);
      } finally {
        await s.close();
      }
    }
  });

  it('groups IPv6 clients by their /64', async () => {
    const s = await serverWith(['127.0.0.1']);
    try {
      expect(await s.ask('2001:db8:1:2:aaaa::1')).toBe('2001:0db8:0001:0002::/64');
      expect(await s.ask('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:0db8:0001:0002::/64');
      expect(await s.ask('2001:db8:1:3::1')).toBe('2001:0db8:0001:0003::/64');
    } finally {
      await s.close();
    }
  });
});
