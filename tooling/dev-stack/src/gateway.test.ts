import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import {
  GATEWAY_ERROR_HEADER,
  type Gateway,
  type GatewayOptions,
  knownReturnUrl,
  startGateway,
} from './gateway.ts';
import { localDeploymentConfig } from '@member-hub/deployment-config';
import { createPageViewLog } from './page-view-receiver.ts';

interface Upstream {
  port: number;
  seen: string[];
  close(): Promise<void>;
}

/** A tiny upstream that answers with its name and records the paths it was asked for. */
async function startUpstream(name: string): Promise<Upstream> {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/plain', 'x-upstream-host': req.headers.host ?? '' });
    res.end(name);
  });
  const upgraded = new Set<net.Socket>();
  server.on('upgrade', (req, socket: net.Socket) => {
    upgraded.add(socket);
    seen.push(`upgrade ${req.url}`);
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    socket.on('data', (chunk) => socket.write(`${name}:${chunk.toString()}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        for (const socket of upgraded) socket.destroy();
      }),
  };
}

/** A port that nothing listens on. */
async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function setup(options: {
  profileRunning: boolean;
  errorPage?: GatewayOptions['errorPage'];
  helpPages?: GatewayOptions['helpPages'];
}) {
  const hub = await startUpstream('hub');
  const api = await startUpstream('api');
  cleanups.push(hub.close, api.close);
  let profile: Upstream | undefined;
  let profilePort = await freePort();
  if (options.profileRunning) {
    profile = await startUpstream('profile');
    profilePort = profile.port;
    cleanups.push(profile.close);
  }
  const gateway: Gateway = await startGateway({
    port: 0,
    host: '127.0.0.1',
    upstreamHost: '127.0.0.1',
    upstreams: { hub: hub.port, memberApi: api.port, profile: profilePort },
    ...(options.errorPage ? { errorPage: options.errorPage } : {}),
    ...(options.helpPages ? { helpPages: options.helpPages } : {}),
  });
  cleanups.push(gateway.close);
  return { hub, api, profile, origin: `http://127.0.0.1:${gateway.port}` };
}

describe('gateway', () => {
  it('routes API, profile and hub paths to their upstreams on one origin', async () => {
    const { hub, api, profile, origin } = await setup({ profileRunning: true });

    const apiRes = await fetch(`${origin}/member/v1/me?x=1`);
    expect(await apiRes.text()).toBe('api');
    expect(api.seen).toEqual(['/member/v1/me?x=1']);
    // The upstream sees the public host, so links it builds point at the gateway.
    expect(apiRes.headers.get('x-upstream-host')).toBe(new URL(origin).host);

    expect(await (await fetch(`${origin}/changeEmail/error`)).text()).toBe('profile');
    expect(profile?.seen).toEqual(['/profile-app/changeEmail/error']);

    expect(await (await fetch(`${origin}/login?returnUrl=a`)).text()).toBe('hub');
    expect(hub.seen).toEqual(['/login?returnUrl=a']);
  });

  it('records the page views posted to /__page-views and lists them, refusing anything else', async () => {
    const hub = await startUpstream('hub');
    cleanups.push(hub.close);
    const pageViews = createPageViewLog();
    const gateway = await startGateway({
      port: 0,
      host: '127.0.0.1',
      upstreamHost: '127.0.0.1',
      upstreams: { hub: hub.port, memberApi: hub.port, profile: hub.port },
      pageViews,
    });
    cleanups.push(gateway.close);
    const url = `http://127.0.0.1:${gateway.port}/__page-views`;
    const view = { app: 'hub', path: '/register', title: '新規会員登録', at: '2026-01-01T00:00:00.000Z' };
    const posted = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ ...view, extra: 'dropped' }),
    });
    expect(posted.status).toBe(204);
    expect((await fetch(url, { method: 'POST', body: '{"app":1}' })).status).toBe(400);
    expect((await fetch(url, { method: 'POST', body: 'not json' })).status).toBe(400);
    expect(await (await fetch(url)).json()).toEqual([view]);
    expect(pageViews.views()).toEqual([view]);
    expect(hub.seen).toEqual([]);
    expect((await fetch(url, { method: 'DELETE' })).status).toBe(204);
    expect(pageViews.views()).toEqual([]);
  });

  it('forwards request bodies to the upstream', async () => {
    const echo = http.createServer((req, res) => req.pipe(res));
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => echo.close(() => resolve())));
    const address = echo.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const gateway = await startGateway({
      port: 0,
      host: '127.0.0.1',
      upstreamHost: '127.0.0.1',
      upstreams: { hub: port, memberApi: port, profile: port },
    });
    cleanups.push(gateway.close);
    const res = await fetch(`http://127.0.0.1:${gateway.port}/member/v1/authorization`, {
      method: 'POST',
      body: JSON.stringify({ a: 'あ' }),
    });
    expect(await res.json()).toEqual({ a: 'あ' });
  });

  it('serves the local help pages the local configuration links to (no dead end), 404 for another topic', async () => {
    const support = localDeploymentConfig().support;
    const { hub, origin } = await setup({ profileRunning: true, helpPages: support });
    const local = localDeploymentConfig({ GATEWAY_PORT: '5170' });
    for (const link of [...Object.values(local.helpLinks), local.support.page]) {
      const res = await fetch(`${origin}${new URL(link).pathname}`);
      expect(res.status, link).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toContain('<html lang="ja">');
      expect(html).toContain(support.phone);
    }
    const mail = await (await fetch(`${origin}/help/mail-settings`)).text();
    expect(mail).toContain('<h1>メールが届かないとき</h1>');
    expect(mail).toContain('迷惑メールのフォルダ');
    expect((await fetch(`${origin}/help/not-a-topic`)).status).toBe(404);
    expect((await fetch(`${origin}/help/toString`)).status).toBe(404);
    expect(hub.seen).toEqual([]);
  });

  it("gives a help page a way back to a `from` path on the gateway's own origin, never to another", async () => {
    const { origin } = await setup({ profileRunning: true, helpPages: localDeploymentConfig().support });
    const back = (html: string) => /id="back" href="([^"]*)"/.exec(html)?.[1] ?? null;
    const page = (from: string) =>
      fetch(`${origin}/help/login?from=${encodeURIComponent(from)}`).then((res) => res.text());
    expect(back(await page('/login/mail-sent?x=1'))).toBe('/login/mail-sent?x=1');
    for (const hostile of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      'http://evil.example/login',
    ]) {
      const html = await page(hostile);
      expect(back(html), hostile).toBe('#');
      expect(html, hostile).not.toContain('evil.example');
    }
  });

  it('passes /help to the hub when it serves no help pages (a production-like gateway)', async () => {
    const { hub, origin } = await setup({ profileRunning: true });
    expect(await (await fetch(`${origin}/help/login`)).text()).toBe('hub');
    expect(hub.seen).toEqual(['/help/login']);
  });

  it('answers with a Japanese 502 page naming the missing upstream', async () => {
    const { origin } = await setup({ profileRunning: false });
    const res = await fetch(`${origin}/profileEdit`);
    expect(res.status).toBe(502);
    expect(res.headers.get(GATEWAY_ERROR_HEADER)).toContain('upstream=profile');
    const html = await res.text();
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('接続できません');
    expect(html).toContain('プロフィール画面');
  });

  it('gives the member a way forward on the 502 page: back to a known service, try again, whom to call', async () => {
    const errorPage = {
      support: { phone: '0120-000-000', hours: '平日 9時〜17時', page: 'https://help.example.jp/contact' },
      returnUrlPrefixes: ['http://localhost:5190/'],
    };
    const { origin } = await setup({ profileRunning: false, errorPage });
    const res = await fetch(
      `${origin}/profileEdit?returnUrl=${encodeURIComponent('http://localhost:5190/mypage')}&a=<b>`,
    );
    expect(res.status).toBe(502);
    const html = await res.text();
    expect(html).toContain(
      '<a class="button primary" href="http://localhost:5190/mypage">サービスに戻る</a>',
    );
    // Try again: the same address, escaped.
    expect(html).toMatch(
      /<a class="button secondary" href="\/profileEdit\?returnUrl=[^"]*&#38;a=%3Cb%3E">もう一度ためす<\/a>/,
    );
    expect(html).toContain('<a class="phone" href="tel:0120000000">0120-000-000</a>');
    expect(html).toContain('（平日 9時〜17時）');
    expect(html).toContain('href="https://help.example.jp/contact"');
    // The developer's words are folded away, not the member's first read.
    expect(html).toMatch(
      /<details>\s*<summary>開発者向けの情報<\/summary>[\s\S]*npm run dev[\s\S]*<\/details>/,
    );
  });

  it('offers no way back to a look-alike or missing return address on the 502 page', async () => {
    const errorPage = {
      support: { phone: '0120-000-000', hours: '平日 9時〜17時', page: 'https://help.example.jp/contact' },
      returnUrlPrefixes: ['http://localhost:5190/'],
    };
    const { origin } = await setup({ profileRunning: false, errorPage });
    const html = await (
      await fetch(`${origin}/profileEdit?returnUrl=${encodeURIComponent('http://localhost:5190.evil.test/')}`)
    ).text();
    expect(html).not.toContain('サービスに戻る');
    expect(html).toContain('<a class="button primary" href="/profileEdit?returnUrl=');
    expect(knownReturnUrl('/x', errorPage.returnUrlPrefixes)).toBeNull();
    expect(knownReturnUrl('/x?returnUrl=javascript:alert(1)', ['javascript:'])).toBeNull();
  });

  it('forwards WebSocket upgrades (Vite HMR) to the right upstream', async () => {
    const { profile, origin } = await setup({ profileRunning: true });
    const url = new URL(`${origin}/profile-app/?token=t`);
    const reply = await new Promise<string>((resolve, reject) => {
      const req = http.request({
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        headers: { Connection: 'Upgrade', Upgrade: 'websocket' },
      });
      req.on('upgrade', (res, socket) => {
        expect(res.statusCode).toBe(101);
        socket.once('data', (chunk) => {
          resolve(chunk.toString());
          socket.destroy();
        });
        socket.write('ping');
      });
      req.on('error', reject);
      req.end();
    });
    expect(reply).toBe('profile:ping');
    expect(profile?.seen).toEqual(['upgrade /profile-app/?token=t']);
  });
});

