#!/usr/bin/env node
// Benchmark of the member API (a script, not a test): node bench/run.mjs
//
// Starts the built server (dist/main.js; run `pnpm build` first) on PGlite, then on PostgreSQL
// when it is reachable (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
// a fresh database member_api_bench_<random> is created and dropped), seeds one member, gets an
// ID token from the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST, or one started here), and runs
// autocannon against loopback only: 50 connections, BENCH_SECONDS (10) per scenario.
// Reports requests/s, p50/p99 latency, non-2xx count and the server's peak RSS (VmHWM).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';
import pg from 'pg';
import { register } from 'tsx/esm/api';

// The Auth emulator helper of @member-hub/dev-stack is TypeScript source: load it through tsx.
register();
const { freePort, startAuthEmulator } = await import('@member-hub/dev-stack/emulator');

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function waitFor(url, ms, child) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${url}: process exited ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timed out waiting for ${url}`);
}

function killGroup(child) {
  if (child.exitCode !== null || !child.pid) return Promise.resolve();
  const exited = new Promise((r) => child.once('exit', r));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
  return Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
}

async function startEmulator() {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST)
    return { host: process.env.FIREBASE_AUTH_EMULATOR_HOST, stop: async () => {} };
  return startAuthEmulator();
}

async function signUp(emulatorHost) {
  const email = `bench-${randomBytes(5).toString('hex')}@example.com`;
  const res = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'password-123', returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`signUp: ${res.status}`);
  return res.json();
}

/** CPU seconds (user + system) the process has used so far, from /proc/<pid>/stat. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100/s)
  } catch {
    return Number.NaN;
  }
}

function peakRssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return undefined;
  }
}

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, pipelining: 1, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/**
 * The hand-back request of the benchmark: the dev demo community client (the server's default
 * client list, same env names). BENCH_AUTHORIZATION_BODY replaces it (a JSON body).
 */
function authorizationBody() {
  if (process.env.BENCH_AUTHORIZATION_BODY) return process.env.BENCH_AUTHORIZATION_BODY;
  const origin =
    process.env.DEMO_SERVICE_ORIGIN ?? `http://localhost:${process.env.DEMO_SERVICE_PORT ?? '5190'}`;
  return JSON.stringify({
    returnUrl: `${origin}/callback`,
    state: 'bench-state',
    nonce: 'bench-nonce',
    scope: 'openid',
    clientId: 'demo-community',
  });
}

/** Scenarios. POST /member/v1/authorization issues one hand-back (two hashes, one insert) per request. */
function scenarios(token) {
  const auth = { authorization: `Bearer ${token}` };
  const list = [
    { name: 'GET /member/v1/me', method: 'GET', path: '/member/v1/me', headers: auth },
    {
      name: 'GET /member/v1/nickname',
      method: 'GET',
      path: '/member/v1/nickname?nickname=benchfree',
      headers: auth,
    },
  ];
  list.push({
    name: 'POST /member/v1/authorization',
    method: 'POST',
    path: '/member/v1/authorization',
    headers: { ...auth, 'content-type': 'application/json' },
    body: authorizationBody(),
  });
  return list;
}

async function benchTarget(kind, emulatorHost) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'member-api-bench-data-'));
  let dropDb = async () => {};
  const env = {
    ...process.env,
    NODE_ENV: 'production-bench',
    // The bench signs in through the Auth emulator, which only the test profile may use.
    MEMBER_HUB_PROFILE: 'test',
    MEMBER_API_PORT: String(port),
    MEMBER_API_DATA_DIR: dataDir,
    MEMBER_API_SMTP_IN_PORT: String(await freePort()),
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    MEMBER_API_RATE_LIMIT_SCALE: '1000000',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  };
  delete env.DATABASE_URL;
  if (kind === 'postgres') {
    const name = `member_api_bench_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDb = async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  // BENCH_NODE_ARGS, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof', for profiling the server.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, path.join(appRoot, 'dist/main.js')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const results = [];
  try {
    await waitFor(`${base}/member/v1/health`, 180_000, server);
    const user = await signUp(emulatorHost);
    const seeded = await fetch(`${base}/member/v1/me`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        nickname: `bench${randomBytes(3).toString('hex')}`,
        prefecture: 13,
        city: '渋谷区',
        interests: [1, 2],
      }),
    });
    if (seeded.status !== 200) throw new Error(`seeding failed: ${seeded.status} ${await seeded.text()}`);
    for (const s of scenarios(user.idToken)) {
      // Short warm-up, then the measured run.
      await run({ url: base + s.path, method: s.method, headers: s.headers, body: s.body, duration: 2 });
      const cpuBefore = cpuSeconds(server.pid);
      const r = await run({ url: base + s.path, method: s.method, headers: s.headers, body: s.body });
      const cpuUsed = cpuSeconds(server.pid) - cpuBefore;
      results.push({
        database: kind,
        scenario: s.name,
        'req/s': Math.round(r.requests.average),
        'p50 ms': r.latency.p50,
        'p99 ms': r.latency.p99,
        requests: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors,
        // Server CPU per request: what the machine's load cannot hide (1000 / this = req/s per free core).
        'server CPU ms/req': Math.round((cpuUsed * 1000 * 100) / Math.max(1, r.requests.total)) / 100,
      });
    }
    results.forEach((r) => (r['peak RSS MB'] = peakRssMb(server.pid)));
  } finally {
    await killGroup(server);
    await dropDb();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

async function postgresReachable() {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

if (!existsSync(path.join(appRoot, 'dist/main.js'))) {
  console.error('dist/main.js is missing: run `pnpm --filter @member-hub/member-api build` first.');
  process.exit(1);
}

const emulator = await startEmulator();
const all = [];
try {
  if (process.env.BENCH_TARGETS !== 'postgres') all.push(...(await benchTarget('pglite', emulator.host)));
  if (await postgresReachable()) all.push(...(await benchTarget('postgres', emulator.host)));
  else console.error(`PostgreSQL not reachable at ${PG_URL}: skipped.`);
} finally {
  await emulator.stop();
}
console.log(
  `\n${CONNECTIONS} connections, ${SECONDS} s per scenario, ${os.cpus().length} CPUs, Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.table(all);
console.log(JSON.stringify(all));
