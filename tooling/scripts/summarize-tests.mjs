// Reads every test report of this run and prints where the time went, then ONE closing line:
//   tests: N passed, M failed[, K skipped]
// reports/vitest/*.json      — vitest JSON reporter (numPassedTests, numFailedTests, numPendingTests,
//                              numTodoTests; startTime and each file's startTime/endTime)
// reports/playwright/*.json  — Playwright JSON reporter (stats.expected, unexpected, flaky, skipped,
//                              stats.duration; each test's result durations)
// reports/steps.tsv          — test.sh: one line per step, "name<TAB>seconds<TAB>ok|failed"
// reports/turbo/*.json       — turbo's run summaries (--summarize): each task's start and end
// Each suite's line carries its duration and its slowest files, so the next person sees where the
// time goes (docs/perf/ci-time.md). Durations come from the reports' own clocks.
// Exit code 1 when M > 0 or N == 0 (a run that tested nothing is not a pass).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const reportsDir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(repoRoot, 'reports');

/** How many of a suite's slowest files, and of the turbo step's longest tasks, are named. */
const SLOWEST_FILES = 3;
const LONGEST_TASKS = 8;

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

const num = (value) => (Number.isFinite(value) ? value : 0);

/** 754_300 ms → "12 min 34 s"; under a minute "41 s"; under ten seconds "3.2 s". */
function formatDuration(ms) {
  const seconds = Math.max(0, ms) / 1000;
  if (seconds < 10) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

/** "a.test.ts 41 s, b.test.ts 12 s" for the slowest entries of a file → ms map. */
function slowest(byFile) {
  return [...byFile.entries()]
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, SLOWEST_FILES)
    .map(([file, ms]) => `${file} ${formatDuration(ms)}`)
    .join(', ');
}

/** A vitest report's wall time (run start to the last file's end) and each file's time. */
function vitestTimes(data, packageDir) {
  const byFile = new Map();
  let lastEnd = 0;
  for (const result of Array.isArray(data.testResults) ? data.testResults : []) {
    const ms = num(result.endTime) - num(result.startTime);
    const name = String(result.name ?? '?');
    const marker = name.lastIndexOf(`/${packageDir}/`);
    byFile.set(marker >= 0 ? name.slice(marker + packageDir.length + 2) : path.basename(name), ms);
    lastEnd = Math.max(lastEnd, num(result.endTime));
  }
  const wall = lastEnd && num(data.startTime) ? lastEnd - num(data.startTime) : 0;
  return { wall, byFile };
}

/** Every test of a Playwright report (suites nest), with its spec file and its titles. */
function* playwrightTests(suites, file, titles = []) {
  for (const suite of Array.isArray(suites) ? suites : []) {
    const here = suite.file ?? file;
    // The top suite's title is its file, said already.
    const trail = suite.file ? titles : [...titles, suite.title].filter(Boolean);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        yield { file: spec.file ?? here, test, title: [...trail, spec.title] };
      }
    }
    yield* playwrightTests(suite.suites, here, trail);
  }
}

/** A Playwright report's wall time (global setup included) and each spec file's test time. */
function playwrightTimes(data) {
  const byFile = new Map();
  let tests = 0;
  for (const { file, test } of playwrightTests(data.suites)) {
    const ms = (test.results ?? []).reduce((sum, result) => sum + num(result.duration), 0);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    tests += ms;
  }
  return { wall: num(data.stats?.duration), tests, byFile };
}

/** How many failed tests are named before the closing line, and how much of each one's error. */
const FAILED_NAMED = 20;
const ERROR_CHARS = 400;

