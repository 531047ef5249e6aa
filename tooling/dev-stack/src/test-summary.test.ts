// The closing line of `npm test` comes from tooling/scripts/summarize-tests.mjs; this checks it
// against hand-written reports of both formats, and the lines before it that say where the time went.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from './stack.ts';

const script = path.join(repoRoot, 'tooling/scripts/summarize-tests.mjs');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function summarize(reports: {
  vitest?: Record<string, unknown>;
  playwright?: Record<string, unknown>;
  turbo?: Record<string, unknown>;
  steps?: string;
}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'summary-'));
  dirs.push(dir);
  for (const kind of ['vitest', 'playwright', 'turbo'] as const) {
    fs.mkdirSync(path.join(dir, kind));
    for (const [name, report] of Object.entries(reports[kind] ?? {})) {
      fs.writeFileSync(path.join(dir, kind, `${name}.json`), JSON.stringify(report));
    }
  }
  if (reports.steps) fs.writeFileSync(path.join(dir, 'steps.tsv'), reports.steps);
  const result = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
  const lines = result.stdout.trim().split('\n');
  return { lines, last: lines.at(-1), status: result.status };
}

describe('summarize-tests', () => {
  it('adds up vitest and Playwright reports into one closing line', () => {
    const { last, status } = summarize({
      vitest: {
        a: { numPassedTests: 10, numFailedTests: 0, success: true },
        b: { numPassedTests: 5, numFailedTests: 0 },
      },
      playwright: { e2e: { stats: { expected: 3, unexpected: 0, flaky: 1, skipped: 0 }, errors: [] } },
    });
    expect(last).toBe('tests: 19 passed, 0 failed');
    expect(status).toBe(0);
  });

  it('fails and names skipped tests when something failed', () => {
    const { last, status } = summarize({
      vitest: { a: { numPassedTests: 2, numFailedTests: 1, numPendingTests: 1, success: false } },
      playwright: { e2e: { stats: { expected: 1, unexpected: 2, flaky: 0, skipped: 3 } } },
    });
    expect(last).toBe('tests: 3 passed, 3 failed, 4 skipped');
    expect(status).toBe(1);
  });

  it('counts a suite that failed to load, or a Playwright global-setup error, as a failure', () => {
    const { last, status } = summarize({
      vitest: { a: { numPassedTests: 4, numFailedTests: 0, success: false } },
      playwright: {
        e2e: { stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 }, errors: [{ message: 'x' }] },
      },
    });
    expect(last).toBe('tests: 4 passed, 2 failed');
    expect(status).toBe(1);
  });

  it('names each failed test with the head of its error before the closing line', () => {
    const { lines, status } = summarize({
      vitest: {
        hub: {
          numPassedTests: 1,
          numFailedTests: 1,
          success: false,
          testResults: [
            {
              name: '/repo/apps/hub/src/a.test.tsx',
              status: 'failed',
              assertionResults: [
                { status: 'passed', fullName: 'a passes' },
                {
                  status: 'failed',
                  fullName: 'a shows the alert',
                  failureMessages: ['\u001b[31mAssertionError\u001b[39m: expected 1\n\n  at x.ts:1'],
                },
              ],
            },
          ],
        },
      },
      playwright: {
        'profile-e2e': {
          stats: { expected: 0, unexpected: 1, flaky: 0, skipped: 0 },
          suites: [
            {
              title: 'from-service.spec.ts',
              file: 'from-service.spec.ts',
              suites: [
                {
                  title: 'the service links',
                  specs: [
                    {
                      title: 'edits and comes back',
                      tests: [
                        {
                          status: 'unexpected',
                          projectName: 'mobile-360',
                          results: [{ duration: 10, error: { message: 'Timeout 5000ms exceeded' } }],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      },
    });
    expect(status).toBe(1);
    const at = lines.indexOf('[test] failed tests (2):');
    expect(at).toBeGreaterThan(-1);
    expect(lines.slice(at + 1, at + 3)).toEqual([
      '  ✘ vitest/hub.json a.test.tsx › a shows the alert: AssertionError: expected 1 | at x.ts:1',
      '  ✘ playwright/profile-e2e.json from-service.spec.ts › the service links › edits and comes back › mobile-360: Timeout 5000ms exceeded',
    ]);
    expect(lines.at(-1)).toBe('tests: 1 passed, 2 failed');
  });

  it('fails when nothing was tested', () => {
    const { last, status } = summarize({});
    expect(last).toBe('tests: 0 passed, 0 failed');
    expect(status).toBe(1);
  });

  it('says how long each step, turbo task and suite took, naming the slowest files', () => {
    const t0 = Date.parse('2026-11-28T04:00:00Z');
    const { lines, last } = summarize({
      steps: 'bootstrap\t3\tok\nbrowser tests (test:e2e, test:a11y)\t754\tfailed\n',
      turbo: {
        run: {
          tasks: [
            { taskId: 'app#test', execution: { startTime: t0, endTime: t0 + 90_000, exitCode: 0 } },
            { taskId: 'app#lint', execution: { startTime: t0, endTime: t0 + 12_000, exitCode: 1 } },
          ],
        },
      },
      vitest: {
        'member-api': {
          numPassedTests: 3,
          startTime: t0,
          testResults: [
            { name: '/repo/apps/member-api/src/a.test.ts', startTime: t0 + 1000, endTime: t0 + 41_000 },
            { name: '/repo/apps/member-api/src/b.test.ts', startTime: t0 + 1000, endTime: t0 + 6000 },
          ],
        },
      },
      playwright: {
        'hub-e2e': {
          config: { metadata: { actualWorkers: 2 } },
          stats: { expected: 2, unexpected: 0, flaky: 0, skipped: 0, duration: 150_000 },
          suites: [
            {
              file: 'login.spec.ts',
              specs: [{ file: 'login.spec.ts', tests: [{ results: [{ duration: 70_000 }] }] }],
              suites: [{ specs: [{ file: 'login.spec.ts', tests: [{ results: [{ duration: 30_000 }] }] }] }],
            },
          ],
        },
      },
    });
    expect(lines).toContain('  bootstrap: 3.0 s');
    expect(lines).toContain('  browser tests (test:e2e, test:a11y): 12 min 34 s (FAILED)');
    expect(lines).toContain('    app#test: 1 min 30 s');
    expect(lines).toContain('    app#lint: 12 s (FAILED)');
    // Named again just before the closing line, with how it ended (its report has no failed test).
    expect(lines.slice(-3, -1)).toEqual(['[test] failed tasks (1):', '  ✘ app#lint (exit code 1)']);
    expect(lines).toContain(
      '  vitest/member-api.json: 3 passed, 0 failed in 41 s (slowest files: src/a.test.ts 40 s, src/b.test.ts 5.0 s)',
    );
    expect(lines).toContain(
      '  playwright/hub-e2e.json: 2 passed, 0 failed in 2 min 30 s (tests 1 min 40 s on 2 workers) (slowest specs: login.spec.ts 1 min 40 s)',
    );
    expect(last).toBe('tests: 5 passed, 0 failed');
  });
});
