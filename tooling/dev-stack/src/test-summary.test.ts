// The closing line of `npm test` comes from tooling/scripts/summarize-tests.mjs; this checks it
// against hand-written reports of both formats.
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

function summarize(reports: { vitest?: Record<string, unknown>; playwright?: Record<string, unknown> }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'summary-'));
  dirs.push(dir);
  for (const kind of ['vitest', 'playwright'] as const) {
    fs.mkdirSync(path.join(dir, kind));
    for (const [name, report] of Object.entries(reports[kind] ?? {})) {
      fs.writeFileSync(path.join(dir, kind, `${name}.json`), JSON.stringify(report));
    }
  }
  const result = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
  const lines = result.stdout.trim().split('\n');
  return { last: lines.at(-1), status: result.status };
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

  it('fails when nothing was tested', () => {
    const { last, status } = summarize({});
    expect(last).toBe('tests: 0 passed, 0 failed');
    expect(status).toBe(1);
  });
});