/** The first lines of an error message, without ANSI colours, cut to ERROR_CHARS. */
function errorHead(message) {
  const text = String(message ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 4)
    .join(' | ');
  return text.length > ERROR_CHARS ? `${text.slice(0, ERROR_CHARS)}…` : text;
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
/** Each failed test by name, so a red run says what failed at its end, where a log's tail is read. */
const failures = [];

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
  for (const result of Array.isArray(data.testResults) ? data.testResults : []) {
    const where = path.basename(String(result.name ?? '?'));
    for (const test of result.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      failures.push(
        `vitest/${file} ${where} › ${test.fullName ?? test.title}: ${errorHead(test.failureMessages?.[0])}`,
      );
    }
    if (result.status === 'failed' && !(result.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failures.push(`vitest/${file} ${where}: ${errorHead(result.message)}`);
    }
  }
  const { wall, byFile } = vitestTimes(data, file.replace(/\.json$/, ''));
  const slow = slowest(byFile);
  lines.push(
    `  vitest/${file}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}` +
      (wall ? ` in ${formatDuration(wall)}` : '') +
      (slow ? ` (slowest files: ${slow})` : ''),
  );
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
  for (const { file: spec, test, title } of playwrightTests(data.suites)) {
    if (test.status !== 'unexpected') continue;
    const last = (test.results ?? []).at(-1);
    failures.push(
      `playwright/${file} ${spec} › ${[...title, test.projectName].filter(Boolean).join(' › ')}: ` +
        errorHead(last?.error?.message ?? last?.errors?.[0]?.message),
    );
  }
  for (const error of Array.isArray(data.errors) ? data.errors : []) {
    failures.push(`playwright/${file} (outside any test): ${errorHead(error?.message)}`);
  }
  const { wall, tests, byFile } = playwrightTimes(data);
  const workers = num(data.config?.metadata?.actualWorkers) || num(data.config?.workers);
  const slow = slowest(byFile);
  lines.push(
    `  playwright/${file}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}` +
      (wall ? ` in ${formatDuration(wall)}` : '') +
      (tests
        ? ` (tests ${formatDuration(tests)}${workers ? ` on ${workers} worker${workers > 1 ? 's' : ''}` : ''})`
        : '') +
      (slow ? ` (slowest specs: ${slow})` : ''),
  );
}

/** test.sh's steps: name, wall seconds, outcome. */
function stepLines() {
  const file = path.join(reportsDir, 'steps.tsv');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, seconds, outcome] = line.split('\t');
      return `  ${name}: ${formatDuration(num(Number(seconds)) * 1000)}${outcome === 'failed' ? ' (FAILED)' : ''}`;
    });
}

/** The turbo steps' longest tasks (each task's own wall time; tasks ran side by side). */
function turboTasks() {
  const tasks = [];
  for (const { data } of readReports(path.join(reportsDir, 'turbo'))) {
    for (const task of data?.tasks ?? []) {
      const { startTime, endTime, exitCode } = task.execution ?? {};
      if (!startTime || !endTime) continue;
      tasks.push({
        id: task.taskId,
        ms: endTime - startTime,
        exitCode,
        failed: exitCode !== 0 && exitCode != null,
      });
    }
  }
  return tasks;
}

function turboLines(tasks) {
  if (tasks.length === 0) return [];
  tasks.sort((a, b) => b.ms - a.ms);
  const total = tasks.reduce((sum, task) => sum + task.ms, 0);
  return [
    `  turbo tasks, longest first (${tasks.length} task${tasks.length === 1 ? '' : 's'}, ${formatDuration(total)} of task time):`,
    ...tasks
      .slice(0, LONGEST_TASKS)
      .map((task) => `    ${task.id}: ${formatDuration(task.ms)}${task.failed ? ' (FAILED)' : ''}`),
  ];
}

const tasks = turboTasks();
const timing = [...stepLines(), ...turboLines(tasks)];
if (timing.length > 0) console.log(['[test] steps (wall time):', ...timing].join('\n'));

if (lines.length > 0) console.log(['[test] reports:', ...lines].join('\n'));
else console.log('[test] no test reports were written');

if (failures.length > 0) {
  console.log(
    [
      `[test] failed tests (${failures.length}${failures.length > FAILED_NAMED ? `, the first ${FAILED_NAMED}` : ''}):`,
      ...failures.slice(0, FAILED_NAMED).map((line) => `  ✘ ${line}`),
    ].join('\n'),
  );
}

// Every failed task by name: one can fail with no failed test in its report (vitest's unhandled
// errors after the tests passed, a lint or type error), and the log's tail is what gets read.
const failedTasks = tasks.filter((task) => task.failed);
if (failedTasks.length > 0) {
  console.log(
    [
      `[test] failed tasks (${failedTasks.length}):`,
      ...failedTasks.map((task) => `  ✘ ${task.id} (exit code ${task.exitCode})`),
    ].join('\n'),
  );
}

console.log(
  `tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exitCode = totals.failed > 0 || totals.passed === 0 ? 1 : 0;
