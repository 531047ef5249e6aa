// The demo service as started by `pnpm dev`: where it listens, and that it refuses its
// development secrets outside the dev and test profiles (they are public in the source).
import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterEach, describe, expect, it } from 'vitest';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(appDir, 'node_modules/.bin/tsx');

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

function lanAddress(): string | undefined {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const entry of list ?? []) if (entry.family === 'IPv4' && !entry.internal) return entry.address;
  }
  return undefined;
}

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

const children: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGTERM');
});

/** Starts `main.ts community`; resolves with its output once it listens or exits. */
function startMain(
  env: Record<string, string>,
): Promise<{ listening: boolean; output: string; code: number | null }> {
  const child = spawn(tsx, ['src/main.ts', 'community'], {
    cwd: appDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  });
  children.push(child);
  let output = '';
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('[demo-service:community]')) resolve({ listening: true, output, code: null });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => resolve({ listening: false, output, code }));
  });
}

describe('demo service start', () => {
  const lan = lanAddress();

  it.skipIf(!lan)('listens on 127.0.0.1 only: a LAN neighbour cannot connect', async () => {
    const port = await freePort();
    const started = await startMain({ MEMBER_HUB_PROFILE: 'dev', DEMO_SERVICE_PORT: String(port) });
    expect(started.listening, started.output).toBe(true);
    expect(await connects('127.0.0.1', port)).toBe(true);
    expect(await connects(lan!, port)).toBe(false);
  });

  it('refuses the development client and cookie secrets unless the profile is dev or test', async () => {
    const port = await freePort();
    const started = await startMain({ DEMO_SERVICE_PORT: String(port) });
    expect(started.listening).toBe(false);
    expect(started.code).not.toBe(0);
    expect(started.output).toContain('DEMO_SERVICE_CLIENT_SECRET');
    expect(await connects('127.0.0.1', port)).toBe(false);
  });

  it('starts outside dev and test when the secrets are configured', async () => {
    const port = await freePort();
    const started = await startMain({
      MEMBER_HUB_PROFILE: 'production',
      DEMO_SERVICE_PORT: String(port),
      DEMO_SERVICE_CLIENT_SECRET: 'a-configured-secret-of-some-length',
      DEMO_SERVICE_COOKIE_SECRET: 'a-configured-cookie-secret-of-some-length',
    });
    expect(started.listening, started.output).toBe(true);
  });
});
