// The pure parts of the benchmark (bench/run.mjs): each call's rate as a ratio to its floor
// measured in the same round, the goals (ratios, never absolute rates), how far the floors moved
// between rounds, and the printed tables. No I/O here, so that bench/figures.test.ts can check it.

import { ID_TOKEN_ALGS, type IdTokenAlg } from '../src/oidc/clients';

/** One measured call in one round, as autocannon reports it. */
export interface Measured {
  /** 1, 2, …: the calls of one round ran within the same minute, floors beside their calls. */
  round: number;
  scenario: string;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** CPU of the serving processes per request (ms), from /proc/<pid>/stat; NaN when unknown. */
  cpuMsPerReq: number;
  /**
   * The same CPU per request split by the processes that served it, when more than one did (nginx
   * and the API behind it): process role → ms.
   */
  cpuMsPerReqByProcess?: Record<string, number>;
  /**
   * CPU of PostgreSQL per request (ms): every process of the server (the backends that ran the
   * call's statements, and the writers behind them), when it runs on this machine; undefined when
   * it does not. PostgreSQL is not pinned: what it spends is taken from the cores the serving
   * processes and the load generator are pinned to.
   */
  databaseCpuMsPerReq?: number;
  /** Peak RSS of the serving process so far (VmHWM, MB), undefined when unknown. */
  peakRssMb?: number;
}

/** The ID token algorithms a client may be registered with: each gets its exchanges measured. */
export { ID_TOKEN_ALGS, type IdTokenAlg };

/** Scenario names (bench/run.mjs uses the same constants). */
export const SCENARIO = {
  /** The API's app factory and middleware with a route that reads nothing: what the framework costs. */
  bare: 'bare API route (middleware, no DB)',
  dbFloor: 'floor: Hono + pg, SELECT by primary key',
  /** The database floor's route running GET /me's own statement (three tables), without a goal. */
  meStatementFloor: "floor: Hono + pg, GET /me's statement",
  me: 'GET /member/v1/me',
  meNginx: 'GET /member/v1/me through nginx',
  /** One whole sign-in up to the provider's code (5 requests), as the bench prepares its codes. */
  signInFlow: 'sign-in flow to a code (5 requests)',
  providerCode: (alg: IdTokenAlg) => `floor: oidc-provider token (code, ${alg})`,
  providerRefresh: (alg: IdTokenAlg) => `floor: oidc-provider token (refresh_token, ${alg})`,
  /** The same provider on the same PostgreSQL, in the library's adapter pattern (bench/pg-adapter.ts). */
  providerPgCode: (alg: IdTokenAlg) => `floor: oidc-provider on PostgreSQL (code, ${alg})`,
  providerPgRefresh: (alg: IdTokenAlg) => `floor: oidc-provider on PostgreSQL (refresh_token, ${alg})`,
  codeExchange: (alg: IdTokenAlg) => `POST oidc/token (code, ${alg})`,
  refreshGrant: (alg: IdTokenAlg) => `POST oidc/token (refresh_token, ${alg})`,
} as const;

/**
 * The floors' own routes on the API's path prefix (bench/bare-server.ts, bench/db-floor-server.ts;
 * bench/run.mjs calls them): the servers start on import, so the paths live here.
 */
export const FLOOR_PATH = {
  bare: '/member/v1/bench-bare',
  dbFloor: '/member/v1/bench-db-floor',
  meStatementFloor: '/member/v1/bench-db-floor-me',
} as const;

/** A call against its floor: the call's rate ÷ the floor's rate of the same round. */
export interface Pairing {
  label: string;
  call: string;
  floor: string;
}

/** A pairing with a goal. */
export interface Comparison extends Pairing {
  /** The least ratio the goal accepts. */
  goal: number;
}

/** The goals of the token exchange per ID token algorithm, as shares of the provider floor. */
export const EXCHANGE_GOALS: Record<IdTokenAlg, number> = { RS256: 0.75, ES256: 0.65 };
/** A member API instance's peak RSS may not pass this (MB). */
export const PEAK_RSS_LIMIT_MB = 250;
/** Spread of a floor's rate across rounds (max − min over the median) beyond which it moved. */
export const FLOOR_MOVE_LIMIT = 0.1;

export function comparisons(algs: readonly IdTokenAlg[] = ID_TOKEN_ALGS): Comparison[] {
  return [
    { label: 'GET /me ÷ database floor', call: SCENARIO.me, floor: SCENARIO.dbFloor, goal: 0.6 },
    ...algs.flatMap((alg) => [
      {
        label: `code exchange (${alg}) ÷ provider floor`,
        call: SCENARIO.codeExchange(alg),
        floor: SCENARIO.providerCode(alg),
        goal: EXCHANGE_GOALS[alg],
      },
      {
        label: `refresh (${alg}) ÷ provider floor`,
        call: SCENARIO.refreshGrant(alg),
        floor: SCENARIO.providerRefresh(alg),
        goal: EXCHANGE_GOALS[alg],
      },
    ]),
    { label: 'GET /me through nginx ÷ direct', call: SCENARIO.meNginx, floor: SCENARIO.me, goal: 0.8 },
  ];
}

