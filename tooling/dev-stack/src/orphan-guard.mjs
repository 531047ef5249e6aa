// The stack's orphan guard: a small process that ends the stack's process groups when the process
// that started them is gone, however it ended (SIGKILL of a Playwright runner, a closed terminal).
// The stack's processes run in their own process groups (processes.ts), so nothing else would end
// them: a mail catcher left behind holds the stack's ports and the next run cannot start.
//
// Its standard input is a pipe from the owner: a line "+<pgid>" adds a group, "-<pgid>" forgets a
// group the owner has stopped itself. The end of that input means the owner has exited (the kernel
// closes the pipe): every remaining group gets SIGTERM, and SIGKILL 5 s later if still there.
// Plain JavaScript with no imports from the project: it runs on `node` alone.
const GRACE_MS = 5000;
const groups = new Set();

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

let buffer = '';
let ended = false;
function ownerGone() {
  if (ended) return;
  ended = true;
  const left = [...groups].filter(alive);
  for (const pgid of left) signal(pgid, 'SIGTERM');
  if (left.length === 0) process.exit(0);
  setTimeout(() => {
    for (const pgid of left) signal(pgid, 'SIGKILL');
    process.exit(0);
  }, GRACE_MS);
}

process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffer += chunk;
  const lines = buffer.split('\n');
  buffer = lines.pop() ?? '';
  for (const line of lines) {
    const pgid = Number(line.slice(1));
    if (!Number.isInteger(pgid) || pgid <= 1) continue;
    if (line.startsWith('+')) groups.add(pgid);
    else if (line.startsWith('-')) groups.delete(pgid);
  }
});
process.stdin.on('end', ownerGone);
process.stdin.on('error', ownerGone);
process.on('SIGHUP', () => {});
