// Child processes of the stack: each runs in its own process group so that stopping it also
// stops whatever it started (pnpm → vite, firebase → emulator). Being in its own group, it would
// outlive a stack owner that is killed without stopping it: the orphan guard ends it then.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

export type Logger = (line: string) => void;

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal name) when the process has ended. */
  exited: Promise<number | string>;
  stop(): Promise<void>;
}

export interface StartProcessOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  log: Logger;
}

/** Prefix every output line with the process name. */
function pipeLines(
  stream: NodeJS.ReadableStream | null,
  name: string,
  log: Logger,
  quiet: () => boolean,
): void {
  if (!stream) return;
  let buffer = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    if (quiet()) return;
    for (const line of lines) if (line.trim() !== '') log(`[${name}] ${line}`);
  });
  stream.on('end', () => {
    if (buffer.trim() !== '' && !quiet()) log(`[${name}] ${buffer}`);
  });
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

const orphanGuardScript = fileURLToPath(new URL('./orphan-guard.mjs', import.meta.url));
let orphanGuardInput: NodeJS.WritableStream | undefined;

/** This process's orphan guard's input (./orphan-guard.mjs), started on first use. */
function orphanGuard(): NodeJS.WritableStream {
  if (orphanGuardInput === undefined) {
    const guard = spawn(process.execPath, [orphanGuardScript], {
      detached: true,
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    guard.on('error', () => {});
    guard.unref();
    const input = guard.stdin!;
    input.on('error', () => {});
    // The pipe stays open as long as this process lives, without keeping it alive.
    (input as unknown as net.Socket).unref();
    orphanGuardInput = input;
  }
  return orphanGuardInput;
}

/** Hands `entry` to the orphan guard; the returned function takes it back (once). */
function guard(entry: string, release: string): () => void {
  const input = orphanGuard();
  input.write(`+${entry}\n`);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    input.write(`-${release}\n`);
  };
}

/**
 * Puts the process group `pgid` in the care of this process's orphan guard (./orphan-guard.mjs,
 * one per process): if this process ends without stopping the group, the guard ends it. Returns
 * the function to call once the group has been stopped here.
 */
export function guardGroup(pgid: number | undefined): () => void {
  if (pgid === undefined) return () => {};
  return guard(String(pgid), String(pgid));
}

/**
 * A folder of this run (its data, its mail) that the orphan guard removes if this process ends
 * without removing it. Returns the function that removes it here and takes it back from the guard.
 */
export function guardFolder(folder: string): () => void {
  if (folder.includes('\n')) throw new Error('a folder to guard has no line break in its path');
  const release = guard(`dir ${folder}`, `dir ${folder}`);
  return () => {
    fs.rmSync(folder, { recursive: true, force: true });
    release();
  };
}

/**
 * A database of this run (a plain lower-case name on the server of `adminUrl`) that the orphan
 * guard drops if this process ends without dropping it. Returns the function to call once it has
 * been dropped here (./postgres.ts's `createRunDatabase` does both).
 */
export function guardDatabase(name: string, adminUrl: string): () => void {
  if (!/^[a-z0-9_]+$/.test(name) || /\s/.test(adminUrl))
    throw new Error(`a database to guard needs a plain name and an URL without spaces: ${name}`);
  return guard(`db ${name} ${adminUrl}`, `db ${name}`);
}

export function startProcess(options: StartProcessOptions): ManagedProcess {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const release = guardGroup(child.pid);
  // Once we stop a process, its complaints about being stopped (pnpm's "Command failed with
  // signal SIGTERM") are noise.
  let stopRequested = false;
  const quiet = () => stopRequested;
  pipeLines(child.stdout, options.name, options.log, quiet);
  pipeLines(child.stderr, options.name, options.log, quiet);
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
    child.on('error', (error) => {
      options.log(`[${options.name}] ${error.message}`);
      resolve('spawn-error');
    });
  });
  let stopping: Promise<void> | undefined;
  return {
    name: options.name,
    child,
    exited,
    stop() {
      stopRequested = true;
      stopping ??= (async () => {
        if (child.exitCode !== null || child.signalCode !== null) {
          signalGroup(child, 'SIGKILL'); // leftovers of the group, if any
          release();
          return;
        }
        signalGroup(child, 'SIGTERM');
        const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 8000);
        await exited;
        clearTimeout(timer);
        signalGroup(child, 'SIGKILL');
        release();
      })();
      return stopping;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Poll `check` until it returns true; fail after `timeoutMs` or when `abort` settles first. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  { timeoutMs, abort }: { timeoutMs: number; abort?: Promise<unknown> },
): Promise<void> {
  let aborted: string | undefined;
  void abort?.then((reason) => {
    aborted = String(reason);
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (aborted !== undefined) throw new Error(`${what}: the process ended (${aborted}) before it was ready`);
    if (await check().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`${what}: not ready after ${Math.round(timeoutMs / 1000)} s`);
}

/** True when an HTTP GET of `url` answers with a status below 500. */
export async function httpAnswers(url: string): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await res.body?.cancel();
  return res.status < 500;
}

/** True when something accepts TCP connections on `host:port`. */
export function tcpAnswers(port: number, host = 'localhost'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}
