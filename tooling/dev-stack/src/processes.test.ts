import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const processesModule = path.join(here, 'processes.ts');

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
function startOwner(mode: 'wait' | 'stop-and-exit') {
  const script = `
    const { startProcess } = await import(${JSON.stringify(processesModule)});
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
});
