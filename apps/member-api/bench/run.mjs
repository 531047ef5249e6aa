#!/usr/bin/env node
// Benchmark of the member API (a script, not a test): node bench/run.mjs
//
// One run measures, on the same machine and in the same minutes:
//   - the floor: a bare route on the same app factory and Node server (bench/bare-server.ts,
//     bundled by tsdown like dist/main.js and run in plain Node:
//     createApp + startServer, no database, no token);
//   - GET /member/v1/me, GET /member/v1/nickname, POST /member/v1/authorization (bearer);
//   - the token exchange at the authentication host, POST /memberbase/v1/oidc/token:
//       code           the authorization_code grant. Codes are single use (and live 60 s), so
//                      200 + BENCH_CODES (1,200) codes are prepared first through the real flow
//                      (hand-back → /memberbase/v1/authorization → oidc auth → interaction →
//                      callback); the token endpoint is warmed up with 3 s of the client's
//                      refresh grants, the first 200 codes are redeemed as the grant's own
//                      warm-up, then each measured request redeems one of the others;
//       refresh_token  the refresh grant of a confidential client (not rotated, so one token
//                      can be reused for a timed run): same endpoint, client authentication,
//                      sign-in check and a fresh ID token + access token per request;
//     each for a client of RS256 ID tokens (the default) and one of ES256 (a client's opt-in).
//     The bench registers these two clients itself (MEMBER_API_OIDC_CLIENTS);
//   - the floor once more after the calls: on a shared machine the speed can change within a
//     run; the report says by how much the bare rate moved (more than 10%: not comparable).
// Each call: 3 s warm-up (200 codes for the code exchange), then BENCH_SECONDS (5) at
// BENCH_CONNECTIONS (50); requests/s, p50/p99, the ratio to the bare request, server CPU per
// request and the server's peak RSS (VmHWM), then the performance goals with pass / MISS.
//
// Database: PostgreSQL when BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL is set (a fresh
// database member_api_bench_<random> is created there and dropped), else PGlite.
// BENCH_TARGETS=pglite|postgres|both overrides. The servers run dist/main.js (build first).
// Pinning: with two or more usable cores and `taskset`, the servers run on the first core and
// this process (autocannon) on the last; PostgreSQL and the Auth emulator are not pinned.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';
import pg from 'pg';
import { register } from 'tsx/esm/api';

// The Auth emulator helper of @member-hub/dev-stack and the figures module are TypeScript: tsx.
register();
const { freePort, startAuthEmulator } = await import('@member-hub/dev-stack/emulator');
const { ID_TOKEN_ALGS, SCENARIO, figuresTable, floorDrift, floorDriftNote, goalsOf, goalsTable, round } =
  await import('./figures.ts');
const { ServiceId } = await import('@member-hub/enums');

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// 3 s: the first call on a fresh server also pays for compiling its whole request path (with 1 s,
// GET /me — measured first — showed p99 44 ms against 21 ms warm); a serving instance is warm.
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CODES = Number(process.env.BENCH_CODES ?? 1200);
// Codes redeemed before the measured ones, as the other calls' warm-up (not measured).
const WARMUP_CODES = Math.min(200, CODES);
const PG_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? undefined;
const TARGETS = process.env.BENCH_TARGETS ?? (PG_URL ? 'postgres' : 'pglite');
const BARE_PATH = '/member/v1/bench-bare';

// The bench's own registered clients (MEMBER_API_OIDC_CLIENTS), one per ID token algorithm: RS256,
// the default every client gets, and ES256, a client's opt-in (src/oidc/clients.ts). The return
// addresses are never visited: the flow stops at the redirect that carries the code.
const clientFor = (alg) => ({
  alg,
  clientId: `bench-${alg.toLowerCase()}`,
  secret: `bench-${alg.toLowerCase()}-client-secret-${randomBytes(8).toString('hex')}`,
  returnUrl: `https://bench-${alg.toLowerCase()}.example/callback`,
});
// BENCH_ALGS=ES256 (comma-separated) measures the exchange for those algorithms only (profiling).
const CLIENTS = (process.env.BENCH_ALGS ?? ID_TOKEN_ALGS.join(','))
  .split(',')
  .map((alg) => clientFor(alg.trim()));
