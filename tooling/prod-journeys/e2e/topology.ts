// What the journeys do to the production topology besides using it: end an instance as an outage
// (SIGKILL) or a rolling restart (SIGTERM) does and wait for the process manager to start it again,
// keep a member saving their profile meanwhile, and read the database afterwards.
import fs from 'node:fs';
import path from 'node:path';

import { stackUrls } from '@member-hub/dev-stack/e2e-helpers';
import type { InstanceRecord } from '@member-hub/dev-stack/prod';
import { expect } from '@playwright/test';
import pg from 'pg';

/** The variable the global setup hands the run's folder, database and log over in. */
export const PROD_RUN_ENV = 'MEMBER_HUB_PROD_RUN';

export interface ProdRun {
  /** The topology's run folder: nginx's configuration and logs, the instances' blob store. */
  runDir: string;
  databaseUrl: string;
  /** The instances' processes (InstanceRecord[]), rewritten on every start and end. */
  instancesFile: string;
  /** Every process's output, the instances' JSON log lines included. */
  logFile: string;
}

export function prodRun(): ProdRun {
  const raw = process.env[PROD_RUN_ENV];
  if (!raw) throw new Error(`${PROD_RUN_ENV} is not set: run these tests through playwright.config.ts`);
  return JSON.parse(raw) as ProdRun;
}

function instanceRecords(): InstanceRecord[] {
  return JSON.parse(fs.readFileSync(prodRun().instancesFile, 'utf8')) as InstanceRecord[];
}

/** nginx's access log line of the request with this id (its format: nginx.ts NGINX_LOG_FORMAT). */
export function accessLogLine(requestId: string): string | undefined {
  const log = fs.readFileSync(path.join(prodRun().runDir, 'nginx/access.log'), 'utf8');
  return log.split('\n').find((line) => line.includes(`rid=${requestId}`));
}

export interface EndedInstance {
  name: string;
  /**
   * Waits until the process manager has started the instance again, the new process answers
   * ready, and nginx sends it requests again (its passive health check leaves a failed instance
   * out for a while); answers how the ended process ended (exit code or signal).
   */
  backInService(): Promise<number | string>;
}

/** Sends `signal` to the running process of instance `index` (0: member-api-a, 1: member-api-b). */
export function endInstance(index: number, signal: 'SIGKILL' | 'SIGTERM'): EndedInstance {
  const record = instanceRecords()[index];
  const pid = record?.pid;
  if (!record || pid === undefined) throw new Error(`instance ${index} is not running`);
  process.kill(pid, signal);
  return {
    name: record.name,
    async backInService() {
      let exit: number | string | undefined;
      await expect
        .poll(
          async () => {
            const now = instanceRecords()[index];
            exit = now?.ended.find((ended) => ended.pid === pid)?.exit;
            if (exit === undefined || now?.pid === undefined) return false;
            const ready = await fetch(`http://127.0.0.1:${record.port}/readyz`).catch(() => undefined);
            return ready?.status === 200;
          },
          { message: `${record.name} started again and ready`, timeout: 60_000 },
        )
        .toBe(true);
      await expect
        .poll(
          async () => {
            const response = await fetch(`${stackUrls().gateway}/member/v1/health`);
            const line = accessLogLine(response.headers.get('x-request-id') ?? '-');
            return line?.includes(`upstream=127.0.0.1:${record.port} upstream_status=200`) ?? false;
          },
          { message: `nginx sends requests to ${record.name} again`, timeout: 30_000 },
        )
        .toBe(true);
      return exit ?? 'unknown';
    },
  };
}

export interface ProfileSaves {
  /** Stops after the save under way; answers every status and the last value saved (200). */
  stop(): Promise<{ statuses: number[]; lastSaved: string | undefined }>;
}

/** The pause between two saves: just over the API's refill of one write a second per member. */
const SAVE_INTERVAL_MS = 1100;

/**
 * A member saving their introduction again and again (PUT /member/v1/me through nginx, one at a
 * time), as the instances go down and come back.
 */
export function keepSavingProfile(idToken: string): ProfileSaves {
  let running = true;
  const statuses: number[] = [];
  let lastSaved: string | undefined;
  const loop = (async () => {
    for (let n = 1; running; n += 1) {
      const introduction = `保存${n}回目`;
      const response = await fetch(`${stackUrls().gateway}/member/v1/me`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ introduction }),
      });
      await response.arrayBuffer();
      statuses.push(response.status);
      if (response.status === 200) lastSaved = introduction;
      // At a member's pace: the API allows a member's writes a burst of 60, then one a second
      // (memberWrite), and a loop as fast as the machine allows would measure that limit instead.
      await new Promise((resolve) => setTimeout(resolve, SAVE_INTERVAL_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { statuses, lastSaved };
    },
  };
}

/** Runs `query` on the topology's database. */
export async function queryDatabase<Row extends pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: prodRun().databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}
