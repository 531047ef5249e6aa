import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import {
  buildHeaderSet,
  headersForPath,
  type SecurityHeaderOptions,
} from '@member-hub/deployment-config/headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { renderNginxConfig } from './nginx.ts';

const NGINX = '/usr/sbin/nginx';
const options: SecurityHeaderOptions = {
  mode: 'production',
  embedAncestors: ['https://stg-community.example.jp', 'https://members.example.jp'],
  authOrigins: ['https://demo-member-hub.firebaseapp.com'],
  connectOrigins: ['https://identitytoolkit.googleapis.com'],
  scriptOrigins: ['https://apis.google.com'],
};
const hubHtml = '<!doctype html><html><head><script>window.hub = 1;</script></head><body>hub</body></html>';
const profileHtml = '<!doctype html><html><head></head><body>profile</body></html>';

/** Two folders standing in for the builds, and a port nobody uses. */
function fixture(root: string) {
  const hubRoot = path.join(root, 'hub');
  const profileRoot = path.join(root, 'profile');
  mkdirSync(path.join(hubRoot, 'assets'), { recursive: true });
  mkdirSync(profileRoot, { recursive: true });
  writeFileSync(path.join(hubRoot, 'index.html'), hubHtml);
  writeFileSync(path.join(hubRoot, 'login.html'), hubHtml.replace('hub</body>', 'login</body>'));
  writeFileSync(path.join(hubRoot, 'assets', 'a.js'), 'export {};');
  writeFileSync(path.join(profileRoot, 'index.html'), profileHtml);
  writeFileSync(
    path.join(profileRoot, 'profileEdit.html'),
    profileHtml.replace('profile</body>', 'edit</body>'),
  );
  const hub = buildHeaderSet({ app: 'hub', htmlFiles: [hubHtml], options });
  const profile = buildHeaderSet({ app: 'profile', htmlFiles: [profileHtml], options });
  return { hubRoot, profileRoot, hub, profile };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = http.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

describe.skipIf(!existsSync(NGINX))('the nginx rendering', () => {
  let root = '';
  let nginx: ReturnType<typeof spawn> | undefined;
  let api: http.Server | undefined;
  let base = '';
  let fx: ReturnType<typeof fixture>;
  const apiSeen: http.IncomingHttpHeaders[] = [];
  let apiConnections = 0;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'member-hub-nginx-'));
    // nginx started by root reads the files as `nobody`.
    chmodSync(root, 0o755);
    fx = fixture(root);
    api = http.createServer((req, res) => {
      apiSeen.push(req.headers);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
    api.on('connection', () => {
      apiConnections += 1;
    });
    await new Promise<void>((resolve) => api?.listen(0, '127.0.0.1', resolve));
    const apiAddress = api.address();
    const apiPort = typeof apiAddress === 'object' && apiAddress ? apiAddress.port : 0;
    const deadPort = await freePort();
    const port = await freePort();
    const prefix = path.join(root, 'nginx');
    for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      mkdirSync(path.join(prefix, 'tmp', dir), { recursive: true });
    const conf = path.join(prefix, 'nginx.conf');
    writeFileSync(
      conf,
      renderNginxConfig({
        ...fx,
        prefix,
        listen: `127.0.0.1:${port}`,
        // The first instance is down: requests must end on the second.
        apiServers: [`127.0.0.1:${deadPort}`, `127.0.0.1:${apiPort}`],
      }),
    );
    const check = spawnSync(NGINX, ['-t', '-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')], {
      encoding: 'utf8',
    });
    expect(check.status, check.stderr).toBe(0);
    nginx = spawn(NGINX, ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')], {
      stdio: 'ignore',
    });
    base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i += 1) {
      if (
        await fetch(`${base}/`).then(
          () => true,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    await new Promise<void>((resolve) => (api ? api.close(() => resolve()) : resolve()));
    rmSync(root, { recursive: true, force: true });
  });

  /** The headers of the set that `nginx` served, lower-cased names. */
  function served(response: Response, names: readonly string[]): Record<string, string | null> {
    return Object.fromEntries(names.map((name) => [name, response.headers.get(name)]));
  }

  it('serves each page with exactly the headers of its route in the build’s set', async () => {
    const cases: Array<[string, 'hub' | 'profile', string]> = [
      ['/login', 'hub', 'login'],
      ['/sso?serviceId=1', 'hub', 'hub'],
      ['/profileEditX', 'hub', 'hub'],
      ['/profileEdit', 'profile', 'edit'],
      ['/profileEdit/nickname', 'profile', 'profile'],
      ['/profileEdit/prefectures', 'profile', 'profile'],
      ['/profileEdit/prefectures/confirm', 'profile', 'profile'],
      ['/unsubscribe', 'profile', 'profile'],
    ];
    for (const [target, app, body] of cases) {
      const response = await fetch(`${base}${target}`);
      expect(response.status, target).toBe(200);
      expect(await response.text(), target).toContain(`${body}</body>`);
      const expected = headersForPath(app === 'hub' ? fx.hub : fx.profile, new URL(target, base).pathname);
      expect(served(response, Object.keys(expected)), target).toEqual(expected);
      if (!('x-frame-options' in expected))
        expect(response.headers.get('x-frame-options'), target).toBeNull();
    }
    const embedded = await fetch(`${base}/profileEdit/prefectures`);
    expect(embedded.headers.get('content-security-policy')).toContain(
      'frame-ancestors https://stg-community.example.jp https://members.example.jp',
    );
    const hubPage = await fetch(`${base}/login`);
    expect(hubPage.headers.get('content-security-policy')).toMatch(
      /script-src 'self' https:\/\/apis.google.com 'sha256-/,
    );
  });

  it('serves the profile app’s files under its base and the hub’s files with their headers', async () => {
    const asset = await fetch(`${base}/assets/a.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    const profileIndex = await fetch(`${base}/profile-app/index.html`);
    expect(await profileIndex.text()).toContain('profile</body>');
  });

  it('sends the API paths to an instance that answers, with nginx’s request id', async () => {
    const response = await fetch(`${base}/member/v1/health`, { headers: { 'x-request-id': 'forged' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const seen = apiSeen.at(-1);
    expect(seen?.['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect((await fetch(`${base}/.well-known/openid-configuration`)).status).toBe(200);
  });

  it('keeps its connections to an instance open for the next requests', async () => {
    await fetch(`${base}/member/v1/health`);
    const before = apiConnections;
    for (let i = 0; i < 10; i += 1) expect((await fetch(`${base}/member/v1/health`)).status).toBe(200);
    // One after the other: each reuses the connection the one before left idle.
    expect(apiConnections - before).toBe(0);
  });
});