const registeredClients = JSON.stringify(
  CLIENTS.map((c) => ({
    client_id: c.clientId,
    client_secret: c.secret,
    redirect_uris: [c.returnUrl],
    service_id: ServiceId.Community,
    id_token_signed_response_alg: c.alg,
  })),
);
const basic = (client) =>
  `Basic ${Buffer.from(`${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.secret)}`).toString('base64')}`;

// ---- pinning

/** The CPUs this process may use (from `taskset -pc`), or undefined without taskset. */
function allowedCpus() {
  const out = spawnSync('taskset', ['-pc', String(process.pid)], { encoding: 'utf8' });
  if (out.status !== 0) return undefined;
  const list = /list:\s*([\d,\s-]+)/.exec(out.stdout)?.[1]?.trim();
  if (!list) return undefined;
  const cpus = [];
  for (const part of list.split(',')) {
    const [a, b] = part.split('-').map(Number);
    for (let c = a; c <= (b ?? a); c += 1) cpus.push(c);
  }
  return cpus;
}

function choosePinning() {
  const cpus = allowedCpus();
  if (!cpus) return { pinned: false, note: 'NOT pinned: taskset is not available' };
  if (cpus.length < 2) return { pinned: false, note: `NOT pinned: only CPU ${cpus.join(',')} is usable` };
  const server = String(cpus[0]);
  const loadgen = String(cpus[cpus.length - 1]);
  // -a: every thread of this process (autocannon runs here), libuv's pool included.
  const self = spawnSync('taskset', ['-a', '-p', '-c', loadgen, String(process.pid)], { encoding: 'utf8' });
  if (self.status !== 0) return { pinned: false, note: `NOT pinned: taskset failed (${self.stderr.trim()})` };
  return {
    pinned: true,
    server,
    loadgen,
    note: `pinned: servers on CPU ${server}, autocannon on CPU ${loadgen} (PostgreSQL and the Auth emulator unpinned)`,
  };
}

// ---- processes

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

/**
 * The Node options of the package's `start` script (`node <options> dist/main.js`): the bench runs
 * the servers as production starts them (the heap limit changes how far V8 lets the heap grow).
 */
function readStartNodeOptions() {
  const start = JSON.parse(readFileSync(path.join(appRoot, 'package.json'), 'utf8')).scripts.start;
  const [cmd, ...args] = start.split(/\s+/);
  if (cmd !== 'node' || args.at(-1) !== 'dist/main.js') {
    throw new Error(`package.json "start" is not \`node [options] dist/main.js\`: ${start}`);
  }
  return args.slice(0, -1);
}

const START_NODE_OPTIONS = readStartNodeOptions();

