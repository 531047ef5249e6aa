import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { startSentryReceiver, type SentryReceiver } from '@member-hub/dev-stack/sentry-receiver';
import { expect, test } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixture');

let receiver: SentryReceiver;
let vite: ViteDevServer;
let pageUrl: string;

test.beforeAll(async () => {
  receiver = await startSentryReceiver();
  vite = await createServer({
    configFile: false,
    root: fixture,
    logLevel: 'error',
    resolve: { conditions: ['@member-hub/source', 'module', 'browser', 'development|production'] },
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  await vite.listen();
  pageUrl = vite.resolvedUrls!.local[0]!;
});
test.afterAll(async () => {
  await vite?.close();
  await receiver?.stop();
});
test.beforeEach(() => receiver.clear());

test('a report from the page reaches Sentry through the real browser SDK, loaded only then', async ({
  page,
}) => {
  const sdkRequests: string[] = [];
  page.on('request', (r) => {
    if (/sentry-sdk|@sentry/.test(r.url())) sdkRequests.push(r.url());
  });
  await page.goto(`${pageUrl}?dsn=${encodeURIComponent(receiver.dsn)}`);
  await expect(page.locator('#ready')).toHaveText('ready');
  expect(sdkRequests).toEqual([]);

  await page.evaluate(() =>
    (window as unknown as { reportGetMeFailure(e: string): void }).reportGetMeFailure('taro@example.jp'),
  );
  const [event] = await receiver.waitForEvents(1, 20_000);
  expect(sdkRequests.length).toBeGreaterThan(0);
  expect(event?.exception?.values?.map((v) => v.value)).toEqual(['HTTP 503 for [email]', 'GetMe API ERROR']);
  expect(event?.tags).toMatchObject({ app: 'fixture', flow: 'sso', path: '/' });
  expect(event).toMatchObject({ environment: 'e2e', platform: 'javascript' });
  expect(
    receiver
      .envelopes()
      .map((e) => e.raw)
      .join('\n'),
  ).not.toContain('taro@example.jp');
});

test('an uncaught error of the page is reported', async ({ page }) => {
  await page.goto(`${pageUrl}?dsn=${encodeURIComponent(receiver.dsn)}`);
  await expect(page.locator('#ready')).toHaveText('ready');
  await page.evaluate(() => (window as unknown as { throwUncaught(): void }).throwUncaught());
  const [event] = await receiver.waitForEvents(1, 20_000);
  expect(event?.exception?.values?.at(-1)?.value).toBe('uncaught in a timer');
  expect(event?.tags).toMatchObject({ uncaught: 'error' });
});

test('without a DSN the page loads no SDK and sends nothing', async ({ page }) => {
  const sdkRequests: string[] = [];
  page.on('request', (r) => {
    if (/sentry-sdk|@sentry/.test(r.url())) sdkRequests.push(r.url());
  });
  const logged: string[] = [];
  page.on('console', (m) => logged.push(m.text()));
  await page.goto(pageUrl);
  await expect(page.locator('#ready')).toHaveText('ready');
  await page.evaluate(() =>
    (window as unknown as { reportGetMeFailure(e: string): void }).reportGetMeFailure('taro@example.jp'),
  );
  await expect.poll(() => logged.some((l) => l.includes('[fixture]'))).toBe(true);
  expect(sdkRequests).toEqual([]);
  expect(receiver.envelopes()).toEqual([]);
});
