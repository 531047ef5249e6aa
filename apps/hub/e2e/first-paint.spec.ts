// First paint without JavaScript (a slow phone line sees the screen before the scripts arrive): the
// entry screens are prerendered at build time (src/prerender), readable with scripts off, and
// hydrated with scripts on: the prerendered markup is kept (not replaced), the screen answers, and
// the console stays free of errors (a hydration mismatch is reported there, and makes React render
// anew).
import { expect, type Page, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import { createMember, holdRequest, hubEntryUrl, stackUrls, uniqueEmail } from './stack';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/login, /register and the SSO check show their screen from the HTML alone', async ({ page }) => {
    await page.goto(RoutePath.login);
    await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'メールアドレスでログイン' })).toBeVisible();
    // Until the scripts take over, the browser must not send the form itself (the address in the URL).
    await expect(page.getByRole('button', { name: 'ログインメールを送信する' })).toBeDisabled();

    await page.goto(RoutePath.register);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('新規会員登録');

    await page.goto(RoutePath.sso);
    await expect(page.getByRole('heading', { name: '認証を確認しています' })).toBeVisible();
  });

  test('the prerendered page needs no inline script (the CSP allows none)', async ({ page }) => {
    const response = await page.goto(RoutePath.login);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-prerendered="/login"');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(response?.headers()['content-security-policy']).not.toContain('unsafe-inline');
  });
});

/** Console errors and uncaught errors of the page, and whether the prerendered shell was removed. */
async function watch(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // Before the page's own scripts: notes whether the prerendered shell ever leaves #root
  // (createRoot clears the container; hydration keeps it).
  await page.addInitScript(() => {
    const w = window as unknown as { shellReplaced?: boolean };
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof HTMLElement && node.classList.contains('mh-shell')) w.shellReplaced = true;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    errors,
    shellReplaced: () =>
      page.evaluate(() => (window as unknown as { shellReplaced?: boolean }).shellReplaced),
  };
}

test('the app’s scripts are asked for only once the prerendered screen has painted', async ({ page }) => {
  for (const path of [RoutePath.login, RoutePath.register, RoutePath.sso]) {
    await page.goto(path);
    // The starter imports the entry once the first contentful paint is in (else its evaluation
    // would hold the paint back on a slow phone).
    const timing = await page.waitForFunction(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      const entry = performance
        .getEntriesByType('resource')
        .find((r) => /\/assets\/index-[^/]+\.js$/.test(new URL(r.name).pathname));
      return fcp && entry ? { fcp: fcp.startTime, entryRequested: entry.startTime } : null;
    });
    const { fcp, entryRequested } = (await timing.jsonValue())!;
    expect(entryRequested, path).toBeGreaterThanOrEqual(fcp);
  }
});

test('a service’s entry to /login hydrates the prerendered screen without console errors', async ({
  page,
}) => {
  const watched = await watch(page);
  await page.goto(await hubEntryUrl(page, stackUrls().demoService, 'login'));
  await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
  // The screen answers: React's handler checks the empty address.
  const input = page.getByRole('textbox', { name: 'メールアドレス' });
  await expect(async () => {
    await page.getByRole('button', { name: 'ログインメールを送信する' }).click();
    await expect(input).toHaveAttribute('aria-invalid', 'true', { timeout: 500 });
  }).toPass();
  await page.getByRole('link', { name: 'はじめての方（新規会員登録）' }).click();
  await expect(page).toHaveURL(new RegExp(`${RoutePath.register}$`));
  expect(await watched.shellReplaced(), 'hydrated, not rendered anew').toBeFalsy();
  expect(watched.errors).toEqual([]);
});

test('going on to 新規会員登録 before /login’s passkey challenge has arrived: no passkey ceremony, no error', async ({
  page,
}) => {
  const watched = await watch(page);
  // /login asks for a passkey challenge once it is interactive (the browser's suggestions on the
  // e-mail field); held here until the member has gone on, as on a slow line.
  const options = await holdRequest(page, '**/member/v1/passkeys!options');
  await page.goto(await hubEntryUrl(page, stackUrls().demoService, 'login'));
  await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
  await options.requested;
  await page.getByRole('link', { name: 'はじめての方（新規会員登録）' }).click();
  await expect(page).toHaveURL(new RegExp(`${RoutePath.register}$`));
  const answered = page.waitForResponse('**/member/v1/passkeys!options');
  options.release();
  await answered;
  // The challenge's answer has reached the page; the library would load and look for the field.
  await page.waitForTimeout(500);
  expect(watched.errors).toEqual([]);
});

test('/register hydrates (its screen chunk loads first) without console errors', async ({ page }) => {
  const watched = await watch(page);
  await page.goto(await hubEntryUrl(page, stackUrls().demoService, 'register'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('新規会員登録');
  await page.getByRole('link', { name: '会員の方はこちら（ログイン）' }).click();
  await expect(page).toHaveURL(new RegExp(`${RoutePath.login}$`));
  expect(await watched.shellReplaced(), 'hydrated, not rendered anew').toBeFalsy();
  expect(watched.errors).toEqual([]);
});

test('an entry of the other variant renders anew over the prerendered screen, without errors', async ({
  page,
}) => {
  const watched = await watch(page);
  await page.goto(await hubEntryUrl(page, stackUrls().demoMembersService, 'login'));
  await expect(page.locator('.mh-header__service')).toHaveText('会員サービス');
  await expect(page.getByRole('button', { name: 'Googleでログイン' })).toHaveCount(0);
  expect(await watched.shellReplaced(), 'the community markup was replaced').toBe(true);
  expect(watched.errors).toEqual([]);
});

/**
 * Opens /login from `service` with the entry script held back, types a new member's address into
 * the prerendered field, lets the scripts run, then sends: the mail goes to the typed address.
 */
async function typeBeforeScriptsAndSend(page: Page, service: string, title: string, prefix: string) {
  const email = uniqueEmail(prefix);
  await createMember(page.request, email, 'fp');
  const entryScript = await holdRequest(page, /\/assets\/index-[^/]+\.js$/);
  await page.goto(await hubEntryUrl(page, service, 'login'));
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  entryScript.release();
  await expect(page).toHaveTitle(title);
  await expect(page.getByRole('textbox', { name: 'メールアドレス' })).toHaveValue(email);
  await page.getByRole('button', { name: 'ログインメールを送信する' }).click();
  await expect(page.getByText(`${email} にログインのためのメールを送りました。`)).toBeVisible();
}

test('an address typed before the scripts have run is the one the login mail goes to', async ({ page }) => {
  await typeBeforeScriptsAndSend(
    page,
    stackUrls().demoService,
    'ログイン | らくらくコミュニティ',
    'fp-early',
  );
});

test('an address typed before the scripts on the members service (rendered anew, not hydrated) is kept too', async ({
  page,
}) => {
  await typeBeforeScriptsAndSend(
    page,
    stackUrls().demoMembersService,
    'ログイン | 会員サービス',
    'fp-early-members',
  );
});
