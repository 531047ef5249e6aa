/**
 * The carrier's OpenID Provider stand-in (apps/stand-ins) as its own process on free ports, for
 * tests of the carrier relay. Started, never imported: production code must not depend on it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { freePort, startOnFreePorts } from '@member-hub/dev-stack/emulator';

const standInsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../stand-ins');

export interface RunningCarrier {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

/**
 * Starts the stand-in; when a free port was taken by another process before the stand-in bound it
 * (EADDRINUSE: the ports are chosen, then bound by the child), starts it again on fresh ports.
 */
export function startCarrierStandIn(hubOrigin: string): Promise<RunningCarrier> {
  return startOnFreePorts(() => startOnce(hubOrigin));
}

async function startOnce(hubOrigin: string): Promise<RunningCarrier> {
  const carrierPort = await freePort();
  const legacyPort = await freePort();
  const issuer = `http://localhost:${carrierPort}`;
  const child: ChildProcess = spawn(
    path.join(standInsDir, 'node_modules/.bin/tsx'),
    ['--conditions=@member-hub/source', 'src/main.ts'],
    {
      cwd: standInsDir,
      env: {
        ...process.env,
        MEMBER_HUB_PROFILE: 'test',
        HUB_PUBLIC_ORIGIN: hubOrigin,
        CARRIER_OP_PORT: String(carrierPort),
        CARRIER_OP_ISSUER: issuer,
        LEGACY_SERVICE_PORT: String(legacyPort),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`carrier stand-in exited: ${output}`);
    try {
      const res = await fetch(`${issuer}/.well-known/openid-configuration`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`carrier stand-in did not start: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    issuer,
    clientId: 'member-hub-relay',
    clientSecret: 'member-hub-relay-dev-secret',
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
