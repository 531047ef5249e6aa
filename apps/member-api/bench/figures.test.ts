import { describe, expect, it } from 'vitest';

import {
  apiPeakRssMb,
  callsTable,
  comparisons,
  floorMove,
  floorMoveNotes,
  goalsTable,
  markdownTable,
  type Measured,
  median,
  NGINX_PROCESSES,
  nginxCostNote,
  ratioOf,
  ratioVerdict,
  round,
  SCENARIO,
  storageTable,
} from './figures';

const row = (over: Partial<Measured>): Measured => ({
  round: 1,
  scenario: SCENARIO.me,
  reqPerSec: 1000,
  p50Ms: 10,
  p99Ms: 20,
  requests: 5000,
  non2xx: 0,
  errors: 0,
  cpuMsPerReq: 0.5,
  peakRssMb: 150,
  ...over,
});

const meAgainstFloor = comparisons(['RS256'])[0]!;

describe('benchmark figures', () => {
  it('rounds half away from zero and keeps NaN; medians of odd and even counts', () => {
    expect(round(2.345, 2)).toBe(2.35);
    expect(round(-2.5)).toBe(-3);
    expect(round(Number.NaN, 1)).toBeNaN();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('has the goals of the issue, as ratios to floors: /me, each grant per algorithm, nginx', () => {
    expect(comparisons().map((c) => [c.label, c.call, c.floor, c.goal])).toEqual([
      ['GET /me ÷ database floor', SCENARIO.me, SCENARIO.dbFloor, 0.6],
      [
        'code exchange (RS256) ÷ provider floor',
        SCENARIO.codeExchange('RS256'),
        SCENARIO.providerCode('RS256'),
        0.75,
      ],
      [
        'refresh (RS256) ÷ provider floor',
        SCENARIO.refreshGrant('RS256'),
        SCENARIO.providerRefresh('RS256'),
        0.75,
      ],
      [
        'code exchange (ES256) ÷ provider floor',
        SCENARIO.codeExchange('ES256'),
        SCENARIO.providerCode('ES256'),
        0.65,
      ],
      [
        'refresh (ES256) ÷ provider floor',
        SCENARIO.refreshGrant('ES256'),
        SCENARIO.providerRefresh('ES256'),
        0.65,
      ],
      ['GET /me through nginx ÷ direct', SCENARIO.meNginx, SCENARIO.me, 0.8],
    ]);
  });

  it('compares a call with its floor of the same round only, and judges the median', () => {
    const rows = [
      row({ round: 1, scenario: SCENARIO.dbFloor, reqPerSec: 10_000, cpuMsPerReq: 0.1 }),
      row({ round: 1, reqPerSec: 5000, cpuMsPerReq: 0.2 }),
      // Round 2: the machine is slower for both; the ratio holds.
      row({ round: 2, scenario: SCENARIO.dbFloor, reqPerSec: 6000, cpuMsPerReq: 0.12 }),
      row({ round: 2, reqPerSec: 4200, cpuMsPerReq: 0.22 }),
      row({ round: 3, scenario: SCENARIO.dbFloor, reqPerSec: 8000, cpuMsPerReq: 0.1 }),
      row({ round: 3, reqPerSec: 5200, cpuMsPerReq: 0.3 }),
    ];
    const ratio = ratioOf(rows, meAgainstFloor);
    expect(ratio.perRound.map(([n, v]) => [n, round(v, 2)])).toEqual([
      [1, 0.5],
      [2, 0.7],
      [3, 0.65],
    ]);
    expect([round(ratio.median, 2), ratio.min, round(ratio.max, 2)]).toEqual([0.65, 0.5, 0.7]);
    expect([ratio.callCpuMs, ratio.floorCpuMs]).toEqual([0.22, 0.1]);
    expect(ratioVerdict(ratio)).toBe('pass');
    expect(ratioVerdict(ratioOf(rows.slice(0, 2), meAgainstFloor))).toBe('MISS');
  });

  it('counts no round in which either side had errors or non-2xx answers, nor one side alone', () => {
    const rows = [
      row({ round: 1, scenario: SCENARIO.dbFloor, reqPerSec: 10_000 }),
      row({ round: 1, reqPerSec: 9000, non2xx: 3 }),
      row({ round: 2, scenario: SCENARIO.dbFloor, reqPerSec: 10_000, errors: 1 }),
      row({ round: 2, reqPerSec: 9000 }),
      row({ round: 3, reqPerSec: 9000 }),
    ];
    const ratio = ratioOf(rows, meAgainstFloor);
    expect(ratio.perRound).toEqual([]);
    expect(ratioVerdict(ratio)).toBe('not measured');
  });

  it('says when a floor moved across the rounds, and in which', () => {
    const floor = (roundNo: number, reqPerSec: number) =>
      row({ round: roundNo, scenario: SCENARIO.dbFloor, reqPerSec });
    const held = [floor(1, 10_000), floor(2, 10_400), floor(3, 9800)];
    expect(round(floorMove(held, SCENARIO.dbFloor)!.spread, 2)).toBe(0.06);
    expect(floorMoveNotes(held)).toEqual([
      `${SCENARIO.dbFloor}: held (6% across rounds; round 3 9800/s, round 2 10400/s)`,
    ]);
    const moved = [floor(1, 10_000), floor(2, 7000), floor(3, 9500)];
    expect(floorMoveNotes(moved)[0]).toMatch(
      /^floor: Hono \+ pg, SELECT by primary key: MOVED 32% across rounds \(round 2 7000\/s, round 1 10000\/s\)/,
    );
    // One round: nothing to check it against. The API's own calls are no floor.
    expect(floorMoveNotes([floor(1, 10_000), row({ round: 1 }), row({ round: 2, reqPerSec: 1 })])).toEqual([
      `${SCENARIO.dbFloor}: measured in one round only, no check that it held`,
    ]);
  });

  it("takes the API instance's peak RSS, not a floor's or the bare server's", () => {
    const rows = [
      row({ scenario: SCENARIO.providerCode('RS256'), peakRssMb: 400 }),
      row({ scenario: SCENARIO.bare, peakRssMb: 300 }),
      row({ peakRssMb: 150 }),
      row({ scenario: SCENARIO.refreshGrant('ES256'), peakRssMb: 180 }),
    ];
    expect(apiPeakRssMb(rows)).toBe(180);
    expect(goalsTable(rows, ['RS256'])).toMatch(
      /\| member API instance peak RSS +\| – +\| 180 MB .*\| pass +\|$/m,
    );
    expect(goalsTable([row({ peakRssMb: 251 })], ['RS256'])).toMatch(/\| 251 MB .*\| MISS +\|$/m);
  });

  it('prints aligned Markdown tables, wide characters counted as two columns', () => {
    expect(markdownTable(['a', 'bb'], [['渋谷', 'x']])).toBe(
      ['| a    | bb |', '| ---- | -- |', '| 渋谷 | x  |'].join('\n'),
    );
    const rows = [
      row({ round: 1, scenario: SCENARIO.dbFloor, reqPerSec: 8000 }),
      row({ round: 1, reqPerSec: 4000, cpuMsPerReq: Number.NaN, databaseCpuMsPerReq: 0.12 }),
      row({ round: 2, scenario: SCENARIO.dbFloor, reqPerSec: 10_000 }),
      row({ round: 2, reqPerSec: 6000, non2xx: 2, peakRssMb: undefined, databaseCpuMsPerReq: 0.16 }),
    ];
    const lines = callsTable(rows).split('\n');
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
    // GET /me: two rounds, median 5000 of 4000 and 6000; CPU of the one round that knew it;
    // PostgreSQL's of both.
    expect(lines[3]!.split('|').map((c) => c.trim())).toEqual([
      '',
      SCENARIO.me,
      '2',
      '5000',
      '4000–6000',
      '10',
      '20',
      '0.5',
      '0.14',
      '2',
      '150',
      '',
    ]);
    // A run that could not see PostgreSQL's processes (a server on another machine) says so.
    expect(lines[2]!.split('|').map((c) => c.trim())[8]).toBe('–');
    const goals = goalsTable(rows, ['RS256']).split('\n');
    // Round 2 had non-2xx answers: only round 1 counts.
    expect(goals[2]!.split('|').map((c) => c.trim())).toEqual([
      '',
      'GET /me ÷ database floor',
      '0.5',
      '0.5',
      '0.5–0.5',
      '– vs 0.5',
      '≥ 0.6×',
      'MISS (0/1 rounds)',
      '',
    ]);
    expect(goals.find((l) => l.includes('code exchange (RS256)'))).toContain('not measured');
  });

  it('splits an exchange against the provider on PostgreSQL from that provider against memory, without a verdict', () => {
    const rows = [
      row({ scenario: SCENARIO.providerCode('ES256'), reqPerSec: 2000, cpuMsPerReq: 0.4 }),
      row({ scenario: SCENARIO.providerPgCode('ES256'), reqPerSec: 1200, cpuMsPerReq: 0.6 }),
      row({ scenario: SCENARIO.codeExchange('ES256'), reqPerSec: 900, cpuMsPerReq: 0.8 }),
    ];
    const lines = storageTable(rows, ['ES256']).split('\n');
    expect(lines.map((l) => l.split('|').map((c) => c.trim())[1])).toEqual([
      'without a goal',
      '-'.repeat(lines[1]!.split('|')[1]!.trim().length),
      'code exchange (ES256) ÷ provider on PostgreSQL',
      'provider on PostgreSQL (code, ES256) ÷ in memory',
    ]);
    expect(lines[2]).toMatch(/\| 0\.75 +\| 0\.75 +\| 0\.75–0\.75 +\| 0\.8 vs 0\.6 +\|$/);
    expect(lines[3]).toMatch(/\| 0\.6 +\| 0\.6 +\| 0\.6–0\.6 +\| 0\.6 vs 0\.4 +\|$/);
    expect(lines.join('\n')).not.toMatch(/MISS|pass/);
    // A run without the second floor prints nothing of it, and its goals are the alone.
    expect(
      storageTable(
        rows.filter((r) => !r.scenario.includes('PostgreSQL')),
        ['ES256'],
      ),
    ).toBe('');
    expect(goalsTable(rows, ['ES256'])).not.toContain('PostgreSQL');
  });

  it('splits GET /me against its own statement from that statement against the database floor, without a verdict', () => {
    const rows = [
      row({ scenario: SCENARIO.dbFloor, reqPerSec: 6000, cpuMsPerReq: 0.14 }),
      row({ scenario: SCENARIO.meStatementFloor, reqPerSec: 4800, cpuMsPerReq: 0.16 }),
      row({ scenario: SCENARIO.me, reqPerSec: 3000, cpuMsPerReq: 0.28 }),
    ];
    const lines = storageTable(rows, ['ES256']).split('\n');
    expect(lines.slice(2).map((l) => l.split('|').map((c) => c.trim()))).toEqual([
      ['', 'GET /me ÷ its statement on the floor', '0.63', '0.63', '0.63–0.63', '0.28 vs 0.16', ''],
      ['', "GET /me's statement ÷ database floor", '0.8', '0.8', '0.8–0.8', '0.16 vs 0.14', ''],
    ]);
    expect(lines.join('\n')).not.toMatch(/MISS|pass/);
    // The goal of GET /me stays its ratio to the one-row floor.
    expect(goalsTable(rows, ['ES256'])).toMatch(/\| GET \/me ÷ database floor +\| 0\.5 /);
  });

  it('says what nginx costs per request, what the API costs behind it, and what the goal leaves them', () => {
    const through = (roundNo: number, nginx: number, api: number) =>
      row({
        round: roundNo,
        scenario: SCENARIO.meNginx,
        cpuMsPerReq: nginx + api,
        cpuMsPerReqByProcess: { [NGINX_PROCESSES.nginx]: nginx, [NGINX_PROCESSES.api]: api },
      });
    const rows = [
      row({ round: 1, cpuMsPerReq: 0.24 }),
      row({ round: 2, cpuMsPerReq: 0.2 }),
      row({ round: 3, cpuMsPerReq: 0.4 }),
      through(1, 0.09, 0.27),
      through(2, 0.08, 0.25),
      through(3, 0.2, 0.3),
    ];
    // Medians: nginx 0.09, the API behind it 0.27, direct 0.24 → 0.12 beyond; 0.24 × (1 ÷ 0.8 − 1).
    expect(nginxCostNote(rows)).toBe(
      'GET /member/v1/me through nginx: CPU per request, nginx 0.09 ms, the API behind it 0.27 ms ' +
        '(0.24 called directly): 0.12 ms beyond the direct call, where ≥ 0.8× on the core they share ' +
        'allows 0.06 ms (direct × (1 ÷ 0.8 − 1))',
    );
    // A run without nginx, or one that did not split its CPU, says nothing.
    expect(nginxCostNote(rows.filter((r) => r.scenario === SCENARIO.me))).toBeUndefined();
    expect(nginxCostNote(rows.map((r) => ({ ...r, cpuMsPerReqByProcess: undefined })))).toBeUndefined();
  });
});
