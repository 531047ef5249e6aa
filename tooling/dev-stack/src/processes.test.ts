import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { adminQuery } from './postgres.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const processesModule = path.join(here, 'processes.ts');
const postgresModule = path.join(here, 'postgres.ts');

/** Whether anything of the process group `pgid` is still running. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

/**
 * A stack owner in a process of its own: it starts a long-running child the way the stack does
 * (startProcess: its own process group), prints the child's pid, and then either waits to be
 * killed or stops the child itself and exits.
 */
function startOwner(mode: 'wait' | 'stop-and-exit', setUp = '') {
  const script = `
    const { startProcess, guardFolder, guardDatabase } = await import(${JSON.stringify(processesModule)});
    ${setUp}
    const child = startProcess({ name: 'sleeper', command: 'sleep', args: ['60'], cwd: '/', env: process.env, log: () => {} });
    console.log(String(child.child.pid));
    if (${JSON.stringify(mode)} === 'stop-and-exit') { await child.stop(); console.log('stopped'); }
    else setInterval(() => {}, 1000);
  `;
  const owner = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  let buffer = '';
  owner.stdout.setEncoding('utf8');
  owner.stdout.on('data', (chunk: string) => {
    buffer += chunk;
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    lines.push(...parts);
  });
  return { owner, lines };
}

describe('the stack’s processes when their owner is gone', () => {
  it('a child in its own process group ends when the process that started it is killed outright', async () => {
    const { owner, lines } = startOwner('wait');
    expect(await until(() => lines.length > 0, 20_000)).toBe(true);
    const pgid = Number(lines[0]);
    expect(groupAlive(pgid)).toBe(true);

    owner.kill('SIGKILL');
    await once(owner, 'exit');

    // Without the guard, `sleep 60` in its own group outlives the owner by a minute.
    expect(await until(() => !groupAlive(pgid), 10_000)).toBe(true);
  }, 40_000);

  it('a child the owner stopped itself is left to it, and the owner exits without waiting for the guard', async () => {
    const { owner, lines } = startOwner('stop-and-exit');
    const [code] = (await once(owner, 'exit')) as [number | null];
    expect(code).toBe(0);
    expect(lines[1]).toBe('stopped');
    expect(groupAlive(Number(lines[0]))).toBe(false);
  }, 40_000);

  it('the run’s folder and database are removed when the process that made them is killed outright', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'member-hub-guard-test-'));
    fs.writeFileSync(path.join(folder, 'mail.eml'), 'a mail of the run');
    const adminUrl = process.env.TEST_DATABASE_URL;
    const database = `member_hub_guard_test_${randomBytes(5).toString('hex')}`;
    const databaseExists = async () =>
      (await adminQuery(adminUrl!, 'select 1 from pg_database where datname = $1', [database])).rowCount ===
      1;
    if (adminUrl) await adminQuery(adminUrl, `CREATE DATABASE ${database}`);
    const setUp = [
      `guardFolder(${JSON.stringify(folder)});`,
      adminUrl ? `guardDatabase(${JSON.stringify(database)}, ${JSON.stringify(adminUrl)});` : '',
    ].join(' ');
    const { owner, lines } = startOwner('wait', setUp);
    try {
      expect(await until(() => lines.length > 0, 20_000)).toBe(true);
      owner.kill('SIGKILL');
      await once(owner, 'exit');

      // Without the guard the folder (a run's mail, its embedded database) stays in /tmp for good.
      expect(await until(() => !fs.existsSync(folder), 15_000)).toBe(true);
      if (adminUrl) {
        const deadline = Date.now() + 15_000;
        while ((await databaseExists()) && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 200));
        expect(await databaseExists()).toBe(false);
      }
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
      if (adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    }
  }, 60_000);

  it('a folder and database the owner removed itself are gone, and the guard forgets them', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'member-hub-guard-test-'));
    const adminUrl = process.env.TEST_DATABASE_URL;
    const database = `member_hub_guard_test_${randomBytes(5).toString('hex')}`;
    const databaseExists = async () =>
      (await adminQuery(adminUrl!, 'select 1 from pg_database where datname = $1', [database])).rowCount ===
      1;
    // The owner removes both the way a stack stops, reports whether they are gone, then makes them
    // anew (standing for whatever takes the name next): the guard must leave those alone.
    const setUp = `
      const fs = await import('node:fs');
      const removeFolder = guardFolder(${JSON.stringify(folder)});
      removeFolder();
      console.log(fs.existsSync(${JSON.stringify(folder)}) ? 'folder left' : 'folder gone');
      fs.mkdirSync(${JSON.stringify(folder)});
      ${
        adminUrl
          ? `const { createRunDatabase, adminQuery } = await import(${JSON.stringify(postgresModule)});
      const database = await createRunDatabase(${JSON.stringify(adminUrl)}, ${JSON.stringify(database)});
      await database.drop();
      const left = await adminQuery(${JSON.stringify(adminUrl)}, 'select 1 from pg_database where datname = $1', [${JSON.stringify(database)}]);
      console.log(left.rowCount === 0 ? 'database gone' : 'database left');
      await adminQuery(${JSON.stringify(adminUrl)}, 'CREATE DATABASE ${database}');`
          : ''
      }
    `;
    const { owner, lines } = startOwner('wait', setUp);
    try {
      const reports = adminUrl ? 3 : 2;
      expect(await until(() => lines.length >= reports, 20_000)).toBe(true);
      expect(lines.slice(0, reports - 1)).toEqual(
        adminUrl ? ['folder gone', 'database gone'] : ['folder gone'],
      );
      owner.kill('SIGKILL');
      await once(owner, 'exit');

      // The guard would have removed them within a second or two of the kill (the test above).
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(fs.existsSync(folder)).toBe(true);
      if (adminUrl) expect(await databaseExists()).toBe(true);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
      if (adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    }
  }, 60_000);
});