/**
 * Without a goal: each call against a floor that does the same database work. GET /me against its
 * own statement run alone (the member, its locks, its point history), and that statement against
 * the database floor's one row: what the API adds, and what the answer the specification asks for
 * costs the database. Each exchange against oidc-provider on the same PostgreSQL
 * (bench/pg-adapter.ts): beside the goal's ratio to the in-memory floor, how much of the gap is
 * storing in PostgreSQL at all (the second floor's own distance from the first) and how much is
 * the API's.
 */
export function storageComparisons(algs: readonly IdTokenAlg[] = ID_TOKEN_ALGS): Pairing[] {
  return [
    { label: 'GET /me ÷ its statement on the floor', call: SCENARIO.me, floor: SCENARIO.meStatementFloor },
    {
      label: "GET /me's statement ÷ database floor",
      call: SCENARIO.meStatementFloor,
      floor: SCENARIO.dbFloor,
    },
    ...algs.flatMap((alg) => [
      {
        label: `code exchange (${alg}) ÷ provider on PostgreSQL`,
        call: SCENARIO.codeExchange(alg),
        floor: SCENARIO.providerPgCode(alg),
      },
      {
        label: `provider on PostgreSQL (code, ${alg}) ÷ in memory`,
        call: SCENARIO.providerPgCode(alg),
        floor: SCENARIO.providerCode(alg),
      },
      {
        label: `refresh (${alg}) ÷ provider on PostgreSQL`,
        call: SCENARIO.refreshGrant(alg),
        floor: SCENARIO.providerPgRefresh(alg),
      },
      {
        label: `provider on PostgreSQL (refresh_token, ${alg}) ÷ in memory`,
        call: SCENARIO.providerPgRefresh(alg),
        floor: SCENARIO.providerRefresh(alg),
      },
    ]),
  ];
}

/** The floors of a run: the calls nothing of the API's own runs in (bare is the API's middleware). */
export const isFloor = (scenario: string) => scenario.startsWith('floor: ');

