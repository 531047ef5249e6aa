// Scale-out: TWO member-api processes on one PostgreSQL (a scratch database)
// and one Redis, as behind one gateway. Runs with the normal test command when TEST_DATABASE_URL
// is set (CI sets it); Redis at REDIS_URL or 127.0.0.1:6379. The figures it prints are in the
// README ("Scale-out").
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { isAllowedReturnUrl } from '@member-hub/validators';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  call,
  demoTestClient,
  emulatorFetch,
  freePort,
  memberBody,
  redeemCode,
  signUp,
  uniqueNickname,
  type TestUser,
} from '../../test/helpers';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-database';
import { HandBackService } from '../oidc/hand-back';
import { demoClients } from '../oidc/clients';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const COMMUNITY = demoTestClient('demo-community');

interface Instance {
  url: string;
  child: ChildProcess;
}

/** Runs `fn` over `items` with at most `limit` at once. */
async function pool<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      for (;;) {
        const i = next++;
        if (i >= items.length) return;
        out[i] = await fn(items[i]!, i);
      }
    }),
  );
  return out;
}

function figure(label: string, value: unknown): void {
  console.log(`[scale-out] ${label}: ${String(value)}`);
}

describe.runIf(ADMIN_URL)('scale-out: two member-api processes, one PostgreSQL, one Redis', () => {
  let database: ScratchDatabase | undefined;
  let dbUrl: string;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'member-api-scale-'));
  const prefix = `scale-${randomBytes(5).toString('hex')}`;
  let a: Instance;
  let b: Instance;
  let issuerOrigin: string;

  async function startInstance(port: number): Promise<Instance> {
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@member-hub/source', 'src/main.ts'],
      {
        cwd: API_DIR,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          MEMBER_HUB_PROFILE: 'test',
          VITEST: '',
          MEMBER_API_PORT: String(port),
          MEMBER_API_HOST: '127.0.0.1',
          DATABASE_URL: dbUrl,
          REDIS_URL,
          MEMBER_API_RATE_LIMIT_PREFIX: prefix,
          // One public origin, as behind one gateway: the OIDC issuer is instance A's address.
          HUB_PUBLIC_ORIGIN: issuerOrigin,
          MEMBER_API_PUBLIC_ORIGIN: issuerOrigin,
          MEMBER_API_DATA_DIR: dataDir,
          MEMBER_API_UPLOAD_SECRET: 'scale-upload-secret',
          MEMBER_API_SMTP_IN_PORT: 'off',
          SMTP_URL: 'smtp://127.0.0.1:1',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`member-api exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${url}/member/v1/health`)).ok) return { url, child };
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error('member-api did not start within 90 s');
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  beforeAll(async () => {
    database = await createScratchDatabase(ADMIN_URL!, 'member_api_scale');
    dbUrl = database.url;
    const [portA, portB] = [await freePort(), await freePort()];
    issuerOrigin = `http://127.0.0.1:${portA}`;
    // A first: it migrates the database and writes the shared signing keys; then B.
    a = await startInstance(portA);
    b = await startInstance(portB);
  }, 240_000);

  afterAll(async () => {
    for (const i of [a, b]) if (i && i.child.exitCode === null) i.child.kill('SIGKILL');
    // The instances were killed: their connections may linger until PostgreSQL notices.
    await database?.drop({ force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function register(instance: Instance, user: TestUser, nickname = uniqueNickname()) {
    return call(instance, 'POST', '/member/v1/me', { token: user.idToken, body: memberBody({ nickname }) });
  }

  it('a code issued on one instance is redeemed on the other, and its tokens come from either', async () => {
    const user = await signUp();
    expect((await register(a, user)).status).toBe(200);
    const issued = await call<{ code: string; secureCode: string }>(a, 'POST', '/member/v1/authorization', {
      token: user.idToken,
      body: {
        returnUrl: COMMUNITY.returnUrl,
        state: 'st-scale',
        nonce: 'nn-scale',
        scope: 'openid',
        clientId: COMMUNITY.clientId,
      },
    });
    expect(issued.status).toBe(200);

    // A browser whose every hop goes to the OTHER instance than the one before (shared state only).
    const cookies = new Map<string, string>();
    let url = `${b.url}/memberbase/v1/authorization?code=${encodeURIComponent(issued.body.code)}&secure_code=${encodeURIComponent(issued.body.secureCode)}`;
    let callback: URL | undefined;
    for (let hop = 0; hop < 10 && !callback; hop += 1) {
      const res = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const eq = pair!.indexOf('=');
        cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
      }
      const location = res.headers.get('location');
      expect(res.status, `hop ${hop} ${url}`).toBeGreaterThanOrEqual(300);
      const next = new URL(location!, url);
      if (next.href.startsWith(COMMUNITY.returnUrl)) callback = next;
      else {
        const other = new URL(url).origin === a.url ? b.url : a.url;
        url = `${other}${next.pathname}${next.search}`;
      }
    }
    expect(callback?.searchParams.get('state')).toBe('st-scale');
    const token = await redeemCode(
      `${b.url}/memberbase/v1/oidc`,
      COMMUNITY,
      callback!.searchParams.get('code')!,
    );
    expect(token.status).toBe(200);
    expect(await token.json()).toHaveProperty('id_token');
    // The hand-back is single use across instances too.
    const again = await fetch(
      `${a.url}/memberbase/v1/authorization?code=${encodeURIComponent(issued.body.code)}&secure_code=${encodeURIComponent(issued.body.secureCode)}`,
      { redirect: 'manual' },
    );
    expect(again.status).toBeGreaterThanOrEqual(400);
  });

  it('a rate limit is exhausted across both instances (Redis), not per instance', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 16; i += 1) {
      const res = await call(i % 2 ? a : b, 'POST', '/member/v1/login/parameter', {
        body: { loginParam: '{}' },
      });
      statuses.push(res.status);
    }
    figure('login/parameter answers alternating A/B (limit 10 per client)', statuses.join(' '));
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
  });

  it('200 concurrent registrations racing for 20 nicknames on both instances: exactly one winner each, every member has its Firebase user', async () => {
    const started = performance.now();
    const users = await pool(Array.from({ length: 200 }), 16, () => signUp());
    figure('200 verified Firebase users created (ms)', Math.round(performance.now() - started));
    const stem = randomBytes(3).toString('hex');
    const nicknameOf = (i: number) => `r${stem}${String(i % 20).padStart(2, '0')}`;
    const raceStart = performance.now();
    const results = await Promise.all(users.map((u, i) => register(i % 2 ? a : b, u, nicknameOf(i))));
    const raceMs = Math.round(performance.now() - raceStart);
    const winners = new Map<string, number>();
    results.forEach((r, i) => {
      if (r.status === 200) winners.set(nicknameOf(i), (winners.get(nicknameOf(i)) ?? 0) + 1);
    });
    const statuses = results.map((r) => r.status);
    figure('race (200 POST /me, 20 nicknames) ms', raceMs);
    figure(
      'race answers',
      `${statuses.filter((s) => s === 200).length}×200, ${statuses.filter((s) => s === 409).length}×409, ${statuses.filter((s) => s >= 500).length}×5xx`,
    );
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect([...winners.values()]).toEqual(Array(20).fill(1));
    expect(winners.size).toBe(20);

    // The losers choose another nickname: every Firebase user ends with its member.
    const losers = users.filter((_, i) => results[i]!.status === 409);
    const retried = await pool(losers, 20, (u, i) => register(i % 2 ? a : b, u));
    expect(retried.every((r) => r.status === 200)).toBe(true);
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(
        'select count(*) as n from members where uid = any($1)',
        [users.map((u) => u.uid)],
      );
      expect(Number(rows[0]!.n)).toBe(200);
    } finally {
      await client.end();
    }
    // …and every member its Firebase user (the emulator knows each uid).
    const lookup = await emulatorFetch(`/identitytoolkit.googleapis.com/v1/accounts:lookup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: users.map((u) => u.uid) }),
    });
    expect(((await lookup.json()) as { users?: unknown[] }).users).toHaveLength(200);
  });

  it('kill -9 of one instance mid-request leaves nothing half-written; the other keeps serving', async () => {
    const users = await pool(Array.from({ length: 40 }), 16, () => signUp());
    // kill -9 as soon as the first write is answered: the others are in flight.
    const writes = users.map((u) =>
      register(b, u).then(
        (r) => {
          if (b.child.exitCode === null && !b.child.killed) b.child.kill('SIGKILL');
          return r.status;
        },
        () => 0, // connection reset by the kill
      ),
    );
    const statuses = await Promise.all(writes);
    figure(
      'writes in flight at kill -9 (200 / cut off)',
      `${statuses.filter((s) => s === 200).length} / ${statuses.filter((s) => s === 0).length}`,
    );

    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      // PostgreSQL rolled back what the dead process had open: no transaction is left behind.
      await expect
        .poll(async () =>
          Number(
            (
              await client.query<{ n: string }>(
                "select count(*) as n from pg_stat_activity where datname = $1 and state like 'idle in transaction%'",
                [database!.name],
              )
            ).rows[0]!.n,
          ),
        )
        .toBe(0);
      const { rows } = await client.query<{
        uid: string;
        nickname: string;
        nickname_key: string;
        email: string;
      }>('select uid, nickname, nickname_key, email from members where uid = any($1)', [
        users.map((u) => u.uid),
      ]);
      const byUid = new Map(rows.map((r) => [r.uid, r]));
      users.forEach((u, i) => {
        // Every answered write is there; a cut-off one is wholly there or wholly absent.
        if (statuses[i] === 200) expect(byUid.has(u.uid)).toBe(true);
        const row = byUid.get(u.uid);
        if (row) {
          expect(row.nickname_key).toBe(row.nickname.normalize('NFKC').trim().toLowerCase());
          expect(row.email).toBe(u.email);
        }
      });
      figure('members written by the killed instance', rows.length);
    } finally {
      await client.end();
    }
    // A cut-off registration is simply repeated on the instance that is left.
    for (const [i, u] of users.entries()) {
      const res = await call(a, 'GET', '/member/v1/me', { token: u.idToken });
      expect([200, 404]).toContain(res.status);
      if (res.status === 404) expect((await register(a, u)).status, `user ${i}`).toBe(200);
    }
  });

  it('10,000 generated look-alike return addresses: none accepted by the allow-list or the hand-back', async () => {
    const handBacks = new HandBackService({
      db: undefined as never, // a refused entry never reaches the database
      now: () => new Date(),
      ttlSeconds: 60,
      clients: demoClients({}),
    });
    const allowed = ['http://localhost:5190/', 'http://localhost:5191/'];
    const hostTricks = fc.constantFrom(
      'localhost.evil.example',
      'localhost:5190@evil.example',
      'evil.example#@localhost:5190',
      'evil.example\\@localhost:5190',
      'localhost%2e:5190',
      'xn--localhost-9db',
      'localhost:5190.evil.example',
      'localhost.:5190',
      '127.0.0.1.nip.io:5190',
      'localhost:51900',
      'localhost:519',
      'evil.example:5190',
      'localhost:5190%2f@evil.example',
    );
    const scheme = fc.constantFrom(
      'http://',
      'https://',
      '//',
      'javascript://',
      'http:\\\\',
      'HTTP://',
      ' http://',
      'http:/',
    );
    const tail = fc.webPath();
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(scheme, hostTricks, tail, async (s, h, t) => {
        const url = `${s}${h}${t}`;
        const byList = isAllowedReturnUrl(url, allowed);
        // The hand-back accepts only a registered redirect, exactly (one of the demo clients).
        const byHandBack = (
          await handBacks.issue('uid', {
            clientId: COMMUNITY.clientId,
            returnUrl: url,
            state: 's',
            nonce: 'n',
            scope: 'openid',
          })
        ).kind;
        if (byList || byHandBack === 'ok') accepted += 1;
        return !byList && byHandBack === 'client_invalid';
      }),
      { numRuns: 10_000 },
    );
    figure('look-alike return addresses accepted', `${accepted} of 10000`);
    expect(accepted).toBe(0);
  });
});
