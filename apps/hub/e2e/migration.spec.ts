// Migration from the older community service end to end (hub spec §2 "Migration…", §4): the
// stand-in's launch page (the phone app) → the hub → the member API → the older service stand-in
// → the hand-back to the demo service. At 360 px, axe on every screen shown.
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { createVerifiedEmailUser } from '@member-hub/dev-stack/e2e-helpers';
import { expect, type Page, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import {
  addLegacyAccount,
  appToken,
  hubIdToken,
  launchAssertion,
  LegacyLaunchPage,
  pushToken,
  signedInMember,
} from './pages/LegacyLaunchPage';
import { deviceAssertion } from './pages/SiblingAppPage';
import { pathPattern } from './pages/RegisterPage';
import { expectWelcomedBack, holdRequest, STAND_IN_LOCKS, stackUrls } from './stack';

/** Every URL the page shows (also the SPA's own navigations). */
function visitedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

// The older service stand-in's fixed numbers are moved over and stopped by these tests: no other file holding the same lock runs meanwhile.
test.describe.configure({ lock: STAND_IN_LOCKS.olderServiceAccounts });

test.describe.serial('migration', () => {
  test('register a new member: the preparation loader, a generated nickname, birthday -00 → 1900-01-01, handed back', async ({
    page,
  }) => {
    const held = await holdRequest(page, /\/member\/v1\/rakuUser\?/);
    // 10000002: blank nickname, birthday 1947-00-00.
    await (await LegacyLaunchPage.open(page)).launch({ account: '10000002', action: 'migrationRegister' });
    await expect(page).toHaveURL(pathPattern(RoutePath.migrationRegister), { timeout: 30_000 });
    // Released at once: the hub's 15 s timeout runs meanwhile (axe of the loader: ui's stories).
    await expect(page.getByText('引き継ぎの準備をしています')).toBeVisible();
    held.release();
    await expectWelcomedBack(page);
    await expect(page.getByText(/^[A-Za-z0-9]{5}さん、ようこそ/)).toBeVisible();

    const me = await signedInMember(page);
    expect(me.birthday).toBe('1900-01-01');
    expect(me.nickname).toMatch(/^[A-Za-z0-9]{5}$/);
    expect(me.rakucomId).toBe('10000002');
  });

  test('register a member that already exists: 409 → the login complete page → handed back', async ({
    page,
  }) => {
    const urls = visitedUrls(page);
    await (await LegacyLaunchPage.open(page)).launch({ account: '10000002', action: 'migrationRegister' });
    await expectWelcomedBack(page);
    expect(urls.some((url) => pathPattern(RoutePath.migrationLoginComplete).test(url))).toBe(true);
    expect(urls.some((url) => pathPattern(RoutePath.migrationRegisterComplete).test(url))).toBe(false);
  });

  test('login without an fcm_token: the about-30-seconds loader, handed back', async ({ page }) => {
    const held = await holdRequest(page, /\/member\/v1\/authorization$/);
    await (await LegacyLaunchPage.open(page)).launch({ account: '10000002', action: 'migrationLogin' });
    await expect(page).toHaveURL(pathPattern(RoutePath.migrationLoginComplete), { timeout: 30_000 });
    await expect(
      page.getByText('30秒ほどかかる場合があります。画面を閉じずにお待ちください。'),
    ).toBeVisible();
    held.release();
    await expectWelcomedBack(page);
  });

  test('login with an fcm_token not related yet: nothing linked, handed back', async ({ page }) => {
    await (
      await LegacyLaunchPage.open(page)
    ).launch({ account: '10000002', action: 'migrationLogin', withPushToken: true });
    await expectWelcomedBack(page);
  });

  test('login with an fcm_token related to another member: the relation moves to this member (IdLinkage)', async ({
    page,
    request,
  }) => {
    // Another member (a verified identity: an unproven one cannot create a member) holds the push
    // token's relation.
    const { idToken, localId } = await createVerifiedEmailUser(request, `fcm-${Date.now()}@example.com`);
    const auth = { authorization: `Bearer ${idToken}` };
    expect(
      (
        await request.post(`${stackUrls().gateway}/member/v1/me`, {
          headers: auth,
          data: { nickname: `f${Date.now().toString(36).slice(-6)}` },
        })
      ).ok(),
    ).toBe(true);
    const fcm = await pushToken(request, '10000002');
    // Its phone app registers the token with its backend's proof that the phone holds it.
    const created = await request.post(`${stackUrls().gateway}/member/v1/FcmTokenRelation`, {
      headers: auth,
      data: {
        uId: localId,
        token: fcm,
        serviceType: 'rakucom',
        deviceAssertion: await deviceAssertion(request, { rakucom: fcm }),
      },
    });
    expect(created.ok(), await created.text()).toBe(true);

    const token = await appToken(request, '10000002');
    const launch = new URL('/launch', stackUrls().demoService);
    for (const [k, v] of Object.entries({
      to: 'migrationLogin',
      token,
      needsRefreshToken: 'false',
      fcm_token: fcm,
      // The phone app's proof that it holds the token (its backend's device assertion).
      device_assertion: await deviceAssertion(request, { rakucom: fcm }),
      // The older service vouches for this launch, as its launch page does.
      assertion: await launchAssertion(request, '10000002', 'migration'),
    }))
      launch.searchParams.set(k, v);
    await page.goto(launch.href);
    await expectWelcomedBack(page);

    const me = await signedInMember(page);
    // The relation's uid is shown to its own member only: asked with this member's ID token.
    const relation = await request.get(
      `${stackUrls().gateway}/member/v1/FcmTokenRelation?token=${encodeURIComponent(fcm)}&serviceKey=rakucom`,
      { headers: { authorization: `Bearer ${await hubIdToken(page)}` } },
    );
    const body = (await relation.json()) as { uid: string; resultCode: number };
    expect(body.resultCode).toBe(1);
    expect(body.uid).toBe(me.uid);
  });

  test('login with a locked old-service account: the login error page says the number is stopped, with whom to call', async ({
    page,
  }) => {
    await (await LegacyLaunchPage.open(page)).launch({ account: '10000005', action: 'migrationLogin' });
    await expect(page).toHaveURL(pathPattern(RoutePath.loginValidateError), { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'この登録番号はご利用を停止しています' })).toBeVisible();
    await expect(page.getByText(/メールアドレスの入力に誤りがあるか/)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'お問い合わせ' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('login with a number not moved over yet: no e-mail text; one tap moves it over and hands back', async ({
    page,
    request,
  }) => {
    const account = await addLegacyAccount(request, `ひきつぎ${Date.now().toString(36).slice(-4)}`);
    await (
      await LegacyLaunchPage.open(page)
    ).launch({ account: account.rakucomId, action: 'migrationLogin' });
    await expect(page).toHaveURL(pathPattern(RoutePath.loginValidateError), { timeout: 30_000 });
    await expect(
      page.getByRole('heading', { name: 'はじめて新しいサービスを使う方は、引き継ぎ登録をします' }),
    ).toBeVisible();
    await expect(page.getByText(/メールアドレスの入力に誤りがあるか/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '引き継ぎ登録へ' }).click();
    await expectWelcomedBack(page);
    const me = await signedInMember(page);
    expect(me.rakucomId).toBe(account.rakucomId);
  });

  test('register with a locked old-service account: the number is stopped, with whom to call, never a failed screen switch', async ({
    page,
  }) => {
    await (await LegacyLaunchPage.open(page)).launch({ account: '10000005', action: 'migrationRegister' });
    await expect(page).toHaveURL(pathPattern(RoutePath.migrationRegisterError), { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'この登録番号はご利用を停止しています' })).toBeVisible();
    await expect(page.getByText('画面の切り替えに失敗しました')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'らくらくコミュニティ ホームに戻る' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'お問い合わせ' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an expired token: the expired-link page', async ({ page }) => {
    await (
      await LegacyLaunchPage.open(page)
    ).launch({ account: '10000001', action: 'migrationRegister', expired: true });
    await expect(page).toHaveURL(pathPattern(RoutePath.migrationRegisterTimeout), { timeout: 30_000 });
    await expect(
      page.getByText(
        '参照されたページは、発行から30分以内に登録画面にアクセスがなかったため、無効となりました。',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'OK' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the complete page opened without a migration in progress: the incorrect-access page', async ({
    page,
  }) => {
    await page.goto(RoutePath.migrationLoginComplete);
    await expect(page).toHaveURL(pathPattern(RoutePath.migrationLoginIncorrect), { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: '正しいアクセスではありませんでした' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the temporary-outage page offers the button that launches the phone app', async ({ page }) => {
    await page.goto(RoutePath.migrationLoginUnavailable);
    await expect(page.getByRole('button', { name: 'らくらくコミュニティアプリを起動する' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
