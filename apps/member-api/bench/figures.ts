// The pure parts of the benchmark (bench/run.mjs): ratios to the bare request, the goals (GOALS)
// and the printed tables. No I/O here, so that bench/figures.test.ts can check it.

import { ID_TOKEN_ALGS, type IdTokenAlg } from '../src/oidc/clients';

/** One measured call, as autocannon reports it. */
export interface Measured {
  database: 'pglite' | 'postgres' | 'none';
  scenario: string;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** Server CPU per request (ms), from /proc/<pid>/stat; NaN when unknown. */
  serverCpuMsPerReq: number;
  /** Peak RSS of the server process (VmHWM, MB), undefined when unknown. */
  peakRssMb?: number;
}

export interface Goal {
  /** What the goal says, e.g. 'GET /me p99 ≤ 20 ms'. */
  label: string;
  /** The measured value, undefined when the run did not measure it. */
  value: number | undefined;
  unit: string;
  limit: number;
  /** 'max': value ≤ limit passes; 'min': value ≥ limit passes. */
  kind: 'max' | 'min';
}

/** Rounds to `digits` decimals (half away from zero), NaN stays NaN. */
export function round(value: number, digits = 0): number {
  if (!Number.isFinite(value)) return value;
  const f = 10 ** digits;
  return (Math.sign(value) * Math.round(Math.abs(value) * f)) / f;
}

/**
 * How a call compares with the bare request of the same run: its rate as a share of the bare
 * rate (1 = as fast as the framework alone) and its p50/p99 as multiples of the bare ones.
 * Undefined where the bare figure is zero or missing (nothing to compare with).
 */
export function ratioToBare(
  call: Pick<Measured, 'reqPerSec' | 'p50Ms' | 'p99Ms'>,
  bare: Pick<Measured, 'reqPerSec' | 'p50Ms' | 'p99Ms'> | undefined,
): { rate: number | undefined; p50: number | undefined; p99: number | undefined } {
  const share = (a: number, b: number | undefined) => (b && b > 0 && Number.isFinite(a) ? a / b : undefined);
  return {
    rate: share(call.reqPerSec, bare?.reqPerSec),
    p50: share(call.p50Ms, bare?.p50Ms),
    p99: share(call.p99Ms, bare?.p99Ms),
  };
}

/** 'pass', 'MISS' or 'not measured'. */
export function verdict(goal: Goal): 'pass' | 'MISS' | 'not measured' {
  if (goal.value === undefined || !Number.isFinite(goal.value)) return 'not measured';
  const ok = goal.kind === 'max' ? goal.value <= goal.limit : goal.value >= goal.limit;
  return ok ? 'pass' : 'MISS';
}

/** The ID token algorithms a client may be registered with: each gets its exchange measured. */
export { ID_TOKEN_ALGS, type IdTokenAlg };

/** Scenario names of the goals (bench/run.mjs uses the same constants). */
export const SCENARIO = {
  bare: 'bare (Hono, no DB, no token)',
  /** The same bare request once more after the calls: did the machine's speed hold? */
  bareAgain: 'bare again, after the calls',
  me: 'GET /member/v1/me',
  nickname: 'GET /member/v1/nickname',
  authorization: 'POST /member/v1/authorization',
  /** One whole sign-in up to the provider's code (5 requests), as the bench prepares its codes. */
  signInFlow: 'sign-in flow to a code (5 requests)',
  codeExchange: (alg: IdTokenAlg) => `POST oidc/token (code, ${alg})`,
  refreshGrant: (alg: IdTokenAlg) => `POST oidc/token (refresh_token, ${alg})`,
} as const;

/**
 * The member API's performance goals, on PostgreSQL: GET /me p99 ≤ 20 ms at 50 connections, token
 * exchange ≥ 1,000/s, peak RSS ≤ 250 MB. The token exchange is judged for each grant (the
 * authorization code every sign-in redeems, the refresh token a signed-in client renews with)
 * and each ID token algorithm (RS256 by default, ES256 for a client that opted in).
 */
