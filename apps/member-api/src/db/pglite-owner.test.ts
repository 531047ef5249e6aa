import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { claimPgliteDir, OWNER_FILE } from './pglite-owner';

const ownerModule = fileURLToPath(new URL('./pglite-owner.ts', import.meta.url));

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-owner-'));
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

const claimFile = (dir: string) => path.join(dir, OWNER_FILE);

/** The process id of a process that has ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('claimPgliteDir', () => {
  it('claims a free folder with this process and its holder, and the release frees it', () => {
    const dir = path.join(root, 'free');
    const release = claimPgliteDir(dir, 'the member API');
    expect(fs.readFileSync(claimFile(dir), 'utf8')).toBe(`${process.pid} the member API\n`);
    release();
    expect(fs.existsSync(claimFile(dir))).toBe(false);
  });

  it('refuses a folder a live process holds, naming it, and leaves its claim alone', () => {
    // The test runner's parent is alive, as a running server would be.
    fs.writeFileSync(claimFile(root), `${process.ppid} the member API\n`);
    expect(() => claimPgliteDir(root, 'member')).toThrow(
      `is in use by the member API (process ${process.ppid}): PGlite serves one process at a time`,
    );
    expect(fs.readFileSync(claimFile(root), 'utf8')).toBe(`${process.ppid} the member API\n`);
    expect(fs.readdirSync(root)).toEqual([OWNER_FILE]);
  });

  it('takes over a claim whose process has ended, and one it cannot read', () => {
    fs.writeFileSync(claimFile(root), `${endedPid()} the member API\n`);
    claimPgliteDir(root, 'member');
    expect(fs.readFileSync(claimFile(root), 'utf8')).toBe(`${process.pid} member\n`);

    fs.writeFileSync(claimFile(root), 'not a claim');
    claimPgliteDir(root, 'member');
    expect(fs.readdirSync(root)).toEqual([OWNER_FILE]);
    expect(fs.readFileSync(claimFile(root), 'utf8')).toBe(`${process.pid} member\n`);
  });

  it('of two processes claiming the same folders at the same instant, exactly one holds each', async () => {
    const folders = 150;
    // Each process claims folder i at start + i × 4 ms (spinning to the instant, so that the two
    // try within microseconds of each other), and keeps every claim until both have finished.
    const child = path.join(root, 'claimer.mjs');
    fs.writeFileSync(
      child,
      `import { claimPgliteDir } from ${JSON.stringify(ownerModule)};
const [root, start, folders] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
const won = [];
for (let i = 0; i < folders; i++) {
  while (Date.now() < start + i * 4);
  try { claimPgliteDir(root + '/f' + i, 'claimer'); won.push(i); } catch {}
}
process.stdout.write(JSON.stringify(won));
await new Promise((resolve) => process.stdin.once('data', resolve));
`,
    );
    const start = Date.now() + 1_500;
    const claimers = [0, 1].map(() => {
      const proc = spawn(process.execPath, ['--import', 'tsx', child, root, String(start), String(folders)], {
        stdio: ['pipe', 'pipe', 'inherit'],
      });
      const won = new Promise<number[]>((resolve) => {
        let out = '';
        proc.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          try {
            resolve(JSON.parse(out) as number[]);
          } catch {
            // Not all of it yet.
          }
        });
      });
      return { proc, won };
    });
    const [first, second] = await Promise.all(claimers.map((c) => c.won));
    for (const c of claimers) c.proc.stdin.end('done');

    const holders = Array.from(
      { length: folders },
      (_, i) => Number(first!.includes(i)) + Number(second!.includes(i)),
    );
    expect(holders.filter((count) => count !== 1)).toEqual([]);
  }, 30_000);
});
