// The SPA pages' security headers through the gateway (CSP, anti-framing), in a real Chromium
// against the test profile's production build: /login shows with no CSP violation, its script-src
// has no 'unsafe-inline', and a page on another origin cannot frame it.
// Needs the hub (in the default E2E_STACK_APPS).
import http from 'node:http';
import path from 'node:path';

import { headersForPath, readHeaderSet, SECURITY_HEADERS_FILE } from '@member-hub/deployment-config/headers';
import { expect, test } from '@playwright/test';

import { repoRoot } from '../src/index.ts';

import { stackState } from './stack-state.ts';

const { urls, apps } = stackState();

test.beforeAll(() => {
  expect(apps['@member-hub/hub'], 'the hub started with the stack (E2E_STACK_APPS=hub,member-api)').toBe(
    'running',
  );
});

test('/login carries a CSP without unsafe-inline scripts and anti-framing headers', async ({ request }) => {
  const res = await request.get(`${urls.gateway}/login`);
  expect(res.ok()).toBe(true);
  const csp = res.headers()['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).not.toContain('unsafe-eval');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers()['x-frame-options']).toBe('DENY');
});

test('the gateway serves exactly the header set the hub’s build wrote', async ({ request }) => {
  // The test stack's hub is a production build (stack:test), which writes its header set.
  const set = readHeaderSet(path.join(repoRoot, 'apps/hub/dist/test-stack', SECURITY_HEADERS_FILE));
  expect(set.mode).toBe('test');
  for (const pathname of ['/login', '/register', '/sso']) {
    const res = await request.get(`${urls.gateway}${pathname}`);
    const expected = headersForPath(set, pathname);
    const served = Object.fromEntries(Object.keys(expected).map((name) => [name, res.headers()[name]]));
    expect(served, pathname).toEqual(expected);
  }
});

test('/login shows under its CSP without a single violation', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /content security policy/i.test(message.text())) {
      problems.push(message.text());
    }
  });
  // Report every violation the page raises as a console error (the listener runs before the page's scripts).
  await page.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) => {
      console.error('Content Security Policy violation: ' + event.violatedDirective + ' ' + event.blockedURI);
    });`,
  });
  await page.goto(`${urls.gateway}/login`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // zod 4 probes once whether `new Function` works (its fast path), catches the refusal and
  // validates without it; Chromium still reports the refused probe. That one is the CSP at work.
  const zodProbe = 'Content Security Policy violation: script-src eval';
  expect(problems.filter((problem) => problem !== zodProbe)).toEqual([]);
});

test('a page on the demo service origin cannot frame /login', async ({ page }) => {
  // A real page on the demo service's origin (a fulfilled route would count as a public site,
  // and Chromium would block it for reaching the local network instead of for the CSP).
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>framing</title><iframe name="hub" src="${urls.gateway}/login"></iframe>`);
  });
  const { port } = new URL(urls.demoService);
  await new Promise<void>((resolve) => server.listen(Number(port), '127.0.0.1', resolve));
  try {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    const frameLoaded = page.waitForEvent('framenavigated', { predicate: (frame) => frame.name() === 'hub' });
    await page.goto(`http://127.0.0.1:${port}/`);
    const frame = await frameLoaded;
    // Chromium replaces the refused frame by its error page and names the directive.
    await expect.poll(() => messages.some((text) => text.includes("frame-ancestors 'none'"))).toBe(true);
    expect(frame.url()).toMatch(/^chrome-error:/);
    expect(await frame.locator('#root').count()).toBe(0);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
