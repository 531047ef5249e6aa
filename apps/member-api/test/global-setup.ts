/**
 * Vitest global set-up of the member API:
 * 1. the Firebase Auth emulator: the one in FIREBASE_AUTH_EMULATOR_HOST, or one started here on
 *    free ports (startAuthEmulator of @member-hub/dev-stack: offline demo- project);
 * 2. PostgreSQL: when TEST_DATABASE_URL is set, a fresh database member_api_test_<random> is
 *    created, migrated once, handed to the tests as MEMBER_API_TEST_PG_URL and dropped afterwards.
 *    With CI=true and no TEST_DATABASE_URL the run fails: CI must test both drivers.
 * 3. PGlite: one cluster migrated here and dumped to a file (MEMBER_API_TEST_PGLITE_ARCHIVE); each
 *    test server's in-memory PGlite starts from it instead of creating and migrating its own.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  freePort,
  startAuthEmulator,
  startOnFreePorts,
  waitForAuthEmulator,
} from '@member-hub/dev-stack/emulator';

import { openDatabase, writeMigratedPgliteArchive } from '../src/db/client';

import { createScratchDatabase, type ScratchDatabase } from './scratch-database';

async function createTestDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const database = await createScratchDatabase(adminUrl, 'member_api_test');
  // Migrate once here so that parallel test files do not race on the first migration.
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: ':memory:' });
  await handle.close();
  return database;
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
    const emulator = await startAuthEmulator();
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    teardown.push(() => emulator.stop());
  } else {
    await waitForAuthEmulator(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`);
  }

  // 3. The older community service stand-in (apps/stand-ins, its own process; never imported).
  if (!process.env.LEGACY_SERVICE_URL) {
    const legacy = await startOnFreePorts(startLegacyStandIn);
    process.env.LEGACY_SERVICE_URL = legacy.url;
    teardown.push(() => legacy.stop());
  }

  const archiveDir = mkdtempSync(path.join(os.tmpdir(), 'member-api-test-pglite-'));
  process.env.MEMBER_API_TEST_PGLITE_ARCHIVE = path.join(archiveDir, 'migrated.tar');
  await writeMigratedPgliteArchive(process.env.MEMBER_API_TEST_PGLITE_ARCHIVE);
  teardown.push(async () => rmSync(archiveDir, { recursive: true, force: true }));

  if (testDatabaseUrl) {
    const database = await createTestDatabase(testDatabaseUrl);
    process.env.MEMBER_API_TEST_PG_URL = database.url;
    teardown.push(() => database.drop({ force: true }));
  }

  return async () => {
    for (const step of teardown.reverse()) await step();
  };
}

/**
 * Starts apps/stand-ins (carrier and older service) on free ports; answers the older service's URL.
 * Its error output is passed on and kept for the error message (a port taken shows there).
 */
async function startLegacyStandIn(): Promise<{ url: string; stop(): Promise<void> }> {
  const standIns = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../stand-ins');
  const [carrierPort, legacyPort] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${legacyPort}`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@member-hub/source', 'src/main.ts'],
    {
      cwd: standIns,
      env: {
        ...process.env,
        MEMBER_HUB_PROFILE: 'test',
        CARRIER_OP_PORT: String(carrierPort),
        LEGACY_SERVICE_PORT: String(legacyPort),
        LEGACY_SERVICE_URL: url,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    errors = (errors + chunk.toString()).slice(-10_000);
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`stand-ins exited with ${child.exitCode}: ${errors}`);
    try {
      if ((await fetch(`${url}/test/accounts`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error('stand-ins did not start within 60 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
