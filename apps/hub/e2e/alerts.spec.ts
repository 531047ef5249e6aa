// Every alert the specs name is an in-page dialog (no native alert()) that says what to do
// next, readable on a 360 px phone and at 200 % zoom (its title on screen when it opens, its
// buttons reachable, no sideways scrolling, axe-clean); a nickname taken at the confirmation goes
// back to the form with the field's message instead of an alert.
import { createVerifiedEmailUser } from '@member-hub/dev-stack/e2e-helpers';
import { expect, type Page, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import { LoginPage } from './pages/LoginPage';
import { ProfileRegisterPage } from './pages/ProfileRegisterPage';
import { pathPattern, RegisterPage } from './pages/RegisterPage';
import { createMember, hubEntryUrl, STAND_IN_LOCKS, stackUrls, uniqueEmail } from './stack';
import { expectReadable, forEachView } from './views';

/**
 * The browser's own alert()/confirm() boxes the page opens (dismissed), to be checked empty at
 * the end; the leave-page question (beforeunload) is not an alert and is answered 'leave'.
 */
function nativeDialogsOf(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') {
      void dialog.accept();
      return;
    }
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

/** The login mail call (POST /member/v1/mailLinks!login). */
const isLoginMailCall = (url: URL) => url.pathname.endsWith('/member/v1/mailLinks!login');

/** From the community service's 新規登録 (profile=input) to the profile form, by mail link. */
async function reachProfileForm(page: Page, label: string): Promise<ProfileRegisterPage> {
  await page.goto(await hubEntryUrl(page, stackUrls().demoService, 'register', { profile: 'input' }));
  const register = new RegisterPage(page);
  await register.expectChoiceShown();
  await register.chooseEmail();
  await page.goto(await register.requestMailLink(uniqueEmail(label)));
  const profile = new ProfileRegisterPage(page);
  await profile.expectFormShown();
  return profile;
}

forEachView((view) => {
  test('a refused login mail (429): the dialog says the mail was sent and how long to wait', async ({
    page,
  }) => {
    const native = nativeDialogsOf(page);
    const login = await LoginPage.openFrom(page);
    await expectReadable(page, view);
    // The member API's refusal as its rate limiter sends it (errors.rateLimited(90)).
    await page.route(isLoginMailCall, (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'retry-after': '90' },
        body: JSON.stringify({
          code: 'rate.limited',
          message: 'Too many requests; try again later.',
          details: { retryAfterSeconds: 90 },
        }),
      }),
    );
    await login.sendLoginMail(uniqueEmail('alert-rate'));

    const dialog = page.getByRole('alertdialog', {
      name: 'メールはもう送りました。届くまで数分かかることがあります。迷惑メールのフォルダもご確認ください。',
    });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('2分ほどたつと、もう一度送れます。');
    // Not the catalogue's "start again", which would be refused again.
    await expect(dialog).not.toContainText('もう一度はじめから');
    await expectReadable(page, view, dialog);

    await dialog.getByRole('button', { name: '閉じる' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(pathPattern(RoutePath.login));
    await expect(login.emailField()).toBeEnabled();
    await expectReadable(page, view);
    expect(native, 'no browser alert()').toEqual([]);
  });

  test('a mail link cut short: the invalid-URL dialog says to press the mail’s button again', async ({
    page,
  }) => {
    const native = nativeDialogsOf(page);
    await LoginPage.openFrom(page);
    await page.goto(`${RoutePath.loginValidateEmail}?mode=login`);
    const dialog = page.getByRole('alertdialog', {
      name: 'リンクが正しくありません。メールのリンクをもう一度押してお試しください。',
    });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toContainText('メールの中のボタンを、もう一度押してください。');
    await expectReadable(page, view, dialog);
    await dialog.getByRole('button', { name: '閉じる' }).click();
    await expect(dialog).toHaveCount(0);
    expect(native, 'no browser alert()').toEqual([]);
  });

  test('a mail link whose lookup gives no address: the dialog says what follows, then the error page', async ({
    page,
  }) => {
    const native = nativeDialogsOf(page);
    const email = uniqueEmail('alert-no-email');
    await createMember(page.request, email);
    const login = await LoginPage.openFrom(page);
    const link = await login.requestMailLink(email);
    // The member API's lookup answering no address (profile spec §4).
    await page.route(
      (url) => url.pathname.endsWith('/member/v1/mailLinks'),
      (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({
              status: 200,
              contentType: 'application/json',
              body: JSON.stringify({ mailLink: `${stackUrls().gateway}/never-followed`, email: '' }),
            })
          : route.fallback(),
    );
    await page.goto(link);
    const dialog = page.getByRole('alertdialog', { name: 'メールアドレスを取得できませんでした。' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toContainText('「閉じる」を押すと、エラーの画面に移ります。');
    await expectReadable(page, view, dialog);
    await dialog.getByRole('button', { name: '閉じる' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(pathPattern(RoutePath.error), { timeout: 20_000 });
    await expectReadable(page, view);
    expect(native, 'no browser alert()').toEqual([]);
  });

  test('the timeout dialog opens at its title and says what 閉じる does', async ({ page }) => {
    const native = nativeDialogsOf(page);
    await page.goto(await hubEntryUrl(page, stackUrls().demoService, 'login', { mock: 'timeout' }));
    const dialog = page.getByRole('dialog', { name: 'タイムアウトエラー' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toContainText('「閉じる」を押すと、前の画面に戻ります。');
    await expectReadable(page, view, dialog);
    await dialog.getByRole('button', { name: '閉じる' }).click();
    await expect(dialog).toHaveCount(0);
    await expectReadable(page, view);
    expect(native, 'no browser alert()').toEqual([]);
  });

  test(
    'the d-account failure dialog opens at its message, its one button back to the service reachable',
    { lock: STAND_IN_LOCKS.carrierAccount },
    async ({ page }) => {
      const native = nativeDialogsOf(page);
      await page.goto(stackUrls().demoService);
      await page.getByRole('link', { name: 'ログイン' }).click();
      await page.getByRole('button', { name: 'dアカウントでログイン' }).click();
      await expect(page.getByRole('button', { name: /^dtest01（/ })).toBeVisible({ timeout: 30_000 });
      // The relay's callback in this browser with a state the login did not send: the failure.
      await page.goto(
        `${stackUrls().gateway}/member/v1/daccountEntry/callback?code=forged&state=Xstate12345`,
      );
      await expect(page).toHaveURL(pathPattern(RoutePath.daccountAuth), { timeout: 30_000 });
      const dialog = page.getByRole('dialog', {
        name: 'ご迷惑をおかけしております。しばらく時間をおいてからのアクセスをお願いします。',
      });
      await expect(dialog).toBeVisible();
      await expectReadable(page, view, dialog);
      await dialog.getByRole('button', { name: 'らくらくコミュニティ ホームに戻る' }).click();
      await expect(page).toHaveURL(new RegExp(`^${stackUrls().demoService}/`), { timeout: 30_000 });
      expect(native, 'no browser alert()').toEqual([]);
    },
  );

  test('the profile save refused at the confirmation: the dialog, then the confirmation again to retry', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const native = nativeDialogsOf(page);
    const profile = await reachProfileForm(page, 'alert-save');
    await profile.fill({
      nickname: `sv${Date.now().toString(36).slice(-6)}`,
      prefecture: '北海道',
      sex: '女性',
    });
    await expect(page).toHaveURL(pathPattern(RoutePath.registerProfileConfirm), { timeout: 20_000 });
    // The member API refusing the save (a 400 the screen cannot fix by itself).
    await page.route(
      (url) => url.pathname.endsWith('/member/v1/me'),
      (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 400,
              contentType: 'application/json',
              body: JSON.stringify({ code: 'validation.failed', message: 'injected by the e2e test' }),
            })
          : route.fallback(),
    );
    const register = page.getByRole('button', { name: 'この内容で登録する' });
    await register.click();
    const dialog = page.getByRole('alertdialog', {
      name: '処理に失敗しました。恐れ入りますがもう一度お試しください。',
    });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toContainText('入力した内容は残っています。');
    await expectReadable(page, view, dialog);
    await dialog.getByRole('button', { name: '閉じる' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(pathPattern(RoutePath.registerProfileConfirm));
    await expect(register).toBeEnabled();
    await expectReadable(page, view);
    expect(native, 'no browser alert()').toEqual([]);
  });

  test('a nickname taken at the confirmation: back to the form with the field’s message, the values kept', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const native = nativeDialogsOf(page);
    const profile = await reachProfileForm(page, 'alert-taken');
    await expectReadable(page, view);
    const nickname = `tk${Date.now().toString(36).slice(-6)}`;
    await profile.fill({ nickname, prefecture: '北海道', sex: '女性' });
    await expect(page).toHaveURL(pathPattern(RoutePath.registerProfileConfirm), { timeout: 20_000 });
    await expectReadable(page, view);

    // Someone else registers the nickname between the live check and the save.
    const { idToken } = await createVerifiedEmailUser(page.request, uniqueEmail('alert-taker'));
    const taken = await page.request.post(`${stackUrls().gateway}/member/v1/me`, {
      headers: { authorization: `Bearer ${idToken}` },
      data: { nickname },
    });
    expect(taken.ok(), await taken.text()).toBe(true);

    await page.getByRole('button', { name: 'この内容で登録する' }).click();
    await expect(page).toHaveURL(pathPattern(RoutePath.registerProfile), { timeout: 20_000 });
    const field = page.getByRole('textbox', { name: /ニックネーム/ });
    await expect(field).toHaveValue(nickname);
    await expect(field).toBeFocused();
    // On screen, with the field's message, even where the top of the page does not reach it (200 %).
    await expect(field).toBeInViewport();
    await expect(page.getByText('このニックネームは使用できません。').first()).toBeInViewport();
    await expect(page.getByRole('combobox', { name: /都道府県/ })).toHaveValue('1');
    // No dialog telling the member to start again.
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByText('もう一度はじめから')).toHaveCount(0);
    await expectReadable(page, view);
    expect(native, 'no browser alert()').toEqual([]);
  });
});
