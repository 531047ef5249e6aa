#!/usr/bin/env node
// Benchmark of the member API against its floors (a script, not a test): node bench/run.mjs
//
// Every figure is a ratio to a floor measured by this script, on this machine, in the same
// minute: rates alone measure the machine (docs/decisions/0018-bench-floors.md). The floors:
//   - the database floor (bench/db-floor-server.ts): a route on Hono with one indexed SELECT by
//     primary key through `pg`, with the API's pool size: the floor of GET /member/v1/me;
//   - beside it, without a goal, GET /me's own statement (three tables) run the same way, so that
//     GET /me's distance from its floor splits into the statement the answer needs and the API's
//     own work;
//   - the provider floor (bench/provider-floor-server.ts): oidc-provider's own token endpoint, the
//     same version, keys, clients and grants as the API's, on an in-memory store without the
//     library's per-grant walk (bench/map-adapter.ts): the floor of the token exchange;
//   - beside it, without a goal, the same provider on the same PostgreSQL (BENCH_FLOOR_STORE=postgres,
//     bench/pg-adapter.ts: the library's adapter pattern, one statement per adapter call), so that
//     the exchange's distance from its floor splits into storing in PostgreSQL and the API's own
//     code (BENCH_PG_FLOOR=0 leaves it out);
//   - for nginx, the API itself: GET /me through nginx (rendered by @member-hub/dev-stack/nginx as
//     the production topology renders it, one upstream server) against GET /me direct.
// The bare API route (bench/bare-server.ts: the API's app factory and middleware, no database) is
// measured too: what the framework and middleware alone cost.
//
// Rounds: after one warm-up of everything, BENCH_ROUNDS (3) rounds; in each, every call runs
// beside its floor, BENCH_SECONDS (3) at BENCH_CONNECTIONS (50), the order reversed every other
// round. The code exchange redeems BENCH_CODES (800) codes per round and per side, prepared just
// before (codes live 60 s): the API's through the real flow (hand-back → /memberbase/v1/authorization
// → the provider's auth and interaction → callback), the floor's through its provider's own flow.
// The refresh grant reuses one refresh token (a confidential client's is not rotated). Both grants
// for an RS256 client (the default) and an ES256 one (BENCH_ALGS=ES256 for one of them).
// Printed: each call's rates, latencies, CPU per request and peak RSS over the rounds; each ratio
// per round with its median and range against the goal; whether each floor held across rounds.
//
// PostgreSQL only (the database floor reads it): BENCH_DATABASE_URL, TEST_DATABASE_URL or
// DATABASE_URL; a fresh database member_api_bench_<random> is created there and dropped. The API
// runs dist/main.js (build first). Pinning: with two or more usable cores and `taskset`, every
// server (the API, the floors, nginx) runs on the first core and this process (autocannon) on the
// last; PostgreSQL and the Auth emulator are not pinned. BENCH_NGINX=0 leaves nginx out.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';
import pg from 'pg';
import { register } from 'tsx/esm/api';

// The dev-stack helpers, the figures module and the API's key generation are TypeScript: tsx.
register();
const { freePort, startAuthEmulator } = await import('@member-hub/dev-stack/emulator');
const { renderNginxConfig } = await import('@member-hub/dev-stack/nginx');
// What a killed bench would leave (servers in their own process groups, its database and folders)
// goes with the dev stack's orphan guard.
const { guardFolder, guardGroup } = await import('@member-hub/dev-stack/processes');
const { createRunDatabase } = await import('@member-hub/dev-stack/postgres');
const { buildHeaderSet } = await import('@member-hub/deployment-config/headers');
const {
  FLOOR_PATH,
  ID_TOKEN_ALGS,
  NGINX_PROCESSES,
  SCENARIO,
  callsTable,
  floorMoveNotes,
  goalsTable,
  nginxCostNote,
  round,
  storageTable,
} = await import('./figures.ts');
const { generateKeys } = await import('../src/oidc/keys.ts');
const { ServiceId } = await import('@member-hub/enums');

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
// Once, before the rounds: the first call on a fresh server also pays for compiling its request
// path (GET /me, measured first without warm-up, showed p99 44 ms against 21 ms warm).
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CODES = Number(process.env.BENCH_CODES ?? 800);
const WARMUP_CODES = Math.min(200, CODES);
const PG_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? undefined;
const NGINX_BIN = '/usr/sbin/nginx';
const WITH_NGINX = process.env.BENCH_NGINX !== '0' && existsSync(NGINX_BIN);
const WITH_PG_FLOOR = process.env.BENCH_PG_FLOOR !== '0';
const MOUNT = '/memberbase/v1/oidc';

