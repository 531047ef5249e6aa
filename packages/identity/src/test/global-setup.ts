// Vitest globalSetup: starts the real Firebase Auth emulator (firebase-tools) on free ports for
// this package's tests and stops it afterwards. The emulator URL reaches the tests through
// `inject('authEmulatorUrl')`.
//
// For quick local iteration an already running emulator can be used instead:
//   IDENTITY_TEST_EMULATOR_URL=http://127.0.0.1:9099 pnpm vitest
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { TestProject } from 'vitest/node';

export const TEST_PROJECT_ID = 'demo-member-hub';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorUrl: string;
  }
}

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// firebase-tools needs well under a minute, but on a busy 2-core machine it can take longer.
const START_LIMIT_MS = 180_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const killTimer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(killTimer);
      resolve();
    });
    // The emulator runs in its own process group: end the group, i.e. only what we started.
    process.kill(-child.pid!, 'SIGINT');
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const existing = process.env.IDENTITY_TEST_EMULATOR_URL;
  if (existing !== undefined && existing !== '') {
    project.provide('authEmulatorUrl', existing);
    return async () => {};
  }

  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'member-hub-identity-emulator-'));
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port: auth },
      hub: { host: '127.0.0.1', port: hub },
      logging: { host: '127.0.0.1', port: logging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  fs.writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify(config, null, 2));
  fs.writeFileSync(path.join(dir, '.firebaserc'), JSON.stringify({ projects: { default: TEST_PROJECT_ID } }));

  let output = '';
  const child = spawn(
    path.join(packageDir, 'node_modules/.bin/firebase'),
    [
      'emulators:start',
      '--only',
      'auth',
      '--project',
      TEST_PROJECT_ID,
      '--config',
      path.join(dir, 'firebase.json'),
    ],
    {
      cwd: dir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Offline: no message of the day, no update check.
      env: { ...process.env, CI: 'true', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1' },
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const url = `http://127.0.0.1:${auth}`;
  const deadline = Date.now() + START_LIMIT_MS;
  while (!(await answers(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop(child);
      fs.rmSync(dir, { recursive: true, force: true });
      throw new Error(`the Auth emulator did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  project.provide('authEmulatorUrl', url);
  return async () => {
    await stop(child);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