export function goalsOf(rows: readonly Measured[], connections: number): Goal[] {
  const pg = rows.filter((r) => r.database === 'postgres');
  const find = (scenario: string) => pg.find((r) => r.scenario === scenario);
  const clean = (r: Measured | undefined) => (r && r.errors === 0 && r.non2xx === 0 ? r : undefined);
  // The API server's peak, not the bare server's (a separate process, the floor).
  const rss = pg
    .filter((r) => r.scenario !== SCENARIO.bare && r.scenario !== SCENARIO.bareAgain)
    .map((r) => r.peakRssMb)
    .filter((v): v is number => v !== undefined);
  const exchange = (grant: 'code' | 'refresh_token', alg: IdTokenAlg): Goal => ({
    label: `PostgreSQL: token exchange (${grant}, ${alg}) ≥ 1,000/s`,
    value: clean(find(grant === 'code' ? SCENARIO.codeExchange(alg) : SCENARIO.refreshGrant(alg)))?.reqPerSec,
    unit: 'req/s',
    limit: 1000,
    kind: 'min',
  });
  return [
    {
      label: `PostgreSQL: GET /me p99 ≤ 20 ms at ${connections} connections`,
      value: clean(find(SCENARIO.me))?.p99Ms,
      unit: 'ms',
      limit: 20,
      kind: 'max',
    },
    ...ID_TOKEN_ALGS.flatMap((alg) => [exchange('code', alg), exchange('refresh_token', alg)]),
    {
      label: 'PostgreSQL: server peak RSS ≤ 250 MB',
      value: rss.length > 0 ? Math.max(...rss) : undefined,
      unit: 'MB',
      limit: 250,
      kind: 'max',
    },
  ];
}

/** How far the floor moved beyond which a run's figures are not to be compared (a shared machine). */
export const FLOOR_DRIFT_LIMIT = 0.1;

/**
 * How much the bare request's rate moved between the start of a run and its end, per database
 * target (the bare server is the same each time, so only the machine changed): (end − start) ÷
 * start, undefined when either was not measured.
 */
export function floorDrift(rows: readonly Measured[], database: Measured['database']): number | undefined {
  const rate = (scenario: string) =>
    rows.find((r) => r.database === database && r.scenario === scenario)?.reqPerSec;
  const start = rate(SCENARIO.bare);
  const end = rate(SCENARIO.bareAgain);
  if (!start || end === undefined || !Number.isFinite(end)) return undefined;
  return (end - start) / start;
}

/** One line on the floor's drift for the printed report. */
export function floorDriftNote(drift: number | undefined): string {
  if (drift === undefined) return 'the floor was measured once: no check that the machine held its speed';
  const percent = `${drift > 0 ? '+' : ''}${round(drift * 100)}%`;
  return Math.abs(drift) > FLOOR_DRIFT_LIMIT
    ? `the floor moved ${percent} during the run: something else took the machine's CPU meanwhile (a shared host, the database's own work), so these figures do not compare with another run's; run again`
    : `the floor held (${percent} from start to end)`;
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

/** The figures table: one row per measured call with its ratios to the bare request of its run. */
export function figuresTable(rows: readonly Measured[]): string {
  const bareOf = (db: Measured['database']) =>
    rows.find((r) => r.scenario === SCENARIO.bare && r.database === db);
  return markdownTable(
    [
      'database',
      'call',
      'req/s',
      'p50 ms',
      'p99 ms',
      'req/s ÷ bare',
      'p99 × bare',
      'non-2xx',
      'errors',
      'server CPU ms/req',
      'peak RSS MB',
    ],
    rows.map((r) => {
      const ratio = ratioToBare(r, bareOf(r.database));
      return [
        r.database,
        r.scenario,
        fmt(r.reqPerSec),
        fmt(r.p50Ms, 1),
        fmt(r.p99Ms, 1),
        fmt(ratio.rate, 2),
        fmt(ratio.p99, 1),
        String(r.non2xx),
        String(r.errors),
        fmt(r.serverCpuMsPerReq, 2),
        fmt(r.peakRssMb),
      ];
    }),
  );
}

/** The goals table with pass / MISS / not measured. */
export function goalsTable(goals: readonly Goal[]): string {
  return markdownTable(
    ['goal', 'measured', 'verdict'],
    goals.map((g) => [g.label, g.value === undefined ? '–' : `${fmt(g.value, 1)} ${g.unit}`, verdict(g)]),
  );
}
