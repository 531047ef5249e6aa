// The API failing under the e-mail login (hub spec §7 "Status handling", §8): a server error and
// no answer both show the spec's retry alert; a timeout opens the blocking timeout dialog. Each on a
// 360 px phone and at 200 % zoom (views.ts): the dialogs open at their title, axe-clean.
import { HTTP_TIMEOUT_MS } from '@member-hub/enums';
import { expect, type Page, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import { LoginPage } from './pages/LoginPage';
import { pathPattern } from './pages/RegisterPage';
import { hubEntryUrl, stackUrls, uniqueEmail } from './stack';
import { expectReadable, forEachView, type View } from './views';

const LOGIN_PARAMETER = '**/member/v1/login/parameter';

/**
 * The spec's alert (§8) as an in-page dialog, never the browser's alert(): the login mail could not
 * be sent; the dialog says what to do next; after 閉じる the member is still on the login page.
 */
async function sendAndExpectRetryAlert(page: Page, view: View, login: LoginPage, email: string) {
  let nativeDialogs = 0;
  page.on('dialog', (dialog) => {
    nativeDialogs += 1;
    void dialog.dismiss();
  });
  await login.sendLoginMail(email);
  const dialog = page.getByRole('alertdialog', {
    name: '処理に失敗しました。恐れ入りますがもう一度はじめからお試しください。',
  });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('もう一度ボタンを押してください');
  await expectReadable(page, view, dialog);
  await dialog.getByRole('button', { name: '閉じる' }).click();
  await expect(dialog).toHaveCount(0);
  expect(nativeDialogs).toBe(0);
  await expect(page).toHaveURL(pathPattern(RoutePath.login));
  await expect(login.emailField()).toBeEnabled();
  await expectReadable(page, view);
}

forEachView((view) => {
  test('the API answering 500 on the e-mail login shows the retry alert', async ({ page }) => {
    const login = await LoginPage.openFrom(page);
    await page.route(LOGIN_PARAMETER, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'internal', message: 'injected by the e2e test' }),
      }),
    );
    await sendAndExpectRetryAlert(page, view, login, uniqueEmail('api-500'));
  });

  test('the API not answering on the e-mail login shows the retry alert', async ({ page }) => {
    const login = await LoginPage.openFrom(page);
    await page.route(LOGIN_PARAMETER, (route) => route.abort('connectionrefused'));
    await sendAndExpectRetryAlert(page, view, login, uniqueEmail('api-down'));
  });

  test('mock=timeout on an entry URL opens the timeout dialog, and 閉じる closes it', async ({ page }) => {
    await page.goto(await hubEntryUrl(page, stackUrls().demoService, 'login', { mock: 'timeout' }));
    const dialog = page.getByRole('dialog', { name: 'タイムアウトエラー' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(
      dialog.getByText('通信がタイムアウトしました。もう一度やり直してみてください。'),
    ).toBeVisible();
    await expectReadable(page, view, dialog);
    await dialog.getByRole('button', { name: '閉じる' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'メールアドレス' })).toBeVisible();
    await expectReadable(page, view);
  });

  test('an API answer slower than the client timeout opens the timeout dialog', async ({ page }) => {
    // The page's clock runs as usual and is moved past the hub's client timeout once the call is
    // on its way, instead of the test waiting the 15 s out.
    await page.clock.install();
    const login = await LoginPage.openFrom(page);
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived: () => void = () => {};
    const held = new Promise<void>((resolve) => (arrived = resolve));
    // Held until the dialog has shown (past the client timeout), then dropped.
    await page.route(LOGIN_PARAMETER, async (route) => {
      arrived();
      await released;
      await route.abort('timedout').catch(() => {});
    });
    await login.sendLoginMail(uniqueEmail('api-slow'));
    await held;
    await page.clock.fastForward(HTTP_TIMEOUT_MS + 1_000);
    const dialog = page.getByRole('dialog', { name: 'タイムアウトエラー' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expectReadable(page, view, dialog);
    release();
    await dialog.getByRole('button', { name: '閉じる' }).click();
    await expect(dialog).toHaveCount(0);
  });
});
