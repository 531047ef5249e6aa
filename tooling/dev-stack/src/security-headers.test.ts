import { createHash } from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';

import { afterEach, describe, expect, it } from 'vitest';

import { badGatewayPage, startGateway } from './gateway.ts';

import {
  inlineScriptHashes,
  inlineStyleHashes,
  pageSecurityHeaders,
  type SecurityHeaderOptions,
} from './security-headers.ts';

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

describe('the gateway’s own 502 page', () => {
  it('is served with the same CSP and anti-framing, its inline style allowed by hash only', async () => {
    // A port nobody listens on: every upstream is down.
    const idle = http.createServer();
    await new Promise<void>((resolve) => idle.listen(0, '127.0.0.1', resolve));
    const address = idle.address();
    const deadPort = typeof address === 'object' && address ? address.port : 0;
    await new Promise((resolve) => idle.close(resolve));
    const gateway = await startGateway({
      port: 0,
      upstreamHost: '127.0.0.1',
      upstreams: { hub: deadPort, profile: deadPort, memberApi: deadPort },
      securityHeaders: options,
    });
    try {
      const res = await fetch(`http://127.0.0.1:${gateway.port}/login`);
      expect(res.status).toBe(502);
      const body = await res.text();
      expect(body).toBe(badGatewayPage('hub', deadPort, { target: '/login' }));
      const csp = directives(res.headers.get('content-security-policy') ?? '');
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('style-src')).toEqual(["'self'", ...inlineStyleHashes(body)]);
      expect(inlineStyleHashes(body)).toHaveLength(1);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');

      // Even the embedded screen's 502 keeps its own allow-list, nothing wider.
      const embedded = await fetch(`http://127.0.0.1:${gateway.port}/profileEdit/prefectures`);
      expect(embedded.status).toBe(502);
      expect(
        directives(embedded.headers.get('content-security-policy') ?? '').get('frame-ancestors'),
      ).toEqual(options.embedAncestors);
    } finally {
      await gateway.close();
    }
  });
});

describe('inlineStyleHashes', () => {
  it('hashes each inline style element', () => {
    const css = 'body { color: #111; }';
    expect(inlineStyleHashes(`<style>${css}</style>`)).toEqual([
      `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
    ]);
    expect(inlineStyleHashes(html)).toEqual([]);
  });
});

describe('both SPAs through the gateway', () => {
  it('the profile app’s pages get the same CSP as the hub’s, from their own upstream', async () => {
    const servers = await Promise.all(
      ['hub', 'profile'].map(async (name) => {
        const server = http.createServer((_req, res) => {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(`<!doctype html><title>${name}</title><script type="module" src="/${name}.js"></script>`);
        });
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        const address = server.address();
        return { server, port: typeof address === 'object' && address ? address.port : 0 };
      }),
    );
    const [hub, profile] = servers as [(typeof servers)[number], (typeof servers)[number]];
    const gateway = await startGateway({
      port: 0,
      upstreamHost: '127.0.0.1',
      upstreams: { hub: hub.port, profile: profile.port, memberApi: hub.port },
      securityHeaders: options,
    });
    try {
      for (const [path, title] of [
        ['/login', 'hub'],
        ['/profileEdit', 'profile'],
        ['/profileEdit/prefectures', 'profile'],
      ] as const) {
        const res = await fetch(`http://127.0.0.1:${gateway.port}${path}`);
        expect(await res.text()).toContain(`<title>${title}</title>`);
        const csp = directives(res.headers.get('content-security-policy') ?? '');
        expect(csp.get('script-src'), path).toEqual(["'self'"]);
        expect(csp.get('frame-ancestors'), path).toEqual(
          path === '/profileEdit/prefectures' ? options.embedAncestors : ["'none'"],
        );
      }
    } finally {
      await gateway.close();
      for (const { server } of servers) await new Promise((resolve) => server.close(resolve));
    }
  });
});
