import { createHash } from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';

import { afterEach, describe, expect, it } from 'vitest';

import { startGateway } from './gateway.ts';
import { inlineScriptHashes, pageSecurityHeaders, type SecurityHeaderOptions } from './security-headers.ts';

const inline = 'window.boot = 1;';
const html = `<!doctype html><html><head><script type="module" src="/assets/index.js"></script>
<script>${inline}</script></head><body><div id="root"></div></body></html>`;
const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;

const options: SecurityHeaderOptions = {
  mode: 'test',
  embedAncestors: ['http://localhost:6190', 'http://localhost:6191'],
  authOrigins: ['http://127.0.0.1:10099'],
};

/** The directives of a CSP header by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('inlineScriptHashes', () => {
  it('hashes inline scripts and skips scripts loaded from a file', () => {
    expect(inlineScriptHashes(html)).toEqual([hash]);
    expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
  });
});

describe('pageSecurityHeaders', () => {
  it('allows only the origin and the inline scripts the page holds, never unsafe-inline', () => {
    const csp = directives(pageSecurityHeaders('/login', html, options)['content-security-policy'] ?? '');
    expect(csp.get('script-src')).toEqual(["'self'", hash]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:10099']);
    expect(csp.get('frame-src')).toEqual(["'self'", 'http://127.0.0.1:10099']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('forbids framing of every page but the embedded prefecture screen', () => {
    for (const path of ['/login', '/', '/profileEdit', '/profileEdit/prefecturesX']) {
      const headers = pageSecurityHeaders(path, html, options);
      expect(directives(headers['content-security-policy'] ?? '').get('frame-ancestors'), path).toEqual([
        "'none'",
      ]);
      expect(headers['x-frame-options'], path).toBe('DENY');
    }
    const embedded = pageSecurityHeaders('/profileEdit/prefectures', html, options);
    expect(directives(embedded['content-security-policy'] ?? '').get('frame-ancestors')).toEqual([
      'http://localhost:6190',
      'http://localhost:6191',
    ]);
    expect(embedded['x-frame-options']).toBeUndefined();
  });

  it('lets the dev server inject styles, but not scripts', () => {
    const csp = directives(
      pageSecurityHeaders('/login', html, { ...options, mode: 'dev' })['content-security-policy'] ?? '',
    );
    expect(csp.get('style-src')).toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  });
});

describe('the gateway', () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (closers.length > 0) await closers.pop()?.();
  });

  it('adds the headers to a compressed HTML page, hashing its inline script, and leaves other files alone', async () => {
    const upstream = http.createServer((req, res) => {
      if (req.url === '/app.js') {
        res.writeHead(200, { 'content-type': 'text/javascript' });
        res.end('1');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(zlib.gzipSync(html));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const address = upstream.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    closers.push(
      () =>
        new Promise((resolve) => {
          upstream.close(() => resolve());
          upstream.closeAllConnections();
        }),
    );
    const gateway = await startGateway({
      port: 0,
      upstreamHost: '127.0.0.1',
      upstreams: { hub: port, profile: port, memberApi: port },
      securityHeaders: options,
    });
    closers.push(gateway.close);

    const page = await fetch(`http://127.0.0.1:${gateway.port}/login`);
    expect(await page.text()).toBe(html);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toContain(`script-src 'self' ${hash};`);

    const script = await fetch(`http://127.0.0.1:${gateway.port}/app.js`);
    expect(await script.text()).toBe('1');
    expect(script.headers.get('content-security-policy')).toBeNull();
  });
});
