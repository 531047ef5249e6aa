// The carrier account (d-account) end to end: the demo service → the hub → the member API's relay
// → the carrier's OpenID Provider stand-in (its real login page) → back to the hub → the service.
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { expect, type Page, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import { expectWelcomedBack, hubEntryUrl, STAND_IN_LOCKS, stackUrls } from './stack';
import { ProfileRegisterPage } from './pages/ProfileRegisterPage';
import { pathPattern } from './pages/RegisterPage';

/** On the stand-in's login page: press the seeded account's button (posts its ID and password). */
async function signInAtCarrier(page: Page, loginId: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: new RegExp(`^${loginId}（`) }).click();
}

/** The failure dialog's text (hub §8 "D-account failure", ui's LinkageErrorDialog). */
const APOLOGY = 'ご迷惑をおかけしております。しばらく時間をおいてからのアクセスをお願いします。';
/** The relay page's refusal of an unknown, used or expired one-time token (member API). */
const RELAY_REFUSED = 'dアカウントでのログインを始められませんでした';
const RELAY_PATH = '/member/v1/daccountEntry/relay/';

/**
 * Opens the start screen for a `process`, as a hub button does (`/daccountRegister?process=…`,
 * an in-app navigation: a history entry and a popstate). No hub screen starts `authregister` yet
 * (the profile's auth-register linkage will), so the test opens it this way from the login page.
 */
