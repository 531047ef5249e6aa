// The stack's orphan guard: a small process that ends the stack's process groups, and removes its
// folders and databases, when the process that started them is gone, however it ended (SIGKILL of
// a Playwright runner, a closed terminal). The stack's processes run in their own process groups
// (processes.ts), so nothing else would end them: a mail catcher left behind holds the stack's ports
// and the next run cannot start; and a run's database and temporary folders would stay for good.
//
// Its standard input is a pipe from the owner, one line each:
//   +<pgid> / -<pgid>                      a process group in its care / stopped by the owner itself
//   +dir <path> / -dir <path>              a folder to remove / removed by the owner itself
//   +db <name> <admin url> / -db <name>    a PostgreSQL database to drop / dropped by the owner
// The end of that input means the owner has exited (the kernel closes the pipe): every remaining
// group gets SIGTERM, and SIGKILL 5 s later if still there; then the folders are removed and the
// databases dropped (WITH (FORCE)). Plain JavaScript with no imports from the project: it runs on
// `node` alone, and loads `pg` (a dependency of this package) only to drop a database.
import { rmSync } from 'node:fs';

const GRACE_MS = 5000;
const groups = new Set();
const folders = new Set();
/** Database name → the admin URL it was made through. */
const databases = new Map();

function alive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function signal(pgid, name) {
  try {
    process.kill(-pgid, name);
  } catch {
    // Already gone.
  }
}

async function dropDatabase(name, adminUrl) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

async function cleanUpAndExit() {
  for (const folder of folders) {
    try {
      rmSync(folder, { recursive: true, force: true });
    } catch {
      // Nothing more to do for it.
    }
  }
  for (const [name, adminUrl] of databases) {
    try {
      await dropDatabase(name, adminUrl);
    } catch {
      // The server may be gone too.
    }
  }
  process.exit(0);
}

let buffer = '';
let ended = false;
function ownerGone() {
  if (ended) return;
  ended = true;
  const left = [...groups].filter(alive);
  for (const pgid of left) signal(pgid, 'SIGTERM');
  const deadline = Date.now() + GRACE_MS;
  const waitForGroups = () => {
    const running = left.filter(alive);
    if (running.length > 0 && Date.now() < deadline) {
      setTimeout(waitForGroups, 100);
      return;
    }
    for (const pgid of running) signal(pgid, 'SIGKILL');
    void cleanUpAndExit();
  };
  waitForGroups();
}

/** One line of the owner's input (see the top of this file). */
function take(line) {
  const match = /^([+-])(?:(dir|db) )?(.+)$/.exec(line);
  if (!match) return;
  const [, sign, kind, rest] = match;
  if (kind === 'dir') {
    if (sign === '+') folders.add(rest);
    else folders.delete(rest);
  } else if (kind === 'db') {
    const [name, adminUrl] = rest.split(' ');
    // Only a plain name can be dropped in a statement of its own (no quoting, nothing injected).
    if (!/^[a-z0-9_]+$/.test(name)) return;
    if (sign === '+' && adminUrl) databases.set(name, adminUrl);
    else if (sign === '-') databases.delete(name);
  } else {
    const pgid = Number(rest);
    if (!Number.isInteger(pgid) || pgid <= 1) return;
    if (sign === '+') groups.add(pgid);
    else groups.delete(pgid);
  }
}

process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffer += chunk;
  const lines = buffer.split('\n');
  buffer = lines.pop() ?? '';
  for (const line of lines) take(line);
});
process.stdin.on('end', ownerGone);
process.stdin.on('error', ownerGone);
process.on('SIGHUP', () => {});
