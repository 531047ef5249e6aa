// A sign-in mail whose button opens in another browser (a mail app's own) still gets the member in
// — by confirming the address there and finishing there, or by typing the mail's 6-digit code in
// the browser that asked. A wrong address or code never uses the link up. Each journey on a 360 px
// phone and at 200 % zoom (views.ts), both browsers in the view.
import { expect, type Page, test } from '@playwright/test';

import { LoginPage } from './pages/LoginPage';
import { RegisterPage } from './pages/RegisterPage';
import { createMember, expectWelcomedBack, mailedCode, uniqueEmail } from './stack';
import { expectReadable, forEachView, newViewContext } from './views';

/** A member's login mail asked for from the community service: the page (on the sent page), link and code. */
async function loginMail(page: Page, prefix: string) {
  const email = uniqueEmail(prefix);
  await createMember(page.request, email);
  const login = await LoginPage.openFrom(page);
  const link = await login.requestMailLink(email);
  return { email, link, code: await mailedCode(page.request, email) };
}

/** Past the buttons' 600 ms debounce. */
const pastDebounce = (page: Page) => page.waitForTimeout(700);

forEachView((view) => {
  test('the mail opened in another browser: the address confirmed there, the login finishes there and goes back to the service', async ({
    page,
    browser,
  }) => {
    const { email, link } = await loginMail(page, 'elsewhere-confirm');

    const other = await newViewContext(browser, view);
    try {
      const otherPage = await other.newPage();
      await otherPage.goto(link);
      // The BrowserChangeError screen leads with the way to go on, not with a failure.
      await expect(otherPage.getByRole('heading', { name: 'もう少しでログインできます' })).toBeVisible({
        timeout: 30_000,
      });
      await expect(otherPage.getByText('ログインを完了できませんでした')).toHaveCount(0);
      await expect(otherPage.getByText('確認のため、登録したメールアドレスを入れてください。')).toBeVisible();
      await expectReadable(otherPage, view);

      // Another address is refused, and the link stays usable.
      const field = otherPage.getByRole('textbox', { name: 'メールアドレス' });
      const go = otherPage.getByRole('button', { name: 'この画面でログインを続ける' });
      await field.fill(uniqueEmail('not-the-member'));
      await go.click();
      await expect(
        otherPage.getByText('メールを送ったメールアドレスと違います。もう一度お確かめください。'),
      ).toBeVisible();
      await expectReadable(otherPage, view);

      await field.fill(email);
      await pastDebounce(otherPage);
      await go.click();
      await expectWelcomedBack(otherPage);
    } finally {
      await other.close();
    }
  });

  test('the mail’s code typed in the browser that asked: a wrong one is refused, the right one signs in there', async ({
    page,
  }) => {
    const { code } = await loginMail(page, 'elsewhere-code');
    // The sent page with the code field.
    await expectReadable(page, view);

    const input = page.getByRole('textbox', { name: 'メールに書かれた6けたの数字' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    const send = page.getByRole('button', { name: 'この数字でログインする' });

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await input.fill(wrong);
    await send.click();
    await expect(page.getByText('数字がちがいます。', { exact: false })).toBeVisible();
    await expectReadable(page, view);

    await input.fill(code);
    await pastDebounce(page);
    await send.click();
    await expectWelcomedBack(page);
  });

  test('a link used by the code is not a way in any more, in any browser', async ({ page, browser }) => {
    const { link, code } = await loginMail(page, 'elsewhere-used');
    await page.getByRole('textbox', { name: 'メールに書かれた6けたの数字' }).fill(code);
    await page.getByRole('button', { name: 'この数字でログインする' }).click();
    await expectWelcomedBack(page);

    const other = await newViewContext(browser, view);
    try {
      const otherPage = await other.newPage();
      await otherPage.goto(link);
      await expect(
        otherPage.getByRole('heading', { name: 'このメールのボタンは、すでに使われています' }),
      ).toBeVisible({
        timeout: 30_000,
      });
      await expectReadable(otherPage, view);
    } finally {
      await other.close();
    }
  });

  test('a registration mail opened in another browser: confirmed there, the registration finishes there and goes back to the service', async ({
    page,
    browser,
  }, testInfo) => {
    const email = uniqueEmail('elsewhere-register');
    const register = await RegisterPage.openFrom(page);
    await register.chooseEmail();
    const link = await register.requestMailLink(email);
    // The code field is on the registration's "mail sent" page too.
    await expect(page.getByRole('textbox', { name: 'メールに書かれた6けたの数字' })).toBeVisible();
    await expectReadable(page, view);

    const other = await newViewContext(browser, view);
    try {
      const otherPage = await other.newPage();
      await otherPage.goto(link);
      await expect(otherPage.getByRole('heading', { name: 'もう少しで登録が終わります' })).toBeVisible({
        timeout: 30_000,
      });
      await expect(otherPage.getByText('登録を完了できませんでした')).toHaveCount(0);
      await expect(otherPage.getByText(/ブラウザ|URL/)).toHaveCount(0);
      await otherPage.screenshot({
        path: testInfo.outputPath('register-browser-changed.png'),
        fullPage: true,
      });
      await expectReadable(otherPage, view);
      await otherPage.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
      await otherPage.getByRole('button', { name: 'この画面で登録を続ける' }).click();
      await new RegisterPage(otherPage).expectCompleteAndConfirm();
      await expectWelcomedBack(otherPage);
    } finally {
      await other.close();
    }
  });
});
