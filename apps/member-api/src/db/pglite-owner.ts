/**
 * PGlite serves one process: a second process that opens the same data folder sees nothing of
 * the first one's work and, when it closes, writes over it. The server and the operator's
 * `member` command therefore claim the folder with a file naming their process id; a claim held
 * by a live process is refused, a stale one (the process is gone) is taken over.
 *
 * The claim file appears whole and only if there is none: it is written under a name of this
 * process's own and then hard-linked to the claim's name, which fails when a claim exists. So of two
 * processes starting at once exactly one holds the folder (a check for the file followed by a write
 * would let both through), and no one ever reads a claim half written.
 */
import fs from 'node:fs';
import path from 'node:path';

export const OWNER_FILE = 'member-api.pid';

/** Tries before giving up when claims keep appearing and going between our steps. */
const CLAIM_TRIES = 5;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/** The claim in `file`: its process id and holder, or null when there is none (or it is unreadable). */
function readClaim(file: string): { pid: number; holder: string; text: string } | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
  const held = /^(\d+) ?(.*)$/.exec(text.trim());
  return { pid: Number(held?.[1]), holder: held?.[2] ?? '', text };
}

function inUse(dataDir: string, pid: number, holder: string): Error {
  return new Error(
    `the PGlite data folder ${dataDir} is in use by ${holder || 'another process'} (process ${pid}): ` +
      'PGlite serves one process at a time. Stop it first, or run on PostgreSQL (DATABASE_URL).',
  );
}

/** Creates `file` with `text` if it does not exist yet (true), as one step: never half written. */
function createWhole(file: string, text: string): boolean {
  const draft = `${file}.${process.pid}.new`;
  fs.writeFileSync(draft, text);
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/** Claims `dataDir` for this process, or throws naming the process that holds it. Returns the release. */
export function claimPgliteDir(dataDir: string, holder: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, OWNER_FILE);
  const mine = `${process.pid} ${holder}\n`;
  const release = () => {
    try {
      if (fs.readFileSync(file, 'utf8').startsWith(`${process.pid} `)) fs.rmSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };

  for (let attempt = 0; attempt < CLAIM_TRIES; attempt++) {
    if (createWhole(file, mine)) return release;
    const claim = readClaim(file);
    // Released between our two steps: try again.
    if (!claim) continue;
    if (claim.pid === process.pid) {
      fs.writeFileSync(file, mine);
      return release;
    }
    if (Number.isInteger(claim.pid) && claim.pid > 0 && alive(claim.pid))
      throw inUse(dataDir, claim.pid, claim.holder);
    // Stale (its process is gone, or the file is unreadable as a claim): move it aside, then claim
    // afresh. Of two processes taking over the same stale claim, one moves it; should the other
    // move the first one's new claim instead, it finds a live claim aside and puts it back.
    const aside = `${file}.${process.pid}`;
    try {
      fs.renameSync(file, aside);
    } catch (error) {
      if (errorCode(error) === 'ENOENT') continue;
      throw error;
    }
    const moved = readClaim(aside);
    if (moved && moved.text !== claim.text && moved.pid !== process.pid && alive(moved.pid)) {
      fs.renameSync(aside, file);
      throw inUse(dataDir, moved.pid, moved.holder);
    }
    fs.rmSync(aside, { force: true });
  }
  throw new Error(`the PGlite data folder ${dataDir} could not be claimed: its claim kept changing`);
}
