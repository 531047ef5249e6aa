// Google sign-in through the emulator's account chooser, then the SSO check with that session.
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { expect, type Page, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import { createGoogleMember, recordIdentityRequests, stackUrls } from './stack';
import { chooseGoogleAccount } from './pages/GoogleAccountChooser';

function entryQuery(returnUrl: string): string {
  return new URLSearchParams({
    returnUrl,
    state: 'sso-state',
    nonce: 'sso-nonce',
    scope: 'openid',
    clientId: 'demo-community',
  }).toString();
}

/** Goes to `url` the way a service's own page links there (the browser's referrer: that page). */
async function followLinkFrom(page: Page, from: string, url: string): Promise<void> {
  if (!page.url().startsWith(from)) await page.goto(from);
  await page.evaluate((to) => {
    window.location.assign(to);
  }, url);
}

/** Answers the service's callback itself and resolves with the address the hub sent the browser to. */
async function captureCallback(page: Page, callback: string): Promise<URL> {
  const requested = new Promise<URL>((resolve) => {
    void page.route(`${callback}*`, async (route) => {
      const url = new URL(route.request().url());
      await route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><title>cb</title>',
      });
      resolve(url);
    });
  });
  const url = await requested;
  // The callback page has loaded before the test goes on: a next page.goto would otherwise
  // interrupt its navigation.
  await page.waitForURL((current) => current.href.startsWith(callback), { waitUntil: 'load' });
  return url;
}

test('a Google member signs in through the account chooser, and the SSO check then says auth=true', async ({
  page,
  request,
}) => {
  const urls = stackUrls();
  const email = `google-${Date.now()}@example.com`;
  const { nickname } = await createGoogleMember(request, email);

  await page.goto(urls.demoService);
  await page.getByRole('link', { name: 'ログイン' }).click();
  await page.getByRole('button', { name: 'Googleでログイン' }).click();
  await chooseGoogleAccount(page, email);
  await expect(page).toHaveURL(`${urls.demoService}/`, { timeout: 30_000 });
  await expect(page.getByText(`${nickname}さん、ようこそ`)).toBeVisible();

  const callback = `${urls.demoService}/callback`;
  const returned = captureCallback(page, callback);
  await followLinkFrom(page, urls.demoService, `${urls.gateway}${RoutePath.sso}?${entryQuery(callback)}`);
  expect((await returned).searchParams.get('auth')).toBe('true');
});

test('a foreign site linking a signed-in member to /sso with the service’s entry gets auth=false, and nothing is written', async ({
  page,
  request,
}) => {
  const urls = stackUrls();
  const email = `google-xsite-${Date.now()}@example.com`;
  await createGoogleMember(request, email);
  await page.goto(urls.demoService);
  await page.getByRole('link', { name: 'ログイン' }).click();
  await page.getByRole('button', { name: 'Googleでログイン' }).click();
  await chooseGoogleAccount(page, email);
  await expect(page).toHaveURL(`${urls.demoService}/`, { timeout: 30_000 });

  const writes: string[] = [];
  page.on('request', (req) => {
    if (req.method() !== 'GET' && req.url().includes('/member/v1/'))
      writes.push(`${req.method()} ${req.url()}`);
  });
  const foreign = 'http://attacker.invalid/';
  await page.route(foreign, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>x</title>' }),
  );
  const callback = `${urls.demoService}/callback`;
  const returned = captureCallback(page, callback);
  await followLinkFrom(page, foreign, `${urls.gateway}${RoutePath.sso}?${entryQuery(callback)}`);
  expect((await returned).searchParams.get('auth')).toBe('false');
  // No usage, no login history, no authorization, no sign-out (logout is a GET with the token).
  expect(writes).toEqual([]);
  await page.goto(urls.demoService);
  await followLinkFrom(page, urls.demoService, `${urls.gateway}${RoutePath.sso}?${entryQuery(callback)}`);
  await expect.poll(async () => new URL(page.url()).searchParams.get('auth')).toBe('true');
});

test('the SSO check without a session returns with auth=false, without loading Firebase', async ({
  page,
}) => {
  // Nothing stored in this browser: the identity answers "nobody" without its chunk (app-kit
  // createAppIdentity's stored-session fast path).
  const identityRequests = recordIdentityRequests(page);
  const urls = stackUrls();
  const callback = `${urls.demoService}/callback`;
  await page.goto(urls.demoService);
  const returned = captureCallback(page, callback);
  await followLinkFrom(
    page,
    urls.demoService,
    `${urls.gateway}${RoutePath.checkAuth}?${entryQuery(callback)}`,
  );
  expect((await returned).searchParams.get('auth')).toBe('false');
  expect(identityRequests).toEqual([]);
});

test('a service sends a Google member straight to 900_loginWithProvider (/login/provider), and the member is handed back', async ({
  page,
  request,
}) => {
  const urls = stackUrls();
  const email = `google-provider-${Date.now()}@example.com`;
  const { nickname } = await createGoogleMember(request, email);

  // The demo service's own entry (its state and nonce), sent to the provider screen instead of /login.
  await page.goto(urls.demoService);
  await page.getByRole('link', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/login\?/);
  const entry = new URL(page.url());
  entry.pathname = RoutePath.loginProvider;
  entry.searchParams.set('provider', 'google');
  await page.goto(entry.toString());
  await expect(page.getByRole('heading', { level: 1, name: 'Googleでログイン' })).toBeVisible();
  await expect(page).toHaveTitle('Googleでログイン | らくらくコミュニティ');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Googleでログイン' }).click();
  await chooseGoogleAccount(page, email, { axe: false });
  await expect(page).toHaveURL(`${urls.demoService}/`, { timeout: 30_000 });
  await expect(page.getByText(`${nickname}さん、ようこそ`)).toBeVisible();
});