// The bench's own registered clients (MEMBER_API_OIDC_CLIENTS), one per ID token algorithm: RS256,
// the default every client gets, and ES256, a client's opt-in (src/oidc/clients.ts). The return
// addresses are never visited: the flow stops at the redirect that carries the code.
const clientFor = (alg) => ({
  alg,
  clientId: `bench-${alg.toLowerCase()}`,
  secret: `bench-${alg.toLowerCase()}-client-secret-${randomBytes(8).toString('hex')}`,
  returnUrl: `https://bench-${alg.toLowerCase()}.example/callback`,
});
const REGISTERED = ID_TOKEN_ALGS.map(clientFor);
// BENCH_ALGS=ES256 measures the exchanges of that client only, BENCH_ALGS=none none (GET /me alone).
const measuredAlgs = (process.env.BENCH_ALGS ?? ID_TOKEN_ALGS.join(',')).split(',').map((a) => a.trim());
const CLIENTS = REGISTERED.filter((c) => measuredAlgs.includes(c.alg));
const ALGS = CLIENTS.map((c) => c.alg);
const registeredClients = JSON.stringify(
  REGISTERED.map((c) => ({
    client_id: c.clientId,
    client_secret: c.secret,
    redirect_uris: [c.returnUrl],
    service_id: ServiceId.Community,
    id_token_signed_response_alg: c.alg,
  })),
);
// The same signing and cookie keys for the API and the provider floor.
const KEYS = generateKeys();
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

/** Stops `child`'s process group and takes it back from the orphan guard. */
function stopGuarded(child) {
  const release = guardGroup(child.pid);
  return async () => {
    await killGroup(child);
    release();
  };
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

/** The processes of a server: nginx's master and its workers, or the one pid. */
function withChildren(pid) {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
    return [pid, ...children.filter(Boolean).map(Number)];
  } catch {
    return [pid];
  }
}

/** A process's /proc/<pid>/stat fields from the state on (fields[0] is field 3 of proc(5)). */
function statFields(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The name is in parentheses and may itself hold spaces or parentheses: the last ')' ends it.
  const nameEnd = stat.lastIndexOf(')');
  return { comm: stat.slice(stat.indexOf('(') + 1, nameEnd), fields: stat.slice(nameEnd + 2).split(' ') };
}

/** CPU seconds (user + system) the processes have used so far, from /proc/<pid>/stat. */
function cpuSeconds(pids) {
  let total = 0;
  for (const pid of pids) {
    try {
      const { fields } = statFields(pid);
      total += (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100/s)
    } catch {
      return Number.NaN;
    }
  }
  return total;
}

/**
 * PostgreSQL's postmaster, when the server runs on this machine: the parent of this client's
 * backend, both named postgres (a server elsewhere, or in another pid namespace, has no such pair
 * here). Undefined when it cannot be seen.
 */
