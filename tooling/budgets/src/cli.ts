// `pnpm budgets`: build the hub and the profile app, serve apps/hub/dist and apps/profile/dist
// like production (prerendered pages, SPA fallback, gzip), measure the JavaScript sent for
// /login, /sso and /profileEdit, run Lighthouse (mobile) on /login and /profileEdit a few times
// each, print one table of the figures beside their goals and write reports/budgets/hub.json.
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
import { type Mount, startStaticServer } from './server.ts';
import { charsByPackage, charsBySource, type SourceMapLike } from './sourcemap.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const hubDist = path.join(repoRoot, 'apps/hub/dist');
const profileDist = path.join(repoRoot, 'apps/profile/dist');
/** The profile app beside the hub, as the gateway and the production host serve it. */
const PROFILE_MOUNT: Mount = { prefix: '/profile-app/', dir: profileDist, pages: ['/profileEdit'] };
const reportFile = path.join(repoRoot, 'reports/budgets/hub.json');

const args = process.argv.slice(2);
const strict = args.includes('--strict');
const build = !args.includes('--no-build');
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Math.max(1, Number(args[runsArg + 1]) || 3) : 3;

/**
 * /sso is measured with no client stored, so it ends on the hub's own error page; /profileEdit
 * with nobody signed in, so after its prerendered loading view the guard ends on the profile
 * app's error page (final URLs shown).
 */
const PAGES = ['/login', '/sso', '/profileEdit'] as const;
/** The pages Lighthouse measures against the goals. */
const LIGHTHOUSE_PAGES = ['/login', '/profileEdit'] as const;

function buildHub(): void {
  console.log('[budgets] building the hub and the profile app (turbo run build)');
  // A production-like build: no Auth emulator wiring (FIREBASE_AUTH_EMULATOR_HOST would make the
  // vite config point Firebase at the emulator), with the local deployment values (the demo
  // services' prefixes; the real 19 and the other keys are the deployment's JSON file) unless a
  // deployment configuration is given.
  const env = { ...process.env };
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  delete env.VITE_FIREBASE_AUTH_EMULATOR_URL;
  if (!env.MEMBER_HUB_DEPLOYMENT_CONFIG) env.MEMBER_HUB_PROFILE ??= 'dev';
  const result = spawnSync(
    'pnpm',
    ['exec', 'turbo', 'run', 'build', '--filter', '@member-hub/hub', '--filter', '@member-hub/profile'],
    {
      cwd: repoRoot,
      env,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error(`the build failed (exit ${result.status ?? result.signal})`);
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
    const url = script.url.split('?')[0]!;
    const file = url.startsWith(PROFILE_MOUNT.prefix)
      ? path.join(profileDist, url.slice(PROFILE_MOUNT.prefix.length))
      : path.join(hubDist, url);
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

interface LighthouseSummary {
  runs: LighthouseRun[];
  median: { performance: number; accessibility: number; lcpMs: number; tbtMs: number; cls: number };
}

async function lighthouseOf(origin: string, pagePath: string): Promise<LighthouseSummary> {
  const lhRuns: LighthouseRun[] = [];
  for (let i = 1; i <= runs; i += 1) {
    console.log(`\n[budgets] Lighthouse run ${i}/${runs} on ${pagePath} (mobile)`);
    const run = await runLighthouse(`${origin}${pagePath}`);
    console.log(
      `  performance ${run.performance}, accessibility ${run.accessibility}, ` +
        `LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, CLS ${run.cls}`,
    );
    for (const failed of run.failedA11y) console.log(`  accessibility audit failed: ${failed}`);
    lhRuns.push(run);
  }
  return {
    runs: lhRuns,
    median: {
      performance: median(lhRuns.map((r) => r.performance)),
      accessibility: median(lhRuns.map((r) => r.accessibility)),
      lcpMs: median(lhRuns.map((r) => r.lcpMs)),
      tbtMs: median(lhRuns.map((r) => r.tbtMs)),
      cls: median(lhRuns.map((r) => r.cls)),
    },
  };
}

async function main(): Promise<number> {
  if (build) buildHub();
  for (const dist of [hubDist, profileDist]) {
    if (!fs.existsSync(path.join(dist, 'index.html'))) {
      throw new Error(`${dist}/index.html is missing: build first (or drop --no-build)`);
    }
  }
  const server = await startStaticServer(hubDist, 0, [PROFILE_MOUNT]);
  console.log(
    `[budgets] serving apps/hub/dist and apps/profile/dist at ${server.origin} (prerendered pages, SPA fallback, gzip -9)`,
  );
  try {
    const pages = await measurePagesJs(server.origin, PAGES);
    for (const page of pages) printPage(page);
    const byPath = (p: string) => pages.find((page) => page.path === p)!;
    const loginContributors = contributorsOf(byPath('/login'));
    printContributors(byPath('/login'), loginContributors);

    const lighthouse: Record<string, LighthouseSummary> = {};
    for (const pagePath of LIGHTHOUSE_PAGES)
      lighthouse[pagePath] = await lighthouseOf(server.origin, pagePath);
    const login = byPath('/login');
    const goals = [
      ...evaluate('/login', lighthouse['/login']!.median, login.gzipBytes),
      ...evaluate('/profileEdit', lighthouse['/profileEdit']!.median),
    ];

    const load = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    console.log(
      `\nBudgets (Lighthouse mobile: median of ${runs} runs, each figure on its own; ` +
        `${os.cpus().length} CPUs, load average ${load})`,
    );
    console.log(goalTable(goals));
    console.log(
      formatTable(
        ['page', 'JS gzip KB (raw)', 'files', 'LCP / TBT / CLS (medians)', 'performance runs'],
        pages.map((page) => {
          const lh = lighthouse[page.path];
          return [
            page.path,
            `${kb(page.gzipBytes)} (${kb(page.rawBytes)})`,
            String(page.scripts.length),
            lh ? `${lh.median.lcpMs} ms / ${lh.median.tbtMs} ms / ${lh.median.cls}` : '—',
            lh ? lh.runs.map((r) => r.performance).join(', ') : '—',
          ];
        }),
      ),
    );

    const report = {
      date: new Date().toISOString(),
      conditions: {
        node: process.version,
        cpus: os.cpus().length,
        loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
        chromium: '/usr/bin/chromium',
        server: 'tooling/budgets static server (prerendered pages, SPA fallback, gzip -9)',
        lighthouseRuns: runs,
      },
      goals: GOALS,
      result: goals,
      pages,
      loginContributors,
      lighthouse,
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
