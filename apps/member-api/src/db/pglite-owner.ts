/**
 * PGlite serves one process: a second process that opens the same data folder sees nothing of
 * the first one's work and, when it closes, writes over it. The server and the operator's
 * `member` command therefore claim the folder with a file naming their process id; a claim held
 * by a live process is refused, a stale one (the process is gone) is taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

export const OWNER_FILE = 'member-api.pid';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Claims `dataDir` for this process, or throws naming the process that holds it. Returns the release. */
export function claimPgliteDir(dataDir: string, holder: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, OWNER_FILE);
  const held = fs.existsSync(file) ? /^(\d+) ?(.*)$/.exec(fs.readFileSync(file, 'utf8').trim()) : null;
  const pid = Number(held?.[1]);
  if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
    throw new Error(
      `the PGlite data folder ${dataDir} is in use by ${held?.[2] || 'another process'} (process ${pid}): ` +
        'PGlite serves one process at a time. Stop it first, or run on PostgreSQL (DATABASE_URL).',
    );
  }
  fs.writeFileSync(file, `${process.pid} ${holder}\n`);
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8').startsWith(`${process.pid} `)) fs.rmSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
}
