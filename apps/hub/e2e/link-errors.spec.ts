// Mailed links that can no longer be used: opened a second time (006b for login, 003b for
// registration) or opened in another browser (loginBrowserChangeError).
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { expect, type Page, test } from '@playwright/test';

import { LoginPage } from './pages/LoginPage';
import { RegisterPage } from './pages/RegisterPage';
import { createMember, newMobileContext, stackUrls, uniqueEmail } from './stack';

const EXPIRED_TEXT =
  '参照されたページは、発行から30分以内に登録画面にアクセスがなかったため、無効となりました。';

/** A new member's login link, asked for from the community service. */
async function memberLoginLink(page: Page, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await createMember(page.request, email);
  const login = await LoginPage.openFrom(page);
  return login.requestMailLink(email);
}

/** The used `link` opened again: the expired page under `heading`. */
async function expectExpiredOnSecondVisit(page: Page, link: string, heading: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(EXPIRED_TEXT)).toBeVisible();
  await expectNoAxeViolations(page);
}

test('a login link opened a second time shows 006b', async ({ page }) => {
  const link = await memberLoginLink(page, 'login-twice');

  await page.goto(link);
  await expect(page).toHaveURL(`${stackUrls().demoService}/`, { timeout: 30_000 });

  await expectExpiredOnSecondVisit(page, link, 'ログインできませんでした');
});

test('a registration link opened a second time shows 003b', async ({ page }) => {
  const email = uniqueEmail('register-twice');
  const register = await RegisterPage.openFrom(page);
  await register.chooseEmail();
  const link = await register.requestMailLink(email);

  await page.goto(link);
  await register.expectCompleteAndConfirm();
  await expect(page).toHaveURL(`${stackUrls().demoService}/`, { timeout: 30_000 });

  await expectExpiredOnSecondVisit(page, link, '新規登録できませんでした');
});

test('a login link opened in another browser shows the browser change error', async ({ page, browser }) => {
  const link = await memberLoginLink(page, 'login-other-browser');

  const other = await newMobileContext(browser);
  try {
    const otherPage = await other.newPage();
    await otherPage.goto(link);
    await expect(otherPage.getByRole('heading', { name: 'ログインを完了できませんでした' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      otherPage.getByText('ログインを始めたブラウザで、もう一度はじめからお試しください。'),
    ).toBeVisible();
    await expect(otherPage).toHaveTitle('ログインエラー | らくらくコミュニティ');
    await expectNoAxeViolations(otherPage);
  } finally {
    await other.close();
  }
});
