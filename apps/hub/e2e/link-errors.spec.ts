// Mailed links that can no longer be used: tapped a second time (the signed-in member goes on;
// elsewhere the "already used" pages, told apart from 006b/003b's 30 minutes) or opened in another
// browser (loginBrowserChangeError). Each journey on a 360 px phone and at 200 % zoom (views.ts),
// every browser in the view.
import { expect, type Page, test } from '@playwright/test';

import { LoginPage } from './pages/LoginPage';
import { RegisterPage } from './pages/RegisterPage';
import { createMember, stackUrls, uniqueEmail } from './stack';
import { expectReadable, forEachView, newViewContext, type View } from './views';

const EXPIRED_TEXT =
  '参照されたページは、発行から30分以内に登録画面にアクセスがなかったため、無効となりました。';

/** A new member's login link, asked for from the community service. */
async function memberLoginLink(page: Page, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await createMember(page.request, email);
  const login = await LoginPage.openFrom(page);
  return login.requestMailLink(email);
}

const USED_TEXT = 'このメールのボタンは、すでに使われています';

/** The used `link` opened again where nobody can go on: the "already used" page (not the 30-minute text). */
async function expectUsedOnSecondVisit(page: Page, view: View, link: string, heading: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(USED_TEXT, { exact: false }).first()).toBeVisible();
  await expect(page.getByText(EXPIRED_TEXT)).toHaveCount(0);
  await expectReadable(page, view);
}

forEachView((view) => {
  test('a login link tapped a second time: the signed-in member goes on; elsewhere "already used", not 006b', async ({
    page,
    browser,
  }) => {
    const link = await memberLoginLink(page, 'login-twice');

    await page.goto(link);
    await expect(page).toHaveURL(`${stackUrls().demoService}/`, { timeout: 30_000 });

    // The same browser, still signed in: a second tap is not an error, the hand-back happens again.
    await page.goto(link);
    await expect(page).toHaveURL(`${stackUrls().demoService}/`, { timeout: 30_000 });

    // Another browser with nobody signed in: the button was used (and a fresh mail can be asked for).
    const other = await newViewContext(browser, view);
    try {
      const otherPage = await other.newPage();
      await expectUsedOnSecondVisit(otherPage, view, link, USED_TEXT);
      await expect(otherPage.getByLabel('メールアドレス')).toBeEnabled();
    } finally {
      await other.close();
    }
  });

  test('a registration link opened again after the registration: "already used", not 003b', async ({
    page,
  }) => {
    const email = uniqueEmail('register-twice');
    const register = await RegisterPage.openFrom(page);
    await register.chooseEmail();
    const link = await register.requestMailLink(email);

    await page.goto(link);
    await register.expectCompleteAndConfirm();
    await expect(page).toHaveURL(`${stackUrls().demoService}/`, { timeout: 30_000 });

    await expectUsedOnSecondVisit(page, view, link, '新規登録できませんでした');
  });

  test('a login link opened in another browser shows the browser change error', async ({ page, browser }) => {
    const link = await memberLoginLink(page, 'login-other-browser');

    const other = await newViewContext(browser, view);
    try {
      const otherPage = await other.newPage();
      await otherPage.goto(link);
      // The link is still unused: the page leads with finishing here, and its title says where the
      // member is (signing in), not that something failed.
      await expect(otherPage.getByRole('heading', { name: 'もう少しでログインできます' })).toBeVisible({
        timeout: 30_000,
      });
      await expect(otherPage).toHaveTitle('ログイン | らくらくコミュニティ');
      await expectReadable(otherPage, view);
    } finally {
      await other.close();
    }
  });
});
