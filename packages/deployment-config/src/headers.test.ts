import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import {
  browserOriginsFromEnv,
  headersForPath,
  readHeaderSet,
  SECURITY_HEADERS_FILE,
  securityHeadersFor,
  withPageViews,
  writeSecurityHeaders,
} from './headers.js';

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length > 0) rmSync(dirs.pop() ?? '', { recursive: true, force: true });
});

/** A build output with an index page and a prerendered page holding one inline script. */
function build(inline: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'member-hub-headers-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><script type="module" src="/assets/a.js"></script>',
  );
  writeFileSync(path.join(dir, 'login.html'), `<!doctype html><script>${inline}</script>`);
  return dir;
}

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('writeSecurityHeaders', () => {
  it('writes every route of the profile build: the embedded screen framed by the allow-list, the rest by nobody', () => {
    const dir = build('window.x = 1;');
    const env = {
      MEMBER_HUB_PROFILE: 'test',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:10099',
      GATEWAY_PORT: '6170',
    };
    const { file } = writeSecurityHeaders({ app: 'profile', outDir: dir, env });
    expect(file).toBe(path.join(dir, SECURITY_HEADERS_FILE));
    const set = readHeaderSet(file);
    expect(set).toMatchObject({
      format: 1,
      app: 'profile',
      mode: 'test',
      scriptHashes: [sha('window.x = 1;')],
    });
    expect(set.routes.map((route) => route.path)).toEqual(['/profileEdit/prefectures', '/']);

    const page = headersForPath(set, '/profileEdit');
    expect(page['content-security-policy']).toContain(`script-src 'self' ${sha('window.x = 1;')};`);
    expect(page['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page['content-security-policy']).toContain("connect-src 'self' http://127.0.0.1:10099");
    expect(page['x-frame-options']).toBe('DENY');
    expect(page['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(page['referrer-policy']).toBe('no-referrer');
    expect(page['permissions-policy']).toContain('camera=()');

    const embedded = headersForPath(set, '/profileEdit/prefectures/confirm');
    expect(embedded['content-security-policy']).toMatch(/frame-ancestors http:\/\/localhost:\d+ /);
    expect(embedded['x-frame-options']).toBeUndefined();
    expect(headersForPath(set, '/profileEdit/prefecturesX')['x-frame-options']).toBe('DENY');
  });

  it('gives the hub one route for every page, and nothing of the embedded screen', () => {
    const dir = build('1');
    const set = writeSecurityHeaders({ app: 'hub', outDir: dir, env: { MEMBER_HUB_PROFILE: 'test' } }).set;
    expect(set.routes.map((route) => route.path)).toEqual(['/']);
    expect(headersForPath(set, '/profileEdit/prefectures')['x-frame-options']).toBe('DENY');
  });

  it('stops a production build without a deployment configuration, naming the variable', () => {
    const dir = build('1');
    expect(() => writeSecurityHeaders({ app: 'hub', outDir: dir, env: {} })).toThrow(
      /MEMBER_HUB_DEPLOYMENT_CONFIG/,
    );
    expect(() => readFileSync(path.join(dir, SECURITY_HEADERS_FILE))).toThrow();
  });
});

describe('browserOriginsFromEnv', () => {
  it('allows Google’s Auth endpoints, the auth domain and the Sentry origin of a production build', () => {
    expect(
      browserOriginsFromEnv({
        VITE_FIREBASE_AUTH_DOMAIN: 'login.example.jp',
        VITE_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42',
      }),
    ).toEqual({
      authOrigins: ['https://login.example.jp'],
      connectOrigins: [
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://o1.ingest.sentry.io',
      ],
      scriptOrigins: ['https://apis.google.com'],
    });
  });
});

describe('withPageViews', () => {
  it("lets the pages post to the page-view destination's origin, once", () => {
    const options = withPageViews(
      { pageViewUrl: 'https://views.example.test/collect?site=1' },
      {
        mode: 'production',
        embedAncestors: [],
        authOrigins: [],
        connectOrigins: ['https://views.example.test'],
      },
    );
    expect(options.connectOrigins).toEqual(['https://views.example.test']);
    const csp = securityHeadersFor('/login', { scriptHashes: [], styleHashes: [] }, options)[
      'content-security-policy'
    ];
    expect(csp).toContain("connect-src 'self' https://views.example.test;");
  });
});

describe('readHeaderSet', () => {
  it('refuses a file of another format', () => {
    const dir = build('1');
    const file = path.join(dir, SECURITY_HEADERS_FILE);
    writeFileSync(file, JSON.stringify({ format: 2, routes: [{ path: '/' }] }));
    expect(() => readHeaderSet(file)).toThrow(/rebuild/);
  });
});