/** Starts node with args, on the server CPU when pinned (taskset execs node: same pid). */
function spawnServer(pinning, args, env) {
  const node = [process.execPath, ...args];
  const [cmd, ...rest] = pinning.pinned ? ['taskset', '-c', pinning.server, ...node] : node;
  return spawn(cmd, rest, { cwd: appRoot, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
}

async function startEmulator() {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST)
    return { host: process.env.FIREBASE_AUTH_EMULATOR_HOST, stop: async () => {} };
  return startAuthEmulator();
}

/**
 * A new e-mail/password user, its address verified (as after the hub's e-mail link: the hand-back
 * refuses an unverified identity), signed in again for a token that says so.
 */
async function signUp(emulatorHost) {
  const api = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`;
  const post = async (what, body, headers = {}) => {
    const res = await fetch(`${api}/${what}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const email = `bench-${randomBytes(5).toString('hex')}@example.com`;
  const credentials = { email, password: 'password-123', returnSecureToken: true };
  const created = await post('accounts:signUp?key=fake-api-key', credentials);
  await post(
    'accounts:update',
    { localId: created.localId, emailVerified: true },
    { authorization: 'Bearer owner' },
  );
  return post('accounts:signInWithPassword?key=fake-api-key', credentials);
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

/**
 * One autocannon run; answers its result and when (performance.now()) the last response came in.
 * autocannon notices that a run of a fixed `amount` is done only on its once-a-second tick, so
 * its own end (and the time to the callback) comes in whole seconds: 400 codes answered in 0.6 s
 * read as 1 s. The last response's own time is the run's end.
 */
function autocannonRun(opts) {
  return new Promise((resolve, reject) => {
    // A run of a fixed number of requests (`amount`) takes no duration.
    const timing = opts.amount ? {} : { duration: SECONDS };
    let lastResponseAt = Number.NaN;
    const instance = autocannon(
      { connections: CONNECTIONS, pipelining: 1, ...timing, ...opts },
      (err, result) => (err ? reject(err) : resolve({ result, lastResponseAt })),
    );
    instance.on('response', () => {
      lastResponseAt = performance.now();
    });
  });
}

/** Warm-up (unless s.once), then the measured run; one row of figures. */
async function measure(database, pid, base, s) {
  const opts = { url: base + s.path, method: s.method, headers: s.headers, body: s.body, ...s.opts };
  if (!s.once) await autocannonRun({ ...opts, duration: WARMUP_SECONDS });
  else if (s.warmup) await autocannonRun({ ...opts, ...s.warmup });
  const cpuBefore = cpuSeconds(pid);
  const startedAt = performance.now();
  const { result: r, lastResponseAt } = await autocannonRun(opts);
  const cpuUsed = cpuSeconds(pid) - cpuBefore;
  // A fixed number of requests (the codes): counted over the time to the last response (see
  // autocannonRun); a timed run: autocannon's own average over its seconds.
  const seconds = (lastResponseAt - startedAt) / 1000;
  return {
    database,
    scenario: s.name,
    reqPerSec: s.once ? r.requests.total / seconds : r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    serverCpuMsPerReq: (cpuUsed * 1000) / Math.max(1, r.requests.total),
    // The server's peak so far: which call made it grow shows in the rows.
    peakRssMb: peakRssMb(pid),
  };
}

// ---- the authorization code flow, as the hub and a browser run it

/** A minimal browser: follows redirects on the server's origin by hand and keeps cookies. */
class Browser {
  cookies = new Map();
  constructor(origin) {
    this.origin = origin;
  }
  header(p) {
    return [...this.cookies.entries()]
      .filter(([, c]) => p.startsWith(c.path))
      .map(([n, c]) => `${n}=${c.value}`)
      .join('; ');
  }
  store(res) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const p = attrs.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      if (attrs.some((a) => /^max-age=0$/i.test(a))) this.cookies.delete(pair.slice(0, eq));
      else this.cookies.set(pair.slice(0, eq), { value: pair.slice(eq + 1), path: p });
    }
  }
  /** GET url, following same-origin redirects; the first location off the origin. */
  async leaveTo(url) {
    let current = url;
    for (let hops = 0; hops < 10; hops += 1) {
      const target = new URL(current);
      const res = await fetch(target, {
        redirect: 'manual',
        headers: { cookie: this.header(target.pathname) },
      });
      this.store(res);
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) {
        throw new Error(`code flow stopped at ${target.pathname}: ${res.status} ${await res.text()}`);
      }
      await res.arrayBuffer();
      const next = new URL(location, target);
      if (next.origin !== this.origin) return next;
      current = next.href;
    }
    throw new Error('too many redirects');
  }
}

/** One provider code for client, through the hand-back and the provider's login interaction. */
async function providerCode(base, idToken, client, extra = {}) {
  const res = await fetch(`${base}/member/v1/authorization`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      returnUrl: client.returnUrl,
      state: randomBytes(8).toString('hex'),
      nonce: randomBytes(8).toString('hex'),
      scope: 'openid',
      clientId: client.clientId,
      ...extra,
    }),
  });
  if (res.status !== 200) throw new Error(`hand-back: ${res.status} ${await res.text()}`);
  const { code, secureCode } = await res.json();
  const callback = await new Browser(base).leaveTo(
    `${base}/memberbase/v1/authorization?code=${encodeURIComponent(code)}&secure_code=${encodeURIComponent(secureCode)}`,
  );
  const providerCode = callback.searchParams.get('code');
  if (!providerCode) throw new Error(`no code in ${callback.href}`);
  return providerCode;
}