/** Rounds to `digits` decimals (half away from zero), NaN stays NaN. */
export function round(value: number, digits = 0): number {
  if (!Number.isFinite(value)) return value;
  const f = 10 ** digits;
  return (Math.sign(value) * Math.round(Math.abs(value) * f)) / f;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A row with every answer a 2xx: only those count. */
const clean = (r: Measured | undefined) => (r && r.errors === 0 && r.non2xx === 0 ? r : undefined);
const rowOf = (rows: readonly Measured[], scenario: string, roundNo: number) =>
  rows.find((r) => r.scenario === scenario && r.round === roundNo);
const roundsOf = (rows: readonly Measured[]) => [...new Set(rows.map((r) => r.round))].sort((a, b) => a - b);

export interface Ratio<P extends Pairing = Comparison> {
  comparison: P;
  /** Per round where both were measured without errors: [round, call rate ÷ floor rate]. */
  perRound: [number, number][];
  median: number;
  min: number;
  max: number;
  /** Median CPU per request of the call and of its floor (ms). */
  callCpuMs: number;
  floorCpuMs: number;
}

/** A call's median CPU per request (ms) over its clean rounds. */
function medianCpuMs(rows: readonly Measured[], scenario: string): number {
  return median(
    rows
      .filter((r) => r.scenario === scenario && clean(r))
      .map((r) => r.cpuMsPerReq)
      .filter(Number.isFinite),
  );
}

export function ratioOf<P extends Pairing>(rows: readonly Measured[], comparison: P): Ratio<P> {
  const perRound: [number, number][] = [];
  for (const n of roundsOf(rows)) {
    const call = clean(rowOf(rows, comparison.call, n));
    const floor = clean(rowOf(rows, comparison.floor, n));
    if (call && floor && floor.reqPerSec > 0 && Number.isFinite(call.reqPerSec))
      perRound.push([n, call.reqPerSec / floor.reqPerSec]);
  }
  const values = perRound.map(([, v]) => v);
  return {
    comparison,
    perRound,
    median: median(values),
    min: values.length ? Math.min(...values) : Number.NaN,
    max: values.length ? Math.max(...values) : Number.NaN,
    callCpuMs: medianCpuMs(rows, comparison.call),
    floorCpuMs: medianCpuMs(rows, comparison.floor),
  };
}

/** 'pass' when the median ratio meets the goal, 'MISS' when not, 'not measured' without a clean round. */
export function ratioVerdict(ratio: Ratio): 'pass' | 'MISS' | 'not measured' {
  if (!Number.isFinite(ratio.median)) return 'not measured';
  return ratio.median >= ratio.comparison.goal ? 'pass' : 'MISS';
}

/** How far a floor's rate moved across the rounds; undefined with fewer than two clean rounds. */
export interface FloorMove {
  scenario: string;
  /** (max − min) ÷ median of its rates. */
  spread: number;
  low: { round: number; reqPerSec: number };
  high: { round: number; reqPerSec: number };
}

export function floorMove(rows: readonly Measured[], scenario: string): FloorMove | undefined {
  const measured = rows.filter((r) => r.scenario === scenario && clean(r) && r.reqPerSec > 0);
  if (measured.length < 2) return undefined;
  const sorted = [...measured].sort((a, b) => a.reqPerSec - b.reqPerSec);
  const low = sorted[0]!;
  const high = sorted.at(-1)!;
  return {
    scenario,
    spread: (high.reqPerSec - low.reqPerSec) / median(measured.map((r) => r.reqPerSec)),
    low: { round: low.round, reqPerSec: low.reqPerSec },
    high: { round: high.round, reqPerSec: high.reqPerSec },
  };
}

/** One line per floor of the run: held, or moved (by how much, in which rounds). */
export function floorMoveNotes(rows: readonly Measured[]): string[] {
  const floors = [...new Set(rows.map((r) => r.scenario))].filter(isFloor);
  return floors.map((scenario) => {
    const move = floorMove(rows, scenario);
    if (!move) return `${scenario}: measured in one round only, no check that it held`;
    const percent = `${round(move.spread * 100)}%`;
    const where = `round ${move.low.round} ${round(move.low.reqPerSec)}/s, round ${move.high.round} ${round(move.high.reqPerSec)}/s`;
    return move.spread > FLOOR_MOVE_LIMIT
      ? `${scenario}: MOVED ${percent} across rounds (${where}): the machine's speed changed during the run; read each round's ratio, not the rates`
      : `${scenario}: held (${percent} across rounds; ${where})`;
  });
}

/** The API instance's peak RSS over the run (the floors and nginx are other processes). */
export function apiPeakRssMb(rows: readonly Measured[]): number | undefined {
  const api = rows
    .filter((r) => !isFloor(r.scenario) && r.scenario !== SCENARIO.bare)
    .map((r) => r.peakRssMb)
    .filter((v): v is number => v !== undefined);
  return api.length ? Math.max(...api) : undefined;
}

/** A GitHub-flavoured Markdown table; cells are padded so that the columns line up. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ''))));
  const line = (cells: readonly string[]) =>
    `| ${header.map((_, i) => pad(cells[i] ?? '', widths[i]!)).join(' | ')} |`;
  return [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
}

/** Display width: CJK and other wide characters take two columns. */
function width(text: string): number {
  let w = 0;
  for (const ch of text)
    w +=
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(
        ch,
      )
        ? 2
        : 1;
  return w;
}

function pad(text: string, to: number): string {
  return text + ' '.repeat(Math.max(0, to - width(text)));
}

const fmt = (v: number | undefined, digits = 0) =>
  v === undefined || !Number.isFinite(v) ? '–' : String(round(v, digits));

/**
 * Each call over the rounds: its median and range of rates, latencies, CPU per request (the serving
 * processes', PostgreSQL's) and RSS.
 */
export function callsTable(rows: readonly Measured[]): string {
  const scenarios = [...new Set(rows.map((r) => r.scenario))];
  return markdownTable(
    [
      'call',
      'rounds',
      'req/s (median)',
      'req/s (min–max)',
      'p50 ms',
      'p99 ms',
      'CPU ms/req',
      'PostgreSQL CPU ms/req',
      'non-2xx + errors',
      'peak RSS MB',
    ],
    scenarios.map((scenario) => {
      const all = rows.filter((r) => r.scenario === scenario);
      const rates = all.map((r) => r.reqPerSec).filter(Number.isFinite);
      const med = (pick: (r: Measured) => number) => median(all.map(pick).filter(Number.isFinite));
      const rss = all.map((r) => r.peakRssMb).filter((v): v is number => v !== undefined);
      return [
        scenario,
        String(all.length),
        fmt(median(rates)),
        rates.length ? `${fmt(Math.min(...rates))}–${fmt(Math.max(...rates))}` : '–',
        fmt(
          med((r) => r.p50Ms),
          1,
        ),
        fmt(
          med((r) => r.p99Ms),
          1,
        ),
        fmt(
          med((r) => r.cpuMsPerReq),
          2,
        ),
        fmt(
          med((r) => r.databaseCpuMsPerReq ?? Number.NaN),
          2,
        ),
        String(all.reduce((n, r) => n + r.non2xx + r.errors, 0)),
        rss.length ? fmt(Math.max(...rss)) : '–',
      ];
    }),
  );
}

/** A ratio's cells: per round, median, range, and CPU per request of the call and its floor. */
function ratioCells(r: Ratio<Pairing>): string[] {
  return [
    r.perRound.map(([, v]) => fmt(v, 2)).join(', ') || '–',
    fmt(r.median, 2),
    Number.isFinite(r.median) ? `${fmt(r.min, 2)}–${fmt(r.max, 2)}` : '–',
    `${fmt(r.callCpuMs, 2)} vs ${fmt(r.floorCpuMs, 2)}`,
  ];
}

/** The goals: each ratio per round, its median and range against the goal; the RSS limit. */
export function goalsTable(rows: readonly Measured[], algs: readonly IdTokenAlg[] = ID_TOKEN_ALGS): string {
  const lines = comparisons(algs).map((c) => {
    const r = ratioOf(rows, c);
    const met = r.perRound.filter(([, v]) => v >= c.goal).length;
    return [
      c.label,
      ...ratioCells(r),
      `≥ ${c.goal}×`,
      r.perRound.length ? `${ratioVerdict(r)} (${met}/${r.perRound.length} rounds)` : 'not measured',
    ];
  });
  const rss = apiPeakRssMb(rows);
  lines.push([
    'member API instance peak RSS',
    '–',
    rss === undefined ? '–' : `${rss} MB`,
    '–',
    '–',
    `≤ ${PEAK_RSS_LIMIT_MB} MB`,
    rss === undefined ? 'not measured' : rss <= PEAK_RSS_LIMIT_MB ? 'pass' : 'MISS',
  ]);
  return markdownTable(
    ['goal', 'ratio per round', 'median', 'range', 'CPU ms/req (call vs floor)', 'goal', 'verdict'],
    lines,
  );
}

/** The roles of the processes behind nginx (bench/run.mjs measures each's CPU apart). */
export const NGINX_PROCESSES = { nginx: 'nginx', api: 'the API' } as const;

/**
 * Where the CPU of a call through nginx goes: nginx's own per request, what the API spends behind
 * it against what it spends called directly, and what the goal leaves for both. While nginx and
 * the API are bound by one core (the bench pins them to the same one), through ÷ direct is about
 * direct CPU ÷ through CPU, so a goal of g allows nginx and the API's extra together
 * direct × (1 ÷ g − 1): the cheaper the API's own request, the less nginx may cost. Undefined when
 * the run measured no split.
 */
export function nginxCostNote(rows: readonly Measured[]): string | undefined {
  const through = rows.filter((r) => r.scenario === SCENARIO.meNginx && clean(r));
  const part = (role: string) =>
    median(through.map((r) => r.cpuMsPerReqByProcess?.[role] ?? Number.NaN).filter(Number.isFinite));
  const nginx = part(NGINX_PROCESSES.nginx);
  const behind = part(NGINX_PROCESSES.api);
  const direct = medianCpuMs(rows, SCENARIO.me);
  if (![nginx, behind, direct].every(Number.isFinite)) return undefined;
  const goal = comparisons([]).find((c) => c.call === SCENARIO.meNginx)!.goal;
  const beyond = nginx + behind - direct;
  const allowed = direct * (1 / goal - 1);
  return (
    `${SCENARIO.meNginx}: CPU per request, nginx ${fmt(nginx, 3)} ms, the API behind it ${fmt(behind, 3)} ms ` +
    `(${fmt(direct, 3)} called directly): ${fmt(beyond, 3)} ms beyond the direct call, where ≥ ${goal}× ` +
    `on the core they share allows ${fmt(allowed, 3)} ms (direct × (1 ÷ ${goal} − 1))`
  );
}

/**
 * The storage comparisons of the run (storageComparisons), for reading, not for a verdict; empty
 * when the run had no provider on PostgreSQL.
 */
export function storageTable(rows: readonly Measured[], algs: readonly IdTokenAlg[] = ID_TOKEN_ALGS): string {
  const lines = storageComparisons(algs)
    .map((c) => ratioOf(rows, c))
    .filter((r) => r.perRound.length > 0)
    .map((r) => [r.comparison.label, ...ratioCells(r)]);
  if (lines.length === 0) return '';
  return markdownTable(
    ['without a goal', 'ratio per round', 'median', 'range', 'CPU ms/req (call vs floor)'],
    lines,
  );
}
