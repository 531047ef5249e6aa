import { describe, expect, it } from 'vitest';

import {
  figuresTable,
  floorDrift,
  floorDriftNote,
  goalsOf,
  goalsTable,
  markdownTable,
  type Measured,
  ratioToBare,
  round,
  SCENARIO,
  verdict,
} from './figures';

const row = (over: Partial<Measured>): Measured => ({
  database: 'postgres',
  scenario: SCENARIO.me,
  reqPerSec: 1000,
  p50Ms: 10,
  p99Ms: 20,
  requests: 5000,
  non2xx: 0,
  errors: 0,
  serverCpuMsPerReq: 0.5,
  peakRssMb: 200,
  ...over,
});

describe('benchmark figures', () => {
  it('compares a call with the bare request of its run', () => {
    const bare = row({ scenario: SCENARIO.bare, reqPerSec: 4000, p50Ms: 2, p99Ms: 5 });
    expect(ratioToBare(row({}), bare)).toEqual({ rate: 0.25, p50: 5, p99: 4 });
    // Nothing to compare with: no bare run, or a bare run that measured nothing.
    expect(ratioToBare(row({}), undefined)).toEqual({ rate: undefined, p50: undefined, p99: undefined });
    expect(ratioToBare(row({}), { ...bare, reqPerSec: 0 }).rate).toBeUndefined();
  });

  it('rounds half away from zero and keeps NaN', () => {
    expect(round(2.345, 2)).toBe(2.35);
    expect(round(-2.5)).toBe(-3);
    expect(round(Number.NaN, 1)).toBeNaN();
  });

  it('judges the goals on PostgreSQL only, at the limit inclusive', () => {
    const rows = [
      row({ scenario: SCENARIO.me, p99Ms: 20 }),
      row({ scenario: SCENARIO.codeExchange('RS256'), reqPerSec: 999.4 }),
      row({ scenario: SCENARIO.refreshGrant('RS256'), reqPerSec: 1000, peakRssMb: 251 }),
      row({ scenario: SCENARIO.codeExchange('ES256'), reqPerSec: 1200 }),
      // The refresh grant of ES256 not measured: its goal says so, it does not borrow RS256's.
      // PGlite figures never count for the PostgreSQL goals, nor the bare server's memory.
      row({ database: 'pglite', scenario: SCENARIO.me, p99Ms: 1 }),
      row({ scenario: SCENARIO.bare, peakRssMb: 400 }),
    ];
    const goals = goalsOf(rows, 50);
    expect(goals.map((g) => [g.value, verdict(g)])).toEqual([
      [20, 'pass'],
      [999.4, 'MISS'],
      [1000, 'pass'],
      [1200, 'pass'],
      [undefined, 'not measured'],
      [251, 'MISS'],
    ]);
    expect(goals[0]!.label).toContain('50 connections');
    expect(goals.slice(1, 5).map((g) => g.label)).toEqual([
      'PostgreSQL: token exchange (code, RS256) ≥ 1,000/s',
      'PostgreSQL: token exchange (refresh_token, RS256) ≥ 1,000/s',
      'PostgreSQL: token exchange (code, ES256) ≥ 1,000/s',
      'PostgreSQL: token exchange (refresh_token, ES256) ≥ 1,000/s',
    ]);
  });

  it('tells whether the machine held its speed: the floor at the end against the floor at the start', () => {
    const run = (
      start: number | undefined,
      end: number | undefined,
      database: Measured['database'] = 'postgres',
    ) => [
      ...(start === undefined ? [] : [row({ database, scenario: SCENARIO.bare, reqPerSec: start })]),
      row({ database, scenario: SCENARIO.me, reqPerSec: 4000 }),
      ...(end === undefined ? [] : [row({ database, scenario: SCENARIO.bareAgain, reqPerSec: end })]),
    ];
    expect(floorDrift(run(15000, 14250), 'postgres')).toBeCloseTo(-0.05);
    expect(floorDriftNote(floorDrift(run(15000, 14250), 'postgres'))).toBe(
      'the floor held (-5% from start to end)',
    );
    // A fall like those of a busy shared host (−14% to −42% within a run, README Performance).
    expect(floorDriftNote(floorDrift(run(15000, 11400), 'postgres'))).toMatch(
      /^the floor moved -24% during the run: .* do not compare with another run's; run again$/,
    );
    expect(floorDriftNote(floorDrift(run(10000, 11500), 'postgres'))).toMatch(/^the floor moved \+15%/);
    // Per target: PGlite's floor says nothing of PostgreSQL's run; one floor alone is no check.
    expect(floorDrift([...run(15000, 9000, 'pglite'), ...run(15000, undefined)], 'postgres')).toBeUndefined();
    expect(floorDriftNote(undefined)).toContain('measured once');
    // The floor's own server is not the API's memory.
    const rss = goalsOf([row({ scenario: SCENARIO.bareAgain, peakRssMb: 400 }), row({ peakRssMb: 150 })], 50);
    expect(rss.at(-1)!.value).toBe(150);
  });

  it('does not pass a goal from a run with errors or non-2xx answers, nor one not measured', () => {
    const goals = goalsOf([row({ scenario: SCENARIO.me, p99Ms: 3, non2xx: 12 })], 50);
    expect(verdict(goals[0]!)).toBe('not measured');
    expect(verdict(goals[1]!)).toBe('not measured');
    expect(goalsOf([], 50).every((g) => verdict(g) === 'not measured')).toBe(true);
  });

  it('prints aligned Markdown tables, wide characters counted as two columns', () => {
    expect(markdownTable(['a', 'bb'], [['渋谷', 'x']])).toBe(
      ['| a    | bb |', '| ---- | -- |', '| 渋谷 | x  |'].join('\n'),
    );
    const table = figuresTable([
      row({ scenario: SCENARIO.bare, reqPerSec: 4000, p99Ms: 5 }),
      row({ serverCpuMsPerReq: Number.NaN, peakRssMb: undefined }),
    ]);
    const lines = table.split('\n');
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
    // GET /me: a quarter of the bare rate, p99 four times the bare one; unknown CPU and RSS as '–'.
    expect(lines[3]!.split('|').map((c) => c.trim())).toEqual([
      '',
      'postgres',
      SCENARIO.me,
      '1000',
      '10',
      '20',
      '0.25',
      '4',
      '0',
      '0',
      '–',
      '–',
      '',
    ]);
    expect(goalsTable(goalsOf([], 50))).toContain('| not measured |');
  });
});
