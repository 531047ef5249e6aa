import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFile, route, startStaticServer, type StaticServer } from './server.ts';

let root: string;
let server: StaticServer;
const script = 'console.log("hub");'.repeat(50);

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'budgets-dist-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>hub</title>');
  fs.writeFileSync(path.join(root, 'assets/index-abc.js'), script);
  server = await startStaticServer(root);
});

afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('resolveFile', () => {
  it('serves a prerendered page for its path, index.html for the others', () => {
    fs.writeFileSync(path.join(root, 'login.html'), '<!doctype html><title>login</title>');
    try {
      expect(resolveFile(root, '/login?serviceId=1')).toBe(path.join(root, 'login.html'));
      expect(resolveFile(root, '/login/sendComplete')).toBe(path.join(root, 'index.html'));
      expect(resolveFile(root, '/register')).toBe(path.join(root, 'index.html'));
    } finally {
      fs.rmSync(path.join(root, 'login.html'));
    }
  });

  it('sends a mounted SPA its assets (under its prefix) and its page paths', () => {
    const mounts = [{ prefix: '/profile-app/', dir: '/p', pages: ['/profileEdit'] }];
    expect(route(root, mounts, '/profile-app/assets/x.js')).toEqual({ dir: '/p', urlPath: '/assets/x.js' });
    expect(route(root, mounts, '/profileEdit/confirm?a=1')).toEqual({
      dir: '/p',
      urlPath: '/profileEdit/confirm?a=1',
    });
    expect(route(root, mounts, '/profileEditor')).toEqual({ dir: root, urlPath: '/profileEditor' });
    expect(route(root, mounts, '/login')).toEqual({ dir: root, urlPath: '/login' });
  });

  it('falls back to index.html for page paths only', () => {
    expect(resolveFile(root, '/login?x=1')).toBe(path.join(root, 'index.html'));
    expect(resolveFile(root, '/assets/index-abc.js')).toBe(path.join(root, 'assets/index-abc.js'));
    expect(resolveFile(root, '/assets/missing.js')).toBeUndefined();
  });

  it('never leaves the root', () => {
    expect(resolveFile(root, '/../../etc/passwd')).not.toMatch(/passwd$/);
    expect(resolveFile(root, '/%2e%2e/%2e%2e/etc/hosts')).not.toMatch(/hosts$/);
  });
});

describe('startStaticServer', () => {
  it('sends gzip when asked, with long caching for hashed assets', async () => {
    const res = await fetch(`${server.origin}/assets/index-abc.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toContain('immutable');
    // fetch decodes the body; the declared length is the compressed one.
    expect(Number(res.headers.get('content-length'))).toBe(zlib.gzipSync(script, { level: 9 }).length);
    expect(await res.text()).toBe(script);
  });

  it('serves the app shell for /sso and 404 for a missing asset', async () => {
    const page = await fetch(`${server.origin}/sso`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<title>hub</title>');
    expect((await fetch(`${server.origin}/assets/nope.js`)).status).toBe(404);
  });
});
