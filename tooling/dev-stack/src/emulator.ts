// startAuthEmulator(): the real Firebase Authentication emulator (firebase-tools), offline, for
// tests, benchmarks and the local stack.
//
//   import { startAuthEmulator } from '@member-hub/dev-stack/emulator';
//   const emulator = await startAuthEmulator();          // free ports, project demo-member-hub
//   process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
//   ...
//   await emulator.stop();
//
// A temporary directory holds its firebase.json and .firebaserc; the project is a demo- one, so
// firebase-tools needs neither a login nor the network. The emulator runs in its own process
// group: stop() ends that group (and only it) and removes the directory.
//
// This module stands alone (Node built-ins only) so that importing it does not load the stack.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// No .ts extension: this module is also type-checked by packages whose tsconfig does not allow one.
import { guardFolder, guardGroup } from './processes';

/** The demo project of the member hub: "demo-" keeps firebase-tools offline. */
export const FIREBASE_PROJECT_ID = 'demo-member-hub';

/** firebase-tools loads slowly: about 20 s on an idle 2-core machine, minutes under load. */
export const AUTH_EMULATOR_START_LIMIT_MS = 300_000;

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const firebaseBin = path.join(packageDir, 'node_modules/.bin/firebase');
/** How much of the emulator's output an error message repeats. */
const OUTPUT_LIMIT = 20_000;

export interface AuthEmulatorPorts {
  /** The Auth emulator itself. */
  auth: number;
  /** firebase-tools' Emulator Hub. */
  hub: number;
  /** firebase-tools' logging port. */
  logging: number;
}

export interface StartAuthEmulatorOptions {
  /** Must start with "demo-" (offline). Default FIREBASE_PROJECT_ID. */
  projectId?: string;
  /** Fixed ports; each one not given is a free port. */
  ports?: Partial<AuthEmulatorPorts>;
  /** How long it may take to answer (default AUTH_EMULATOR_START_LIMIT_MS). */
  timeoutMs?: number;
  /** Receives every output line of firebase-tools (default: kept only for the error message). */
  log?: (line: string) => void;
  /** Base environment of the child (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** Aborts a start in progress: the emulator is stopped and the start rejects. */
  signal?: AbortSignal;
}

export interface AuthEmulator {
  projectId: string;
  ports: AuthEmulatorPorts;
  /** host:port, the form FIREBASE_AUTH_EMULATOR_HOST takes. */
  host: string;
  /** http://host:port */
  url: string;
  /** Resolves with the exit code (or signal) when the emulator ends, on its own or by stop(). */
  exited: Promise<number | string>;
  /** What firebase-tools has written so far (stdout and stderr). */
  output(): string;
  /** Ends the emulator's process group and removes its directory. Safe to call twice. */
  stop(): Promise<void>;
}

/**
 * Whether a start failed because a port chosen by freePort() was taken by another process before
 * the server bound it (the race of "choose, then bind" on a busy machine).
 */
export function isPortTaken(error: unknown): boolean {
  const text =
    error instanceof Error
      ? `${error.message} ${String((error as { code?: unknown }).code ?? '')}`
      : String(error);
  return /EADDRINUSE|address already in use|port taken|is not open on/i.test(text);
}

/**
 * Runs `start` (which chooses its ports with freePort()) again, on fresh ports, when the ports it
 * chose were taken before it bound them; any other failure is thrown at once.
 */
export async function startOnFreePorts<T>(start: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start();
    } catch (error) {
      if (attempt >= attempts || !isPortTaken(error)) throw error;
    }
  }
}

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** True when the emulator at `url` (http://host:port) answers its status page. */
export async function authEmulatorAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** Waits until an emulator someone else started (e.g. FIREBASE_AUTH_EMULATOR_HOST) answers. */
export async function waitForAuthEmulator(url: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await authEmulatorAnswers(url))) {
    if (Date.now() > deadline) throw new Error(`the Auth emulator at ${url} did not answer`);
    await sleep(300);
  }
}

function signalGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

/**
 * Starts the emulator; when it chose every port itself and one was taken before firebase-tools
 * bound it, starts again on fresh ones (at most 3 times). Fixed ports are never retried.
 */
export function startAuthEmulator(options: StartAuthEmulatorOptions = {}): Promise<AuthEmulator> {
  const anyFixed = Object.values(options.ports ?? {}).some((port) => port !== undefined);
  return anyFixed ? startAuthEmulatorOnce(options) : startOnFreePorts(() => startAuthEmulatorOnce(options));
}

async function startAuthEmulatorOnce(options: StartAuthEmulatorOptions): Promise<AuthEmulator> {
  const projectId = options.projectId ?? FIREBASE_PROJECT_ID;
  if (!projectId.startsWith('demo-')) {
    throw new Error(`the Auth emulator runs offline only with a demo- project, not "${projectId}"`);
  }
  const ports: AuthEmulatorPorts = {
    auth: options.ports?.auth ?? (await freePort()),
    hub: options.ports?.hub ?? (await freePort()),
    logging: options.ports?.logging ?? (await freePort()),
  };
  const host = `127.0.0.1:${ports.auth}`;
  const url = `http://${host}`;

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'member-hub-auth-emulator-'));
  const removeDir = guardFolder(dir);
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port: ports.auth },
      hub: { host: '127.0.0.1', port: ports.hub },
      logging: { host: '127.0.0.1', port: ports.logging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  fs.writeFileSync(path.join(dir, 'firebase.json'), `${JSON.stringify(config, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, '.firebaserc'), JSON.stringify({ projects: { default: projectId } }));

  const child = spawn(
    firebaseBin,
    [
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
      '--config',
      path.join(dir, 'firebase.json'),
    ],
    {
      cwd: dir,
      // Its own process group, so that stop() also ends whatever firebase-tools starts.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Offline: CI=true also skips the message of the day; no update check.
      env: {
        ...(options.env ?? process.env),
        CI: 'true',
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
        NO_UPDATE_NOTIFIER: '1',
      },
    },
  );

  const release = guardGroup(child.pid);
  let output = '';
  let stopRequested = false;
  let pending = '';
  const onData = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-OUTPUT_LIMIT);
    if (!options.log || stopRequested) return;
    const lines = (pending + text).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim() !== '') options.log(line);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
    child.once('error', (error) => {
      output += `\n${error.message}`;
      resolve('spawn-error');
    });
  });
  let ended: string | undefined;
  void exited.then((code) => {
    ended = String(code);
  });

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopRequested = true;
    stopping ??= (async () => {
      if (ended === undefined) {
        signalGroup(child.pid, 'SIGTERM');
        const timer = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      signalGroup(child.pid, 'SIGKILL'); // leftovers of the group, if any
      release();
      removeDir();
    })();
    return stopping;
  };

  const timeoutMs = options.timeoutMs ?? AUTH_EMULATOR_START_LIMIT_MS;
  const deadline = Date.now() + timeoutMs;
  let failure: string | undefined;
  while (!(await authEmulatorAnswers(url))) {
    if (ended !== undefined) failure = `ended (${ended}) before it answered`;
    else if (options.signal?.aborted) failure = 'start aborted';
    else if (Date.now() > deadline)
      failure = `did not answer on ${url} within ${Math.round(timeoutMs / 1000)} s`;
    if (failure !== undefined) {
      await stop();
      throw new Error(`the Auth emulator ${failure}; its output:\n${output}`);
    }
    await sleep(300);
  }

  return { projectId, ports, host, url, exited, output: () => output, stop };
}