async function findPostmaster(client) {
  try {
    const { rows } = await client.query('select pg_backend_pid() as pid');
    const backend = statFields(rows[0].pid);
    const postmaster = Number(backend.fields[1]);
    return backend.comm === 'postgres' && statFields(postmaster).comm === 'postgres' ? postmaster : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL's CPU seconds so far (NaN when its postmaster is unknown): the postmaster's own, its
 * running children's (backends, writers) and its ended children's, which the postmaster's
 * cutime/cstime count once it has reaped them. Read again when a child was reaped while its
 * brothers were read, so that none is counted twice or not at all.
 */
function postgresCpuSeconds(postmasterPid) {
  if (!postmasterPid) return Number.NaN;
  const ticks = (fields, from, to) => fields.slice(from, to).reduce((sum, t) => sum + Number(t), 0);
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const reapedBefore = ticks(statFields(postmasterPid).fields, 13, 15); // cutime, cstime
      let running = 0;
      for (const child of withChildren(postmasterPid).slice(1)) {
        try {
          running += ticks(statFields(child).fields, 11, 13); // utime, stime
        } catch {
          // Ended and reaped since the list was read: the postmaster's cutime has it (checked below).
        }
      }
      const own = statFields(postmasterPid).fields;
      if (ticks(own, 13, 15) === reapedBefore) return (ticks(own, 11, 15) + running) / 100;
    }
  } catch {
    // The postmaster itself is gone.
  }
  return Number.NaN;
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

/**
 * A call: `server` answers it ({ base, pid, cpuPids() }: the processes whose CPU it costs; an
 * optional cpuParts(), role → pids, when its CPU is also measured per process),
 * `request` is autocannon's options (url path, method, headers, body), `codes` (a function of the
 * round) makes it a run of one request per code instead of a timed run.
 */
const autocannonOptions = (call, extra = {}) => ({
  url: call.server.base + call.path,
  method: call.method ?? 'GET',
  headers: call.headers,
  body: call.body,
  ...extra,
});

/** One code per request: a run of exactly codes.length requests. */
const codeRun = (call, codes) => {
  let next = 0;
  return autocannonOptions(call, {
    amount: codes.length,
    requests: [{ setupRequest: (req) => ({ ...req, body: call.codeBody(codes[next++ % codes.length]) }) }],
  });
};

async function warmUp(call, codes) {
  await autocannonRun(codes ? codeRun(call, codes) : autocannonOptions(call, { duration: WARMUP_SECONDS }));
}

/**
 * The monotonic clock in microseconds: the clock of V8's CPU profiles (`--cpu-prof`) in every
 * process of this machine, so a profile of the API can be cut to one call's measured window.
 */
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

// BENCH_WINDOWS_FILE: where each measured run's window is written (one JSON line per run), for
// cutting a CPU profile of the API (BENCH_NODE_ARGS='--cpu-prof …') by call: bench/profile-summary.mjs.
const WINDOWS_FILE = process.env.BENCH_WINDOWS_FILE;
if (WINDOWS_FILE) writeFileSync(WINDOWS_FILE, '');
function noteWindow(window) {
  if (WINDOWS_FILE) appendFileSync(WINDOWS_FILE, `${JSON.stringify(window)}\n`);
}

/** The measured run of a call in round `roundNo`; one row of figures. */
async function measure(roundNo, call, codes) {
  const pids = call.server.cpuPids();
  const cpuBefore = cpuSeconds(pids);
  const databaseBefore = postgresCpuSeconds(POSTMASTER);
  const parts = Object.entries(call.server.cpuParts?.() ?? {});
  const partsBefore = parts.map(([, partPids]) => cpuSeconds(partPids));
  const startedAt = performance.now();
  const windowStart = monotonicMicros();
  const { result: r, lastResponseAt } = await autocannonRun(
    codes ? codeRun(call, codes) : autocannonOptions(call),
  );
  const cpuUsed = cpuSeconds(pids) - cpuBefore;
  const databaseUsed = postgresCpuSeconds(POSTMASTER) - databaseBefore;
  const partsUsed = parts.map(([role, partPids], i) => [role, cpuSeconds(partPids) - partsBefore[i]]);
  noteWindow({ round: roundNo, scenario: call.name, startUs: windowStart, endUs: monotonicMicros() });
  // A fixed number of requests (the codes): counted over the time to the last response (see
  // autocannonRun); a timed run: autocannon's own average over its seconds.
  const seconds = (lastResponseAt - startedAt) / 1000;
  const row = {
    round: roundNo,
    scenario: call.name,
    reqPerSec: codes ? r.requests.total / seconds : r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    cpuMsPerReq: (cpuUsed * 1000) / Math.max(1, r.requests.total),
    ...(parts.length && {
      cpuMsPerReqByProcess: Object.fromEntries(
        partsUsed.map(([role, used]) => [role, (used * 1000) / Math.max(1, r.requests.total)]),
      ),
    }),
    ...(Number.isFinite(databaseUsed) && {
      databaseCpuMsPerReq: (databaseUsed * 1000) / Math.max(1, r.requests.total),
    }),
    // The serving process's peak so far: which call made it grow shows in the rows.
    peakRssMb: peakRssMb(call.server.rssPid),
  };
  console.error(
    `round ${roundNo}: ${call.name}: ${round(row.reqPerSec)}/s, ${round(row.cpuMsPerReq, 2)} ms CPU/req` +
      (row.non2xx + row.errors ? `, ${row.non2xx} non-2xx, ${row.errors} errors` : ''),
  );
  return row;
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

/** One code of the provider floor for client, through that provider's own flow. */
async function floorCode(base, client, extra = {}) {
  const auth = new URL(`${base}${MOUNT}/auth`);
  const scope = extra.needsRefreshToken ? 'openid offline_access' : 'openid';
  for (const [name, value] of Object.entries({
    client_id: client.clientId,
    redirect_uri: client.returnUrl,
    response_type: 'code',
    scope,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    // As the API's hand-back asks (src/oidc/host.ts): a fresh login, consent for offline_access.
    prompt: extra.needsRefreshToken ? 'login consent' : 'login',
  }))
    auth.searchParams.set(name, value);
  const callback = await new Browser(base).leaveTo(auth.href);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code in ${callback.href}`);
  return code;
}

/** n codes from make(), 16 flows at a time. */
async function prepareCodes(make, n) {
  const codes = [];
  let started = 0;
  const worker = async () => {
    while (started < n) {
      started += 1;
      codes.push(await make());
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return codes;
}

const tokenForm = (fields) => new URLSearchParams(fields).toString();

async function tokenRequest(base, client, fields) {
  const res = await fetch(`${base}${MOUNT}/token`, {
    method: 'POST',
    headers: { authorization: basic(client), 'content-type': 'application/x-www-form-urlencoded' },
    body: tokenForm(fields),
  });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`token: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A refresh token of client at base, and the check that its ID tokens are signed as registered. */
async function refreshTokenOf(base, client, offlineCode) {
  const tokens = await tokenRequest(base, client, {
    grant_type: 'authorization_code',
    code: offlineCode,
    redirect_uri: client.returnUrl,
  });
  if (!tokens.refresh_token) throw new Error(`${base}: no refresh token for ${client.clientId}`);
  const alg = JSON.parse(Buffer.from(tokens.id_token.split('.')[0], 'base64url').toString()).alg;
  if (alg !== client.alg)
    throw new Error(`${base}: ${client.clientId}: ID token signed ${alg}, not ${client.alg}`);
  return tokens.refresh_token;
}

// ---- servers

/**
 * The bare route and the two floors, bundled like dist/main.js (tsdown, node_modules external), so
 * that they run built code in plain Node like the API, not through tsx (whose loader alone held
 * ~200 MB). Written under node_modules/.cache so that the externals resolve from the app's
 * node_modules.
 */
function floorBuilds() {
  const outDir = path.join(appRoot, 'node_modules/.cache/member-api-bench');
  const names = ['bare-server', 'db-floor-server', 'provider-floor-server'];
  // tsdown.config.ts's platform, format and target, on the command line (that config builds src/ only).
  const options = ['--no-config', '--platform', 'node', '--format', 'esm', '--target', 'node20'];
  const built = spawnSync(
    'pnpm',
    ['exec', 'tsdown', ...names.map((n) => `bench/${n}.ts`), ...options, '--clean', '-d', outDir],
    { cwd: appRoot, encoding: 'utf8' },
  );
  const files = Object.fromEntries(names.map((n) => [n, path.join(outDir, `${n}.mjs`)]));
  if (built.status !== 0 || !Object.values(files).every((f) => existsSync(f)))
    throw new Error(`building the floors failed:\n${built.stdout}${built.stderr}`);
  return files;
}

/**
 * A Node server (`args`: [node options…,] file; run with the `start` script's options) on `port`, up once `readyPath`
 * answers. `cpuPids()`: the processes whose CPU its requests cost; `rssPid`: whose peak counts.
 */
async function startNodeServer(pinning, args, env, port, readyPath) {
  const child = spawnServer(pinning, [...START_NODE_OPTIONS, ...args], {
    ...env,
    MEMBER_API_PORT: String(port),
  });
  const stop = stopGuarded(child);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(base + readyPath, 180_000, child);
  return {
    base,
    pid: child.pid,
    rssPid: child.pid,
    cpuPids: () => [child.pid],
    stop,
  };
}

/**
 * nginx in front of the API, configured by the production topology's own rendering
 * (@member-hub/dev-stack/nginx) with the API as its one upstream server; the SPA locations
 * point at an empty folder (not measured). Its requests cost nginx's CPU and the API's.
 */
async function startNginx(pinning, api) {
  const port = await freePort();
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'member-api-bench-nginx-'));
  const removePrefix = guardFolder(prefix);
  // nginx started by root works as `nobody`.
  chmodSync(prefix, 0o755);
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(prefix, 'tmp', dir), { recursive: true });
    chmodSync(path.join(prefix, 'tmp', dir), 0o777);
  }
  const spaRoot = path.join(prefix, 'spa');
  mkdirSync(spaRoot);
  const headerOptions = { mode: 'production', embedAncestors: [], authOrigins: [] };
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    renderNginxConfig({
      hub: buildHeaderSet({ app: 'hub', htmlFiles: [], options: headerOptions }),
      profile: buildHeaderSet({ app: 'profile', htmlFiles: [], options: headerOptions }),
      hubRoot: spaRoot,
      profileRoot: spaRoot,
      prefix,
      listen: `127.0.0.1:${port}`,
      apiServers: [new URL(api.base).host],
    }),
  );
  const args = ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')];
  const checked = spawnSync(NGINX_BIN, ['-t', ...args], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx -t: ${checked.stderr}`);
  const [cmd, ...rest] = pinning.pinned
    ? ['taskset', '-c', pinning.server, NGINX_BIN, ...args]
    : [NGINX_BIN, ...args];
  const child = spawn(cmd, rest, { cwd: prefix, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const stopNginx = stopGuarded(child);
  const cpuParts = () => ({
    [NGINX_PROCESSES.nginx]: withChildren(child.pid),
    [NGINX_PROCESSES.api]: [api.pid],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/member/v1/health`, 30_000, child);
  return {
    base,
    pid: child.pid,
    rssPid: api.pid,
    cpuParts,
    cpuPids: () => Object.values(cpuParts()).flat(),
    stop: async () => {
      await stopNginx();
      removePrefix();
    },
  };
}