async function openDaccountStart(page: Page, process: string) {
  await page.evaluate(
    ([path]) => {
      window.history.pushState({ usr: null, key: 'e2e', idx: window.history.length }, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    [`${RoutePath.daccountRegister}?process=${process}`] as const,
  );
}

async function startFromService(page: Page, link: 'ログイン' | '新規登録', button: string) {
  await page.goto(stackUrls().demoService);
  await page.getByRole('link', { name: link }).click();
  await page.getByRole('button', { name: button }).click();
}

// The carrier stand-in's dtest01 is signed in, registered and deleted by these tests: no other file holding the same lock runs meanwhile.
test.describe.configure({ lock: STAND_IN_LOCKS.carrierAccount });

test.describe.serial('d-account', () => {
  test('register (express): a new carrier member is saved at once and handed back to the service', async ({
    page,
  }) => {
    await startFromService(page, '新規登録', 'dアカウントで登録');
    await signInAtCarrier(page, 'dtest01');
    await expectWelcomedBack(page);
  });

  test('register (profile=input): the 008 form, daccountAuthenticationConfirm (back to correct, then register), complete → signed in at the service', async ({
    page,
  }) => {
    const nickname = `dc${Date.now().toString(36).slice(-6)}`;
    await page.goto(await hubEntryUrl(page, stackUrls().demoService, 'register', { profile: 'input' }));
    await page.getByRole('button', { name: 'dアカウントで登録' }).click();
    await signInAtCarrier(page, 'dtest02');
    // The form on daccountAuthentication, signed in as the new carrier member.
    await expect(page).toHaveURL(pathPattern(RoutePath.daccountAuth), { timeout: 30_000 });
    await expect(page.getByRole('textbox', { name: /ニックネーム/ })).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page);
    const form = new ProfileRegisterPage(page);
    await form.fill({ nickname, prefecture: '京都府', sex: '女性' });

    await expect(page).toHaveURL(pathPattern(RoutePath.daccountConfirm), { timeout: 20_000 });
    await expect(page.getByText(nickname, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    // Back to correct: the form again (the stop-reload flag signs in with the saved custom token).
    await page.getByRole('button', { name: '前のページへ戻って修正する' }).click();
    await expect(page).toHaveURL(pathPattern(RoutePath.daccountAuth));
    await expect(page.getByRole('textbox', { name: /ニックネーム/ })).toHaveValue(nickname, {
      timeout: 30_000,
    });
    await page.getByRole('button', { name: '確認へ進む' }).click();

    await expect(page).toHaveURL(pathPattern(RoutePath.daccountConfirm), { timeout: 20_000 });
    await expect(page.getByText('京都府', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'この内容で登録する' }).click();
    await expectWelcomedBack(page, stackUrls().demoService, nickname);

    // The confirmation opened again (no stop-reload flag): to /daccountRegsiter/auth → /daccountRegister/auth.
    await page.goto(RoutePath.daccountConfirm);
    await expect(page).toHaveURL(new RegExp(`(${RoutePath.daccountAuth}|${RoutePath.daccountIncorrect})`));
  });

  test('login: the registered carrier member is handed back again', async ({ page }) => {
    await startFromService(page, 'ログイン', 'dアカウントでログイン');
    await signInAtCarrier(page, 'dtest01');
    await expectWelcomedBack(page);
  });

  test('register with an existing member: 003c', async ({ page }) => {
    await startFromService(page, '新規登録', 'dアカウントで登録');
    await signInAtCarrier(page, 'dtest01');
    await expect(page).toHaveURL(pathPattern(RoutePath.authenRegisterCarrierError), { timeout: 30_000 });
    await expect(page.getByText('このdアカウントは既に登録されています。')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('login with no member: 006c says so plainly and offers registration with it', async ({ page }) => {
    await startFromService(page, 'ログイン', 'dアカウントでログイン');
    await signInAtCarrier(page, 'dtest06');
    await expect(page).toHaveURL(pathPattern(RoutePath.daccountAuthError), { timeout: 30_000 });
    await expect(page.getByText('この dアカウントは、まだ会員登録されていません。')).toBeVisible();
    await expect(page.getByRole('button', { name: 'この dアカウントで新規登録する' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'メールアドレスでログインする' })).toBeVisible();
    await expect(page.getByText(/連携|接続/)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("login with no member, then one tap: registered with the same carrier login, the carrier's nickname offered on the form", async ({
    page,
  }, testInfo) => {
    await page.goto(await hubEntryUrl(page, stackUrls().demoService, 'login', { profile: 'input' }));
    await page.getByRole('button', { name: 'dアカウントでログイン' }).click();
    await signInAtCarrier(page, 'dtest05');
    await expect(page).toHaveURL(pathPattern(RoutePath.daccountAuthError), { timeout: 30_000 });
    await page.screenshot({ path: testInfo.outputPath('006c-not-registered.png'), fullPage: true });
    await page.getByRole('button', { name: 'この dアカウントで新規登録する' }).click();
    // No second carrier login: straight to the form, the carrier's nickname (ゆき) filled in.
    await expect(page).toHaveURL(pathPattern(RoutePath.daccountAuth), { timeout: 30_000 });
    const nickname = page.getByRole('textbox', { name: /ニックネーム/ });
    await expect(nickname).toHaveValue('ゆき', { timeout: 30_000 });
    await expect(page.getByText(/dアカウントのニックネームを入れてあります/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: testInfo.outputPath('daccount-form-carrier-nickname.png'),
      fullPage: true,
    });
    await new ProfileRegisterPage(page).fill({ nickname: 'ゆき', prefecture: '京都府', sex: '女性' });
    await expect(page).toHaveURL(pathPattern(RoutePath.daccountConfirm), { timeout: 20_000 });
    await page.getByRole('button', { name: 'この内容で登録する' }).click();
    await expectWelcomedBack(page, stackUrls().demoService, 'ゆき');
  });

  test('authregister with an existing member: straight back to the return URL', async ({ page }) => {
    const callback = `${stackUrls().demoService}/callback`;
    await page.goto(stackUrls().demoService);
    await page.getByRole('link', { name: 'ログイン' }).click();
    // Enabled, not only visible: /login is prerendered, and its buttons wait for the scripts (the
    // history change below needs the router running).
    await expect(page.getByRole('button', { name: 'dアカウントでログイン' })).toBeEnabled();
    const handedBack = page.waitForRequest(
      (request) => request.isNavigationRequest() && request.url().startsWith(callback),
      { timeout: 30_000 },
    );
    await openDaccountStart(page, 'authregister');
    await signInAtCarrier(page, 'dtest01');
    // The return URL unchanged: no error=daccount, no code (the member was not signed in again).
    expect((await handedBack).url()).toBe(callback);
  });

  test('a one-time token replayed in the browser: the relay refuses it', async ({ page }) => {
    const relay = page.waitForRequest((request) => request.url().includes(RELAY_PATH));
    await startFromService(page, 'ログイン', 'dアカウントでログイン');
    const relayUrl = (await relay).url();
    await signInAtCarrier(page, 'dtest01');
    await expectWelcomedBack(page);

    const again = await page.goto(relayUrl);
    expect(again?.status()).toBe(410);
    await expect(page.getByText(RELAY_REFUSED)).toBeVisible();
    await expect(page.getByRole('button', { name: /^dtest01（/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a carrier return whose state does not match: refused, the failure dialog', async ({ page }) => {
    await startFromService(page, 'ログイン', 'dアカウントでログイン');
    await expect(page.getByRole('button', { name: /^dtest01（/ })).toBeVisible({ timeout: 30_000 });
    // The relay's callback in this browser (its cookie is set) with a state the login did not send.
    await page.goto(`${stackUrls().gateway}/member/v1/daccountEntry/callback?code=forged&state=Xstate12345`);
    await expect(page).toHaveURL(pathPattern(RoutePath.daccountAuth), { timeout: 30_000 });
    await expect(page.getByText(APOLOGY)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the carrier down when the relay exchanges the code: the failure dialog, nothing written', async ({
    page,
  }) => {
    const carrier = stackUrls().carrierOp;
    await startFromService(page, '新規登録', 'dアカウントで登録');
    await expect(page.getByRole('button', { name: /^dtest06（/ })).toBeVisible({ timeout: 30_000 });
    // The login posted as the page's button posts it, its redirects followed (the browser's
    // cookies) up to the relay's callback with the carrier's code; then the stand-in goes down
    // (POST /test/down: connections dropped) before the browser brings the code to the relay.
    const loginPage = new URL(page.url());
    let answer = await page.request.post(`${loginPage.origin}${loginPage.pathname}/login`, {
      form: { loginId: 'dtest06', password: 'dpass-0006' },
      maxRedirects: 0,
    });
    let callback = '';
    for (let hop = 0; hop < 5 && !callback; hop++) {
      const location = new URL(answer.headers().location ?? '', loginPage).href;
      if (location.includes('/member/v1/daccountEntry/callback')) callback = location;
      else answer = await page.request.get(location, { maxRedirects: 0 });
    }
    expect(callback, 'the carrier sends the code to the relay').toContain('code=');
    expect((await page.request.post(`${carrier}/test/down`)).ok()).toBe(true);
    try {
      await page.goto(callback);
      await expect(page).toHaveURL(pathPattern(RoutePath.daccountAuth), { timeout: 30_000 });
      await expect(page.getByText(APOLOGY)).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      await page.request.post(`${carrier}/test/up`);
    }
    // Nothing half-written: the carrier account still has no member (login: 006c).
    await startFromService(page, 'ログイン', 'dアカウントでログイン');
    await signInAtCarrier(page, 'dtest06');
    await expect(page).toHaveURL(pathPattern(RoutePath.daccountAuthError), { timeout: 30_000 });
  });

  test('opened without a process: the incorrect-access page', async ({ page }) => {
    await page.goto(RoutePath.daccountAuth);
    await expect(page).toHaveURL(pathPattern(RoutePath.daccountIncorrect));
    await expectNoAxeViolations(page);
  });
});
