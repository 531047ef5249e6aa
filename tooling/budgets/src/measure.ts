// The JavaScript a page really loads: open it in Chromium (360 px, mobile), wait for network
// idle, and add up every script response (all frames). Sizes: the decoded body (raw), gzip -9
// of it (what a gzip host sends) and the bytes on the wire as Chromium counted them.
import zlib from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH, MOBILE_VIEWPORT } from './browser.ts';
import { isResolverRequest, sumScripts, type PageJs, type ScriptFile } from './report.ts';

export async function measurePagesJs(origin: string, paths: readonly string[]): Promise<PageJs[]> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: CHROME_FLAGS.filter((f) => f !== '--headless'),
  });
  try {
    const results: PageJs[] = [];
    for (const pagePath of paths) {
      // A fresh context per page: empty cache and storage, as for a first visit.
      const context = await browser.newContext({
        viewport: MOBILE_VIEWPORT,
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        locale: 'ja-JP',
      });
      const page = await context.newPage();
      const requests: string[] = [];
      const consoleErrors: string[] = [];
      const pending: Promise<ScriptFile | undefined>[] = [];
      context.on('request', (request) => requests.push(request.url()));
      page.on('console', (msg) => {
        if (msg.type() === 'error') consoleErrors.push(msg.text());
      });
      page.on('pageerror', (error) => consoleErrors.push(String(error)));
      context.on('response', (response) => {
        if (response.request().resourceType() === 'script') pending.push(scriptFile(response));
      });
      await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle', timeout: 120_000 });
      const heading = await page
        .locator('h1, h2, [role="status"], [aria-busy="true"]')
        .first()
        .innerText({ timeout: 2000 })
        .catch(() => '');
      const scripts = (await Promise.all(pending)).filter((s): s is ScriptFile => s !== undefined);
      const isForeign = (url: string) => !url.startsWith(origin) && !/^(data|blob):/.test(url);
      results.push({
        path: pagePath,
        finalUrl: page.url().replace(origin, ''),
        heading: heading.replace(/\s+/g, ' ').trim().slice(0, 80),
        scripts: scripts.map((s) => ({ ...s, url: s.url.replace(origin, '') })),
        ...sumScripts(scripts),
        foreignRequests: [...new Set(requests.filter(isForeign))],
        resolverLoaded: requests.some(isResolverRequest),
        consoleErrors,
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

async function scriptFile(response: Response): Promise<ScriptFile | undefined> {
  try {
    const body = await response.body();
    const sizes = await response.request().sizes();
    return {
      url: response.url(),
      // The resolver's code names the auth iframe path; bundled ≠ run, so it is reported apart.
      containsResolverCode: body.includes('__/auth/iframe'),
      rawBytes: body.length,
      gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
      transferBytes: sizes.responseBodySize + sizes.responseHeadersSize,
    };
  } catch {
    // A redirect or an aborted response has no body: nothing was sent.
    return undefined;
  }
}