/** Whether PostgreSQL answers, and its postmaster's pid when it runs on this machine. */
async function reachPostgres() {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    const postmaster = await findPostmaster(c);
    await c.end();
    return { reachable: true, postmaster };
  } catch {
    return { reachable: false };
  }
}

// ---- the run

if (!existsSync(path.join(appRoot, 'dist/main.js'))) {
  console.error('dist/main.js is missing: run `pnpm --filter @member-hub/member-api build` first.');
  process.exit(1);
}
const postgres = PG_URL ? await reachPostgres() : { reachable: false };
if (!postgres.reachable) {
  console.error(
    `PostgreSQL is not reachable at ${PG_URL ?? '(no URL: set BENCH_DATABASE_URL or TEST_DATABASE_URL)'}: ` +
      'the bench measures the API on PostgreSQL against a floor that reads it.',
  );
  process.exit(1);
}
// PostgreSQL's CPU per request is read only from a server whose processes this machine can see.
const POSTMASTER = postgres.postmaster;

// The emulator starts before this process pins itself: it does not share the load generator's CPU.
const emulator = await startEmulator();
const pinning = choosePinning();
console.error(pinning.note);
const files = floorBuilds();
const loadAtStart = os.loadavg();
const rows = [];
const stops = [];
try {
  const database = await createRunDatabase(PG_URL, `member_api_bench_${randomBytes(5).toString('hex')}`);
  stops.push(database.drop);
  const databaseUrl = database.url;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'member-api-bench-data-'));
  stops.push(guardFolder(dataDir));

  // What the API and the floors share: the profile, the registered clients, the keys.
  const common = {
    ...process.env,
    NODE_ENV: 'production-bench',
    // The bench signs in through the Auth emulator, which only the test profile may use.
    MEMBER_HUB_PROFILE: 'test',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    MEMBER_API_OIDC_CLIENTS: registeredClients,
    MEMBER_API_OIDC_JWKS: JSON.stringify(KEYS.jwks),
    MEMBER_API_OIDC_COOKIE_KEYS: KEYS.cookieKeys.join(','),
  };
  for (const name of ['DATABASE_URL', 'MEMBER_API_OIDC_ISSUER', 'MEMBER_API_OIDC_CLIENTS_FILE'])
    delete common[name];

  const apiPort = await freePort();
  const apiBase = `http://127.0.0.1:${apiPort}`;
  // BENCH_NODE_ARGS, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof', for profiling the API.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const api = await startNodeServer(
    pinning,
    [...nodeArgs, path.join(appRoot, 'dist/main.js')],
    {
      ...common,
      DATABASE_URL: databaseUrl,
      MEMBER_API_DATA_DIR: dataDir,
      MEMBER_API_SMTP_IN_PORT: String(await freePort()),
      // The provider's redirects stay on this server.
      HUB_PUBLIC_ORIGIN: apiBase,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      MEMBER_API_RATE_LIMIT_SCALE: '1000000',
    },
    apiPort,
    '/member/v1/health',
  );
  stops.push(api.stop);

  const user = await signUp(emulator.host);
  const nickname = `bench${randomBytes(3).toString('hex')}`;
  const seeded = await fetch(`${apiBase}/member/v1/me`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ nickname, prefecture: 13, city: '渋谷区', interests: [1, 2] }),
  });
  if (seeded.status !== 200) throw new Error(`seeding failed: ${seeded.status} ${await seeded.text()}`);

  const bare = await startNodeServer(
    pinning,
    [files['bare-server']],
    common,
    await freePort(),
    FLOOR_PATH.bare,
  );
  stops.push(bare.stop);
  const dbFloor = await startNodeServer(
    pinning,
    [files['db-floor-server']],
    { ...common, DATABASE_URL: databaseUrl },
    await freePort(),
    `${FLOOR_PATH.dbFloor}?uid=`,
  );
  stops.push(dbFloor.stop);
  /** oidc-provider's own token endpoint for the bench's member, on the store `store` names. */
  const startProviderFloor = async (store) => {
    const floor = await startNodeServer(
      pinning,
      [files['provider-floor-server']],
      { ...common, ...store, BENCH_FLOOR_ACCOUNT: user.localId, BENCH_FLOOR_NICKNAME: nickname },
      await freePort(),
      `${MOUNT}/.well-known/openid-configuration`,
    );
    stops.push(floor.stop);
    return floor;
  };
  const providerFloor = await startProviderFloor({});
  const providerPgFloor = WITH_PG_FLOOR
    ? await startProviderFloor({ DATABASE_URL: databaseUrl, BENCH_FLOOR_STORE: 'postgres' })
    : undefined;
  const nginx = WITH_NGINX ? await startNginx(pinning, api) : undefined;
  if (nginx) stops.push(nginx.stop);

  const bearer = { authorization: `Bearer ${user.idToken}` };
  const timed = [
    { name: SCENARIO.bare, server: bare, path: FLOOR_PATH.bare },
    {
      name: SCENARIO.dbFloor,
      server: dbFloor,
      path: `${FLOOR_PATH.dbFloor}?uid=${encodeURIComponent(user.localId)}`,
    },
    {
      name: SCENARIO.meStatementFloor,
      server: dbFloor,
      path: `${FLOOR_PATH.meStatementFloor}?uid=${encodeURIComponent(user.localId)}`,
    },
    { name: SCENARIO.me, server: api, path: '/member/v1/me', headers: bearer },
    ...(nginx ? [{ name: SCENARIO.meNginx, server: nginx, path: '/member/v1/me', headers: bearer }] : []),
  ];
  const grants = [];
  for (const client of CLIENTS) {
    const headers = { authorization: basic(client), 'content-type': 'application/x-www-form-urlencoded' };
    const refresh = (name, server, refreshToken) => ({
      name,
      server,
      path: `${MOUNT}/token`,
      method: 'POST',
      headers,
      body: tokenForm({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    });
    const code = (name, server, make) => ({
      name,
      server,
      path: `${MOUNT}/token`,
      method: 'POST',
      headers,
      make,
      codeBody: (c) =>
        tokenForm({ grant_type: 'authorization_code', code: c, redirect_uri: client.returnUrl }),
    });
    const apiOffline = await providerCode(apiBase, user.idToken, client, { needsRefreshToken: 'true' });
    const floorOffline = await floorCode(providerFloor.base, client, { needsRefreshToken: true });
    // The API's side last, so that its codes are made first (see the rounds).
    const pgFloorCalls = providerPgFloor
      ? {
          code: [
            code(SCENARIO.providerPgCode(client.alg), providerPgFloor, () =>
              floorCode(providerPgFloor.base, client),
            ),
          ],
          refresh: [
            refresh(
              SCENARIO.providerPgRefresh(client.alg),
              providerPgFloor,
              await refreshTokenOf(
                providerPgFloor.base,
                client,
                await floorCode(providerPgFloor.base, client, { needsRefreshToken: true }),
              ),
            ),
          ],
        }
      : { code: [], refresh: [] };
    grants.push({
      code: [
        code(SCENARIO.providerCode(client.alg), providerFloor, () => floorCode(providerFloor.base, client)),
        ...pgFloorCalls.code,
        code(SCENARIO.codeExchange(client.alg), api, () => providerCode(apiBase, user.idToken, client)),
      ],
      refresh: [
        refresh(
          SCENARIO.providerRefresh(client.alg),
          providerFloor,
          await refreshTokenOf(providerFloor.base, client, floorOffline),
        ),
        ...pgFloorCalls.refresh,
        refresh(SCENARIO.refreshGrant(client.alg), api, await refreshTokenOf(apiBase, client, apiOffline)),
      ],
    });
  }

  // One warm-up of every call, floors included (the token endpoint's by its refresh grants first).
  console.error(`warm-up: ${WARMUP_SECONDS} s per call, ${WARMUP_CODES} codes per exchange`);
  for (const call of timed) await warmUp(call);
  for (const g of grants) {
    for (const call of g.refresh) await warmUp(call);
    for (const call of g.code) await warmUp(call, await prepareCodes(call.make, WARMUP_CODES));
  }

  for (let n = 1; n <= ROUNDS; n += 1) {
    // Every other round in the reverse order: a machine that slows or speeds up during a round
    // favours the floor in one round and the call in the next.
    const inOrder = (calls) => (n % 2 ? calls : [...calls].reverse());
    for (const call of inOrder(timed)) rows.push(await measure(n, call));
    for (const g of inOrder(grants)) {
      // The codes of both sides first (they live 60 s), the API's first (its flow is the slower).
      const codes = new Map();
      for (const call of [...g.code].reverse()) {
        const cpuBefore = cpuSeconds(call.server.cpuPids());
        const databaseBefore = postgresCpuSeconds(POSTMASTER);
        const startedAt = performance.now();
        codes.set(call, await prepareCodes(call.make, CODES));
        const seconds = (performance.now() - startedAt) / 1000;
        if (call.server === api && g === grants[0]) {
          // What a sign-in costs the API before its code is exchanged (the flows that made the
          // codes, 16 at a time from this process): no latency figures.
          rows.push({
            round: n,
            scenario: SCENARIO.signInFlow,
            reqPerSec: CODES / seconds,
            p50Ms: Number.NaN,
            p99Ms: Number.NaN,
            requests: CODES,
            non2xx: 0,
            errors: 0,
            cpuMsPerReq: ((cpuSeconds(call.server.cpuPids()) - cpuBefore) * 1000) / CODES,
            databaseCpuMsPerReq: ((postgresCpuSeconds(POSTMASTER) - databaseBefore) * 1000) / CODES,
            peakRssMb: peakRssMb(api.pid),
          });
        }
        if (seconds > 45)
          console.error(`${call.name}: codes took ${round(seconds)} s (they live 60 s): lower BENCH_CODES`);
      }
      for (const call of inOrder(g.code)) rows.push(await measure(n, call, codes.get(call)));
      for (const call of inOrder(g.refresh)) rows.push(await measure(n, call));
    }
  }
} finally {
  for (const stop of stops.reverse()) await stop();
  await emulator.stop();
}

const load = (l) => l.map((v) => v.toFixed(1)).join(' ');
console.log(
  `\n${ROUNDS} rounds, ${CONNECTIONS} connections, ${SECONDS} s per call, ${CODES} codes per exchange ` +
    `(once before: ${WARMUP_SECONDS} s, ${WARMUP_CODES} codes), ${os.cpus().length} CPUs, Node ${process.version}, ` +
    `load average ${load(loadAtStart)} at the start, ${load(os.loadavg())} at the end; ${pinning.note}\n`,
);
console.log(callsTable(rows));
console.log('');
console.log(goalsTable(rows, ALGS));
console.log('');
const storage = storageTable(rows, ALGS);
if (storage) console.log(`${storage}\n`);
for (const note of floorMoveNotes(rows)) console.log(note);
const nginxCost = nginxCostNote(rows);
if (nginxCost) console.log(nginxCost);
console.log('');
console.log(JSON.stringify(rows.map((r) => ({ ...r, reqPerSec: round(r.reqPerSec) }))));
