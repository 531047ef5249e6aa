// Lighthouse (Node API, default config = mobile form factor with simulated throttling) against
// Debian's Chromium started by chrome-launcher. Only the performance and accessibility categories.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH } from './browser.ts';
import type { LighthouseRun } from './report.ts';

export async function runLighthouse(url: string): Promise<LighthouseRun> {
  // A fresh browser per run, so one run's state cannot help the next.
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: [...CHROME_FLAGS] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    // BUDGETS_LHR_DIR=<dir> keeps each run's whole report (the LCP element, its phases, the tasks).
    const keepIn = process.env.BUDGETS_LHR_DIR;
    if (keepIn) {
      mkdirSync(keepIn, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
      writeFileSync(path.join(keepIn, name), JSON.stringify(lhr));
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failedA11y = (lhr.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title ?? ''}`);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
      failedA11y,
    };
  } finally {
    chrome.kill();
  }
}