/** The machine's first non-loopback IPv4 address: what a LAN neighbour would connect to. */
function lanAddress(): string | undefined {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const entry of list ?? []) if (entry.family === 'IPv4' && !entry.internal) return entry.address;
  }
  return undefined;
}

/** Whether a TCP connection to host:port is accepted. */
function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(2_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** A raw GET with a chosen Host header (fetch does not let a caller set Host). */
function getWithHost(port: number, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('gateway exposure (loopback only, no rebinding host)', () => {
  const lan = lanAddress();

  it.skipIf(!lan)('listens on 127.0.0.1 only by default: a LAN neighbour cannot connect', async () => {
    const hub = await startUpstream('hub');
    cleanups.push(hub.close);
    const gateway = await startGateway({
      port: 0,
      upstreamHost: '127.0.0.1',
      upstreams: { hub: hub.port, memberApi: hub.port, profile: hub.port },
    });
    cleanups.push(gateway.close);
    expect(await connects('127.0.0.1', gateway.port)).toBe(true);
    expect(await connects(lan!, gateway.port)).toBe(false);
  });

  it('refuses a Host that is not its own origin (DNS rebinding, IP-literal LAN hosts)', async () => {
    const { hub, api, origin } = await setup({ profileRunning: true });
    const port = Number(new URL(origin).port);
    for (const host of [`rebind.attacker.example:${port}`, `192.0.2.2:${port}`, 'localhost:1', 'localhost']) {
      const res = await getWithHost(port, '/member/v1/health', host);
      expect(res.status, host).toBe(421);
      expect(res.body).toContain('Host');
    }
    expect(api.seen).toEqual([]);
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`]) {
      expect((await getWithHost(port, '/login', host)).status, host).toBe(200);
    }
    expect(hub.seen).toEqual(['/login', '/login']);
  });

  it('refuses a WebSocket upgrade with a foreign Host', async () => {
    const { profile, origin } = await setup({ profileRunning: true });
    const port = Number(new URL(origin).port);
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        path: '/profile-app/?token=t',
        headers: { host: `rebind.attacker.example:${port}`, Connection: 'Upgrade', Upgrade: 'websocket' },
      });
      req.on('upgrade', (_res, socket) => {
        socket.destroy();
        resolve(101);
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(421);
    expect(profile?.seen).toEqual([]);
  });
});
