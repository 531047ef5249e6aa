// Pure pieces of the budgets report: goals, medians, the table and the JSON written to
// reports/budgets/hub.json. No browser here, so they are tested on their own.

/**
 * The goals (first paint without JavaScript on a slow phone): for `/login` and `/profileEdit`,
 * Lighthouse mobile, median of the runs; the JavaScript goal is `/login`'s only.
 */
export const GOALS = Object.freeze({
  /** JavaScript sent for /login, gzip, in kilobytes (1 KB = 1000 bytes, as Lighthouse counts). */
  loginJsGzipKb: 140,
  /** Largest Contentful Paint, milliseconds (Lighthouse's simulated slow 4G, mid-range phone). */
  lcpMs: 1200,
  /** Lighthouse mobile performance score (0–100). */
  performance: 99,
  /** Lighthouse accessibility score (0–100). */
  accessibility: 100,
});

export interface ScriptFile {
  url: string;
  /** Decoded body size in bytes. */
  rawBytes: number;
  /** gzip -9 of the body in bytes (what a gzip-serving host sends). */
  gzipBytes: number;
  /** Bytes on the wire as the browser counted them (body as sent + headers), when known. */
  transferBytes?: number;
  /** The body contains Firebase's popup/redirect resolver code (loaded, not necessarily run). */
  containsResolverCode?: boolean;
}

export interface PageJs {
  path: string;
  finalUrl: string;
  /** The first heading on the page once the network is idle (which screen rendered). */
  heading: string;
  scripts: ScriptFile[];
  rawBytes: number;
  gzipBytes: number;
  /** Requests to any other origin than the served hub (none are expected). */
  foreignRequests: string[];
  /** Firebase's popup/redirect resolver (auth iframe, gapi) was requested. */
  resolverLoaded: boolean;
  consoleErrors: string[];
}

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Failing accessibility audits (id: title). */
  failedA11y: string[];
}

export interface GoalLine {
  name: string;
  value: number;
  goal: string;
  met: boolean;
  /** How far from the goal (positive = missed by), in the value's unit. */
  missedBy: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function sumScripts(scripts: readonly ScriptFile[]): { rawBytes: number; gzipBytes: number } {
  return scripts.reduce(
    (acc, s) => ({ rawBytes: acc.rawBytes + s.rawBytes, gzipBytes: acc.gzipBytes + s.gzipBytes }),
    { rawBytes: 0, gzipBytes: 0 },
  );
}

export const kb = (bytes: number): number => Math.round(bytes / 100) / 10;

/** Request URLs that mean Firebase's popup/redirect resolver was loaded (auth iframe, gapi). */
export function isResolverRequest(url: string): boolean {
  return /\/__\/auth\/(iframe|handler)|apis\.google\.com|\/gapi|gstatic\.com\/.*iframe/.test(url);
}

/** The Lighthouse medians a page is judged by. */
export interface LighthouseMedian {
  performance: number;
  accessibility: number;
  lcpMs: number;
}

/** A page's figures against the goals; `jsGzipBytes` only where a JavaScript goal applies. */
export function evaluate(pagePath: string, lh: LighthouseMedian, jsGzipBytes?: number): GoalLine[] {
  const lines: GoalLine[] = [];
  if (jsGzipBytes !== undefined) {
    const jsKb = kb(jsGzipBytes);
    lines.push({
      name: `${pagePath} JS (gzip, KB)`,
      value: jsKb,
      goal: `≤ ${GOALS.loginJsGzipKb}`,
      met: jsKb <= GOALS.loginJsGzipKb,
      missedBy: Math.max(0, Math.round((jsKb - GOALS.loginJsGzipKb) * 10) / 10),
    });
  }
  lines.push(
    {
      name: `${pagePath} LCP (ms, median)`,
      value: lh.lcpMs,
      goal: `≤ ${GOALS.lcpMs}`,
      met: lh.lcpMs <= GOALS.lcpMs,
      missedBy: Math.max(0, lh.lcpMs - GOALS.lcpMs),
    },
    {
      name: `${pagePath} Lighthouse performance (mobile)`,
      value: lh.performance,
      goal: `≥ ${GOALS.performance}`,
      met: lh.performance >= GOALS.performance,
      missedBy: Math.max(0, GOALS.performance - lh.performance),
    },
    {
      name: `${pagePath} Lighthouse accessibility`,
      value: lh.accessibility,
      goal: `= ${GOALS.accessibility}`,
      met: lh.accessibility >= GOALS.accessibility,
      missedBy: Math.max(0, GOALS.accessibility - lh.accessibility),
    },
  );
  return lines;
}

/** A plain-text table: a header row, a rule, then the rows; columns padded to their widest cell. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function goalTable(lines: readonly GoalLine[]): string {
  return formatTable(
    ['measure', 'value', 'goal', 'result'],
    lines.map((l) => [l.name, String(l.value), l.goal, l.met ? 'met' : `MISSED by ${l.missedBy}`]),
  );
}

/** The largest script files first, with the path only (the origin is the local server). */
export function largestScripts(scripts: readonly ScriptFile[], count = 8): ScriptFile[] {
  return [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, count);
}
