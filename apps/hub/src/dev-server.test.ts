// @vitest-environment node
// The hub's Vite dev server must not serve files outside what the hub needs: left open, `/@fs/`
// serves the authentication host's private key and the database files of apps/member-api/.data
// to anyone who reaches the gateway.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const hubDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(hubDir, '../..');
const suffix = `${process.pid}-${Date.now()}`;

/** Files that look like what must never be served; each is created for the test and removed. */
const secrets = {
  // The member API's dev data folder (keys, PGlite files); an unused name, so a running dev API is not disturbed.
  dataDirKey: path.join(repoRoot, `apps/member-api/.data/oidc-keys-probe-${suffix}.json`),
  pgliteFile: path.join(repoRoot, `apps/member-api/.data/base/probe-${suffix}/16528`),
  // A .data folder anywhere, a database file and a private key file inside the hub's own folder.
  hubDataDir: path.join(hubDir, `.data/probe-${suffix}.json`),
  databaseFile: path.join(hubDir, `probe-${suffix}.db`),
  keyFile: path.join(hubDir, `probe-${suffix}.key`),
};
const created: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let server: ViteDevServer;
let origin: string;

beforeAll(async () => {
  for (const file of Object.values(secrets)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '{"d":"private"}');
    created.push(file);
  }
  const port = await freePort();
  server = await createServer({
    configFile: path.join(hubDir, 'vite.config.ts'),
    root: hubDir,
    logLevel: 'silent',
    server: { host: '127.0.0.1', port, strictPort: true },
  });
  await server.listen();
  origin = `http://127.0.0.1:${port}`;
}, 60_000);

afterAll(async () => {
  await server?.close();
  for (const file of created) rmSync(file, { force: true });
  for (const dir of [
    path.join(repoRoot, `apps/member-api/.data/base/probe-${suffix}`),
    path.join(hubDir, '.data'),
  ])
    rmSync(dir, { recursive: true, force: true });
});

const fsUrl = (file: string) => `${origin}/@fs${file}`;

describe('hub dev server file access', () => {
  it('listens on 127.0.0.1 only', () => {
    const address = server.httpServer?.address();
    expect(typeof address === 'object' && address?.address).toBe('127.0.0.1');
  });

  it.each(Object.entries(secrets))('refuses /@fs/ for %s', async (_name, file) => {
    const res = await fetch(fsUrl(file));
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain('private');
    const raw = await fetch(`${fsUrl(file)}?raw`);
    expect(raw.status).toBe(403);
  });

  it("refuses another app's source", async () => {
    const res = await fetch(fsUrl(path.join(repoRoot, 'apps/member-api/src/config.ts')));
    expect(res.status).toBe(403);
  });

  it('still serves every workspace file the hub imports', async () => {
    const main = await (await fetch(`${origin}/src/main.tsx`)).text();
    const imports = [...main.matchAll(/"(\/@fs\/[^"?]+)/g)].map((m) => m[1]!);
    expect(imports.length).toBeGreaterThan(0);
    for (const url of imports) expect((await fetch(`${origin}${url}`)).status, url).toBe(200);
  });
});
