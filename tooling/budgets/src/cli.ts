// `pnpm budgets`: build the hub, serve apps/hub/dist like production (SPA fallback, gzip),
// measure the JavaScript sent for /login and /sso, run Lighthouse (mobile) on /login a few
// times, print one table against the goals and write reports/budgets/hub.json.
// A report, not a test: exit 0 even when over budget unless --strict is given.
//
// Options: --strict (exit 1 when a goal is missed), --no-build (use the existing dist),
//          --runs N (Lighthouse runs, default 3; the median is reported).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runLighthouse } from './lighthouse.ts';
import { measurePagesJs } from './measure.ts';
import {
  evaluate,
  formatTable,
  GOALS,
  goalTable,
  kb,
  largestScripts,
  median,
  type LighthouseRun,
  type PageJs,
} from './report.ts';
import { startStaticServer } from './server.ts';
import { charsByPackage, charsBySource, type SourceMapLike } from './sourcemap.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const hubDist = path.join(repoRoot, 'apps/hub/dist');
const reportFile = path.join(repoRoot, 'reports/budgets/hub.json');

const args = process.argv.slice(2);
const strict = args.includes('--strict');
const build = !args.includes('--no-build');
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Math.max(1, Number(args[runsArg + 1]) || 3) : 3;

/** /sso is measured with no client stored, so it ends on the hub's own error page (final URL shown). */
const PAGES = ['/login', '/sso'] as const;

function buildHub(): void {
  console.log('[budgets] building the hub (turbo run build --filter @member-hub/hub)');
  // A production-like build: no Auth emulator wiring (FIREBASE_AUTH_EMULATOR_HOST would make the
  // vite config point Firebase at the emulator), with the local deployment values (the demo
  // services' prefixes; the real 19 and the other keys are the deployment's JSON file) unless a
  // deployment configuration is given.
  const env = { ...process.env };
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  delete env.VITE_FIREBASE_AUTH_EMULATOR_URL;
  if (!env.MEMBER_HUB_DEPLOYMENT_CONFIG) env.MEMBER_HUB_PROFILE ??= 'dev';
  const result = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter', '@member-hub/hub'], {
    cwd: repoRoot,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`the hub build failed (exit ${result.status ?? result.signal})`);
}

export interface Contributor {
  name: string;
  /** Minified bytes (characters) of the package in the loaded scripts, from the source maps. */
  rawBytes: number;
  /** Its share of the scripts' gzip size, pro rata to rawBytes (gzip does not split exactly). */
  gzipBytesProRata: number;
}

/** Which packages fill the scripts a page loaded, from the build's source maps (dist/assets/*.map). */
function contributorsOf(page: PageJs): Contributor[] {
  const totals = new Map<string, { raw: number; gzip: number }>();
  for (const script of page.scripts) {
    const file = path.join(hubDist, script.url.split('?')[0]!);
    const mapFile = `${file}.map`;
    if (!fs.existsSync(file) || !fs.existsSync(mapFile)) {
      totals.set(`(no map) ${script.url}`, { raw: script.rawBytes, gzip: script.gzipBytes });
      continue;
    }
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as SourceMapLike & { sourceRoot?: string };
    const repoRelative = {
      ...map,
      sources: map.sources.map((s) =>
        s === null
          ? null
          : path.relative(repoRoot, path.resolve(path.dirname(mapFile), map.sourceRoot ?? '', s)),
      ),
    };
    const code = fs.readFileSync(file, 'utf8');
    for (const { name, chars } of charsByPackage(charsBySource(code, repoRelative))) {
      const entry = totals.get(name) ?? { raw: 0, gzip: 0 };
      entry.raw += chars;
      entry.gzip += (chars / code.length) * script.gzipBytes;
      totals.set(name, entry);
    }
  }
  return [...totals]
    .map(([name, t]) => ({ name, rawBytes: t.raw, gzipBytesProRata: Math.round(t.gzip) }))
    .sort((a, b) => b.rawBytes - a.rawBytes);
}

function printContributors(page: PageJs, contributors: readonly Contributor[]): void {
  console.log(`
largest contributors to ${page.path} JS (source maps; gzip share pro rata, approximate)`);
  console.log(
    formatTable(
      ['package', 'raw KB', '≈gzip KB'],
      contributors.slice(0, 12).map((c) => [c.name, String(kb(c.rawBytes)), String(kb(c.gzipBytesProRata))]),
    ),
  );
}

