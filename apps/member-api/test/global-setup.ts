/**
 * Vitest global set-up of the member API:
 * 1. the Firebase Auth emulator: the one in FIREBASE_AUTH_EMULATOR_HOST, or one started here on
 *    free ports (firebase-tools from devDependencies, a temporary firebase.json, demo- project);
 * 2. PostgreSQL: when TEST_DATABASE_URL is set, a fresh database member_api_test_<random> is
 *    created, migrated once, handed to the tests as MEMBER_API_TEST_PG_URL and dropped afterwards.
 *    With CI=true and no TEST_DATABASE_URL the run fails: CI must test both drivers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

import { openDatabase } from '../src/db/client';

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROJECT_ID = 'demo-member-hub';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`Auth emulator exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`Timed out waiting for ${url}`);
}

async function startEmulator(): Promise<{ host: string; stop(): Promise<void> }> {
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'member-api-test-firebase-'));
  writeFileSync(
    path.join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: auth },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  writeFileSync(path.join(dir, '.firebaserc'), JSON.stringify({ projects: { default: PROJECT_ID } }));
  const output: string[] = [];
  const child = spawn(
    path.join(appRoot, 'node_modules', '.bin', 'firebase'),
    [
      'emulators:start',
      '--only',
      'auth',
      '--project',
      PROJECT_ID,
      '--config',
      path.join(dir, 'firebase.json'),
    ],
    {
      cwd: dir,
      env: { ...process.env, CI: 'true', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  const host = `127.0.0.1:${auth}`;
  try {
    await waitFor(`http://${host}/`, 120_000, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output.join('')}`);
  }
  return {
    host,
    async stop() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((r) => child.once('exit', r));
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          child.kill('SIGTERM');
        }
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            // already gone
          }
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createTestDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `member_api_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Migrate once here so that parallel test files do not race on the first migration.
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: ':memory:' });
  await handle.close();
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export default async function setup(): Promise<() => Promise<void>> {
  const teardown: Array<() => Promise<void>> = [];

  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  if (!testDatabaseUrl && process.env.CI === 'true') {
    throw new Error(
      'CI=true but TEST_DATABASE_URL is not set: the member API must be tested on PostgreSQL too.',
    );
  }

  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    const emulator = await startEmulator();
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    teardown.push(() => emulator.stop());
  } else {
    await waitFor(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/`, 10_000);
  }

  if (testDatabaseUrl) {
    const database = await createTestDatabase(testDatabaseUrl);
    process.env.MEMBER_API_TEST_PG_URL = database.url;
    teardown.push(() => database.drop());
  }

  return async () => {
    for (const step of teardown.reverse()) await step();
  };
}
