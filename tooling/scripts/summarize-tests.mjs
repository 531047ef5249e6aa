// Reads every test report of this run and prints ONE closing line:
//   tests: N passed, M failed[, K skipped]
// reports/vitest/*.json      — vitest JSON reporter (numPassedTests, numFailedTests, numPendingTests, numTodoTests)
// reports/playwright/*.json  — Playwright JSON reporter (stats.expected, unexpected, flaky, skipped)
// Exit code 1 when M > 0 or N == 0 (a run that tested nothing is not a pass).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const reportsDir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(repoRoot, 'reports');

function readReports(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const full = path.join(dir, file);
      try {
        return { file, data: JSON.parse(fs.readFileSync(full, 'utf8')) };
      } catch (error) {
        return { file, error: error instanceof Error ? error.message : String(error) };
      }
    });
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
const num = (value) => (Number.isFinite(value) ? value : 0);

for (const { file, data, error } of readReports(path.join(reportsDir, 'vitest'))) {
  if (error) {
    totals.failed += 1;
    lines.push(`  vitest/${file}: unreadable report (${error}) — counted as 1 failure`);
    continue;
  }
  const passed = num(data.numPassedTests);
  // A suite that failed to load has no failed test but is a failure all the same.
  const failed = num(data.numFailedTests) + (data.success === false && !data.numFailedTests ? 1 : 0);
  const skipped = num(data.numPendingTests) + num(data.numTodoTests);
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(`  vitest/${file}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}

for (const { file, data, error } of readReports(path.join(reportsDir, 'playwright'))) {
  if (error) {
    totals.failed += 1;
    lines.push(`  playwright/${file}: unreadable report (${error}) — counted as 1 failure`);
    continue;
  }
  const stats = data.stats ?? {};
  const passed = num(stats.expected) + num(stats.flaky);
  // Errors outside any test (global setup, config) leave stats at zero but fill `errors`.
  const failed =
    num(stats.unexpected) +
    (Array.isArray(data.errors) && data.errors.length > 0 && !stats.unexpected ? 1 : 0);
  const skipped = num(stats.skipped);
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(
    `  playwright/${file}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
}

if (lines.length > 0) console.log(['[test] reports:', ...lines].join('\n'));
else console.log('[test] no test reports were written');

console.log(
  `tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exitCode = totals.failed > 0 || totals.passed === 0 ? 1 : 0;