/** n provider codes, 16 flows at a time. */
async function prepareCodes(base, idToken, client, n) {
  const codes = [];
  let started = 0;
  const worker = async () => {
    while (started < n) {
      started += 1;
      codes.push(await providerCode(base, idToken, client));
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return codes;
}

const tokenForm = (fields) => new URLSearchParams(fields).toString();

async function tokenRequest(base, client, fields) {
  const res = await fetch(`${base}/memberbase/v1/oidc/token`, {
    method: 'POST',
    headers: { authorization: basic(client), 'content-type': 'application/x-www-form-urlencoded' },
    body: tokenForm(fields),
  });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`token: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

// ---- targets

/**
 * bench/bare-server.ts bundled like dist/main.js (tsdown, node_modules external), so that the floor
 * runs built code in plain Node like the API, not through tsx (whose loader alone held ~200 MB).
 * Written under node_modules/.cache so that the externals resolve from the app's node_modules.
 */
let bareServerFile;
function bareServerBuild() {
  if (bareServerFile) return bareServerFile; // once per run, whatever the number of targets
  const outDir = path.join(appRoot, 'node_modules/.cache/member-api-bench');
  // tsdown.config.ts's platform, format and target, on the command line (that config builds src/main.ts only).
  const options = ['--no-config', '--platform', 'node', '--format', 'esm', '--target', 'node20'];
  const built = spawnSync(
    'pnpm',
    ['exec', 'tsdown', 'bench/bare-server.ts', ...options, '--clean', '-d', outDir],
    {
      cwd: appRoot,
      encoding: 'utf8',
    },
  );
  const file = path.join(outDir, 'bare-server.mjs');
  if (built.status !== 0 || !existsSync(file))
    throw new Error(`building the bare server failed:\n${built.stdout}${built.stderr}`);
  bareServerFile = file;
  return file;
}

async function benchBare(pinning, database, name = SCENARIO.bare) {
  const port = await freePort();
  const env = {
    ...process.env,
    MEMBER_HUB_PROFILE: 'test',
    NODE_ENV: 'production-bench',
    MEMBER_API_PORT: String(port),
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  };
  delete env.DATABASE_URL;
  const server = spawnServer(pinning, [...START_NODE_OPTIONS, bareServerBuild()], env);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(base + BARE_PATH, 120_000, server);
    const row = await measure(database, server.pid, base, {
      name,
      method: 'GET',
      path: BARE_PATH,
    });
    return row;
  } finally {
    await killGroup(server);
  }
}

async function benchTarget(kind, emulatorHost, pinning) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
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
    // The provider's redirects stay on this server (no gateway in the bench).
    HUB_PUBLIC_ORIGIN: base,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    MEMBER_API_RATE_LIMIT_SCALE: '1000000',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    MEMBER_API_OIDC_CLIENTS: registeredClients,
  };
  delete env.DATABASE_URL;
  delete env.MEMBER_API_OIDC_ISSUER;
  delete env.MEMBER_API_OIDC_CLIENTS_FILE;
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
  const results = [await benchBare(pinning, kind)];
  // BENCH_NODE_ARGS, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof', for profiling the server.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawnServer(
    pinning,
    [...START_NODE_OPTIONS, ...nodeArgs, path.join(appRoot, 'dist/main.js')],
    env,
  );
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
    const bearer = { authorization: `Bearer ${user.idToken}` };
    const run = (s) => measure(kind, server.pid, base, s);

    results.push(await run({ name: SCENARIO.me, method: 'GET', path: '/member/v1/me', headers: bearer }));
    results.push(
      await run({
        name: SCENARIO.nickname,
        method: 'GET',
        path: '/member/v1/nickname?nickname=benchfree',
        headers: bearer,
      }),
    );
    // One hand-back (two hashes, one insert) per request.
    results.push(
      await run({
        name: SCENARIO.authorization,
        method: 'POST',
        path: '/member/v1/authorization',
        headers: { ...bearer, 'content-type': 'application/json' },
        body: JSON.stringify({
          returnUrl: CLIENTS[0].returnUrl,
          state: 'bench-state',
          nonce: 'bench-nonce',
          scope: 'openid',
          clientId: CLIENTS[0].clientId,
        }),
      }),
    );

    const tokenHeaders = (client) => ({
      authorization: basic(client),
      'content-type': 'application/x-www-form-urlencoded',
    });
    for (const client of CLIENTS) {
      // The refresh grant's token (offline_access): one token, not rotated for a confidential client.
      const offlineCode = await providerCode(base, user.idToken, client, { needsRefreshToken: 'true' });
      const tokens = await tokenRequest(base, client, {
        grant_type: 'authorization_code',
        code: offlineCode,
        redirect_uri: client.returnUrl,
      });
      if (!tokens.refresh_token) throw new Error(`no refresh token for ${client.clientId}`);
      const alg = JSON.parse(Buffer.from(tokens.id_token.split('.')[0], 'base64url').toString()).alg;
      if (alg !== client.alg)
        throw new Error(`${client.clientId}: ID token signed ${alg}, not ${client.alg}`);
      const refreshCall = {
        method: 'POST',
        path: '/memberbase/v1/oidc/token',
        headers: tokenHeaders(client),
        body: tokenForm({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }),
      };

      // The code exchange: CODES single-use codes (60 s lifetime), prepared, then redeemed once each.
      const cpuBeforeFlows = cpuSeconds(server.pid);
      const preparedAt = Date.now();
      const codes = await prepareCodes(base, user.idToken, client, WARMUP_CODES + CODES);
      const prepSeconds = (Date.now() - preparedAt) / 1000;
      if (client === CLIENTS[0]) {
        // What a sign-in costs the server before its code is exchanged (the flows that made the
        // codes, 16 at a time from this process): no latency figures, the rate is this client's.
        results.push({
          database: kind,
          scenario: SCENARIO.signInFlow,
          reqPerSec: codes.length / prepSeconds,
          p50Ms: Number.NaN,
          p99Ms: Number.NaN,
          requests: codes.length,
          non2xx: 0,
          errors: 0,
          serverCpuMsPerReq: ((cpuSeconds(server.pid) - cpuBeforeFlows) * 1000) / codes.length,
          peakRssMb: peakRssMb(server.pid),
        });
      }
      console.error(`${kind}: ${codes.length} codes (${client.alg}) prepared in ${prepSeconds.toFixed(1)} s`);
      if (prepSeconds > 45)
        console.error(`${kind}: codes older than 45 s may expire (60 s): lower BENCH_CODES`);
      // The token endpoint warmed up like the other calls (WARMUP_SECONDS), with this client's
      // refresh grants (codes are too few): its client authentication, ID token signing and
      // token storage are the code exchange's too. With 200 codes alone, whichever exchange came
      // first paid ~0.3 ms more CPU per request for compiling that path.
      await autocannonRun({ url: base + refreshCall.path, ...refreshCall, duration: WARMUP_SECONDS });
      let next = 0;
      results.push(
        await run({
          name: SCENARIO.codeExchange(client.alg),
          once: true,
          method: 'POST',
          path: '/memberbase/v1/oidc/token',
          headers: tokenHeaders(client),
          // The first WARMUP_CODES codes warm the grant's path up; the next CODES are measured.
          warmup: { amount: WARMUP_CODES },
          opts: {
            amount: CODES,
            requests: [
              {
                setupRequest: (req) => ({
                  ...req,
                  body: tokenForm({
                    grant_type: 'authorization_code',
                    code: codes[next++ % codes.length],
                    redirect_uri: client.returnUrl,
                  }),
                }),
              },
            ],
          },
        }),
      );

      results.push(await run({ name: SCENARIO.refreshGrant(client.alg), ...refreshCall }));
    }
  } finally {
    await killGroup(server);
    await dropDb();
    rmSync(dataDir, { recursive: true, force: true });
  }
  // The floor again: on a shared machine the speed can change within minutes (floorDrift).
  results.push(await benchBare(pinning, kind, SCENARIO.bareAgain));
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

// The emulator starts before this process pins itself: it does not share the load generator's CPU.
const emulator = await startEmulator();
const pinning = choosePinning();
console.error(pinning.note);
const all = [];
try {
  if (TARGETS === 'pglite' || TARGETS === 'both')
    all.push(...(await benchTarget('pglite', emulator.host, pinning)));
  if (TARGETS === 'postgres' || TARGETS === 'both') {
    if (PG_URL && (await postgresReachable()))
      all.push(...(await benchTarget('postgres', emulator.host, pinning)));
    else console.error(`PostgreSQL not reachable at ${PG_URL ?? '(no URL set)'}: skipped.`);
  }
} finally {
  await emulator.stop();
}
console.log(
  `\n${CONNECTIONS} connections, ${SECONDS} s per call (+${WARMUP_SECONDS} s warm-up), ${CODES} codes, ` +
    `${os.cpus().length} CPUs, Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; ${pinning.note}\n`,
);
console.log(figuresTable(all));
console.log('');
for (const database of new Set(all.map((r) => r.database)))
  console.log(`${database}: ${floorDriftNote(floorDrift(all, database))}`);
console.log('');
console.log(goalsTable(goalsOf(all, CONNECTIONS)));
console.log(JSON.stringify(all.map((r) => ({ ...r, reqPerSec: round(r.reqPerSec) }))));