function printPage(page: PageJs): void {
  console.log(
    `\n${page.path} → ${page.finalUrl} (shows: ${page.heading || '(no heading)'}): ${page.scripts.length} scripts, ` +
      `${kb(page.rawBytes)} KB raw, ${kb(page.gzipBytes)} KB gzip`,
  );
  console.log(
    formatTable(
      ['largest scripts', 'raw KB', 'gzip KB'],
      largestScripts(page.scripts).map((s) => [s.url, String(kb(s.rawBytes)), String(kb(s.gzipBytes))]),
    ),
  );
  const resolverCode = page.scripts.filter((s) => s.containsResolverCode).map((s) => s.url);
  console.log(
    `check: popup/redirect resolver iframe not requested ... ${page.resolverLoaded ? 'FAIL (requested)' : 'ok'}`,
  );
  console.log(
    `info:  resolver code inside the loaded scripts ........ ${resolverCode.length > 0 ? `yes (${resolverCode.join(', ')})` : 'no'}`,
  );
  console.log(
    `check: no request to another origin ................... ${page.foreignRequests.length === 0 ? 'ok' : `FAIL (${page.foreignRequests.join(', ')})`}`,
  );
  console.log(
    `check: no console error ............................... ${page.consoleErrors.length === 0 ? 'ok' : `FAIL (${page.consoleErrors.join(' | ')})`}`,
  );
}

async function main(): Promise<number> {
  if (build) buildHub();
  if (!fs.existsSync(path.join(hubDist, 'index.html'))) {
    throw new Error(`${hubDist}/index.html is missing: build the hub first (or drop --no-build)`);
  }
  const server = await startStaticServer(hubDist);
  console.log(`[budgets] serving apps/hub/dist at ${server.origin} (SPA fallback, gzip -9)`);
  try {
    const pages = await measurePagesJs(server.origin, PAGES);
    for (const page of pages) printPage(page);
    const loginContributors = contributorsOf(pages.find((p) => p.path === '/login')!);
    printContributors(
      pages.find((p) => p.path === '/login')!,
      loginContributors,
    );

    const lhRuns: LighthouseRun[] = [];
    for (let i = 1; i <= runs; i += 1) {
      console.log(`\n[budgets] Lighthouse run ${i}/${runs} on /login (mobile)`);
      const run = await runLighthouse(`${server.origin}/login`);
      console.log(
        `  performance ${run.performance}, accessibility ${run.accessibility}, ` +
          `LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, CLS ${run.cls}`,
      );
      for (const failed of run.failedA11y) console.log(`  accessibility audit failed: ${failed}`);
      lhRuns.push(run);
    }
    const lh = {
      runs: lhRuns,
      median: {
        performance: median(lhRuns.map((r) => r.performance)),
        accessibility: median(lhRuns.map((r) => r.accessibility)),
        lcpMs: median(lhRuns.map((r) => r.lcpMs)),
        tbtMs: median(lhRuns.map((r) => r.tbtMs)),
        cls: median(lhRuns.map((r) => r.cls)),
      },
    };
    const login = pages.find((p) => p.path === '/login')!;
    const sso = pages.find((p) => p.path === '/sso')!;
    const goals = evaluate(login.gzipBytes, lh.median.performance, lh.median.accessibility);

    const load = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    console.log(
      `\nHub budgets (Lighthouse: median of ${runs} runs, each figure on its own; ` +
        `${os.cpus().length} CPUs, load average ${load})`,
    );
    console.log(goalTable(goals));
    console.log(
      `/sso JS (gzip, KB): ${kb(sso.gzipBytes)} (raw ${kb(sso.rawBytes)}); ` +
        `/login JS raw: ${kb(login.rawBytes)} KB; ` +
        `Lighthouse median LCP ${lh.median.lcpMs} ms, TBT ${lh.median.tbtMs} ms, CLS ${lh.median.cls}`,
    );

    const report = {
      date: new Date().toISOString(),
      conditions: {
        node: process.version,
        cpus: os.cpus().length,
        loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
        chromium: '/usr/bin/chromium',
        server: 'tooling/budgets static server (SPA fallback, gzip -9)',
        lighthouseRuns: runs,
      },
      goals: GOALS,
      result: goals,
      pages,
      loginContributors,
      lighthouse: lh,
    };
    fs.mkdirSync(path.dirname(reportFile), { recursive: true });
    fs.writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\n[budgets] wrote ${path.relative(repoRoot, reportFile)}`);
    const missed = goals.filter((g) => !g.met);
    return strict && missed.length > 0 ? 1 : 0;
  } finally {
    await server.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[budgets] ${(error as Error).stack ?? String(error)}`);
    process.exit(2);
  },
);
