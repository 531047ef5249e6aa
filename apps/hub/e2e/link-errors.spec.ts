// Mailed links that can no longer be used: opened a second time (006b for login, 003b for
// registration) or opened in another browser (loginBrowserChangeError).
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { expect, test } from '@playwright/test';

import { LoginPage } from './pages/LoginPage';
import { RegisterPage } from './pages/RegisterPage';
import { createMember, mailedLink, newMobileContext, stackUrls, uniqueEmail } from './stack';

const EXPIRED_TEXT =
  '参照されたページは、発行から30分以内に登録画面にアクセスがなかったため、無効となりました。';

test('a login link opened a second time shows 006b', async ({ page }) => {
  const urls = stackUrls();
  const email = uniqueEmail('login-twice');
  await createMember(page.request, email);

  await page.goto(urls.demoService);
  await page.getByRole('link', { name: 'ログイン' }).click();
  const login = new LoginPage(page);
  await login.expectShown();
  await login.sendLoginMail(email);
  await login.expectMailSent(email);
  const link = await mailedLink(page.request, email);

  await page.goto(link);
  await expect(page).toHaveURL(`${urls.demoService}/`, { timeout: 30_000 });

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'ログインできませんでした' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(EXPIRED_TEXT)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a registration link opened a second time shows 003b', async ({ page }) => {
  const urls = stackUrls();
  const email = uniqueEmail('register-twice');

  await page.goto(urls.demoService);
  await page.getByRole('link', { name: '新規登録' }).click();
  const register = new RegisterPage(page);
  await register.expectChoiceShown();
  await register.chooseEmail();
  await register.sendRegisterMail(email);
  await register.expectMailSent(email);
  const link = await mailedLink(page.request, email);

  await page.goto(link);
  await register.expectCompleteAndConfirm();
  await expect(page).toHaveURL(`${urls.demoService}/`, { timeout: 30_000 });

  await page.goto(link);
  await expect(page.getByRole('heading', { name: '新規登録できませんでした' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(EXPIRED_TEXT)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a login link opened in another browser shows the browser change error', async ({ page, browser }) => {
  const urls = stackUrls();
  const email = uniqueEmail('login-other-browser');
  await createMember(page.request, email);

  await page.goto(urls.demoService);
  await page.getByRole('link', { name: 'ログイン' }).click();
  const login = new LoginPage(page);
  await login.expectShown();
  await login.sendLoginMail(email);
  await login.expectMailSent(email);
  const link = await mailedLink(page.request, email);

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
