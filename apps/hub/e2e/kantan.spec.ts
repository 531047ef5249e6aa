// Kantan (the older service's registration number) end to end (hub spec §2, §4 "Kantan
// register", "Kantan login", §5, §8, §9): the stand-in's launch page → the hub → the member API →
// the older service stand-in → the demo service. At 360 px, axe on every screen shown.
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { expect, type Page, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import { LegacyLaunchPage, signedInMember } from './pages/LegacyLaunchPage';
import { pathPattern } from './pages/RegisterPage';
import { expectWelcomedBack, holdRequest, STAND_IN_LOCKS, stackUrls } from './stack';

const BAD_CREDENTIALS = 'ログイン出来ませんでした。登録番号とパスワードをご確認ください。';
const RETRY_LATER = 'ご迷惑をおかけしております。しばらく時間をおいてからのアクセスをお願いします';

/** The kantan login screen, opened by the phone app (community or members demo service). */
async function openKantanLogin(page: Page, service: 'community' | 'members' = 'community') {
  await (await LegacyLaunchPage.open(page)).launch({ account: '10000001', action: 'kantanLogin', service });
  await expect(page).toHaveURL(pathPattern(RoutePath.kantanLogin), { timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: '登録番号' })).toBeVisible();
}

async function logIn(page: Page, registrationNumber: string, password: string) {
  await page.getByRole('textbox', { name: '登録番号' }).fill(registrationNumber);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
}

// The older service stand-in's fixed numbers are registered and paused by these tests: no other file holding the same lock runs meanwhile.
test.describe.configure({ lock: STAND_IN_LOCKS.olderServiceAccounts });

test.describe.serial('kantan', () => {
  test('kantan register: a new member from the phone and model, birthday -00 → 1900-01-01, handed back', async ({
    page,
  }) => {
    const held = await holdRequest(page, /\/member\/v1\/kantanRegister$/);
    // 10000003: ひろし, birthday 1960-08-00, phone with hyphens.
    await (await LegacyLaunchPage.open(page)).launch({ account: '10000003', action: 'kantanRegister' });
    await expect(page).toHaveURL(pathPattern(RoutePath.kantanRegister), { timeout: 30_000 });
    await expect(page.getByText('登録しています')).toBeVisible();
    held.release();
    await expectWelcomedBack(page, stackUrls().demoService, 'ひろし');
    const me = await signedInMember(page);
    expect(me.birthday).toBe('1900-01-01');
    expect(me.rakucomId).toBe('10000003');
  });

  test('kantan register for an account that already has a member: not signed in, sent to a sign-in they own', async ({
    page,
  }) => {
    // 10000003 became a member in the test above; the older service still vouches for the launch.
    await (await LegacyLaunchPage.open(page)).launch({ account: '10000003', action: 'kantanRegister' });
    await expect(page.getByRole('heading', { name: 'すでに会員登録があります' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(/「かんたんログイン」から、登録番号とパスワードでログイン/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'メールアドレスでログインする' })).toHaveAttribute(
      'href',
      RoutePath.login,
    );
    await expectNoAxeViolations(page);
  });

  test('kantan register of a stopped number: the plain refusal and whom to call, never "try later"', async ({
    page,
  }, testInfo) => {
    await (await LegacyLaunchPage.open(page)).launch({ account: '10000005', action: 'kantanRegister' });
    await expect(page.getByRole('heading', { name: 'あなたの登録番号は利用できません' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(/くわしくは、下の電話番号へお問い合わせください/)).toBeVisible();
    await expect(page.getByText(RETRY_LATER)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('kantan-register-stopped.png'), fullPage: true });
  });

  test('kantan auth-register (本会員登録): the member of the app token, handed back', async ({ page }) => {
    await (await LegacyLaunchPage.open(page)).launch({ account: '10000006', action: 'kantanAuthRegister' });
    await expectWelcomedBack(page, stackUrls().demoService, 'かずお');
  });

  test('the login screen: both fields required, the password half-width', async ({ page }) => {
    await openKantanLogin(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await expect(page.getByText('登録番号またはパスワードが未入力です')).toBeVisible();
    await page.waitForTimeout(600); // the 200 ms button debounce
    await logIn(page, '10000003', 'ｈｅｌｌｏ３３３');
    await expect(page.getByText('パスワードは半角英数記号で入力してください。')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('login success on the members service: handed back to the demo service, signed in', async ({
    page,
  }) => {
    await openKantanLogin(page, 'members');
    await logIn(page, '10000003', 'hello333');
    await expectWelcomedBack(page, stackUrls().demoMembersService, 'ひろし');
  });

  test('login success on the community (no refresh token): back to the return address with permitted=true', async ({
    page,
  }) => {
    await openKantanLogin(page);
    await logIn(page, '10000003', 'hello333');
    await expect(page).toHaveURL(/\/callback\?permitted=true$/, { timeout: 30_000 });
  });

  test('a wrong password (result 4): the spec text', async ({ page }) => {
    await openKantanLogin(page);
    await logIn(page, '10000001', 'wrong999');
    await expect(page.getByRole('alert')).toHaveText(BAD_CREDENTIALS);
    await expectNoAxeViolations(page);
  });

  test('a stopped registration number with its right password: the spec text and whom to call, never "try later"', async ({
    page,
  }) => {
    await openKantanLogin(page);
    await logIn(page, '10000005', 'lock5555');
    await expect(page.getByRole('alert')).toHaveText('あなたの登録番号は利用できません');
    await expect(page.getByText(RETRY_LATER)).toHaveCount(0);
    await expect(
      page.getByText(/ご利用を停止しています。くわしくは、下の電話番号へお問い合わせください/),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'お問い合わせ' })).toBeVisible();
    await expect(page.getByRole('link', { name: '登録番号がわからないとき' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the right password of a number not moved over yet: says so and how to move it', async ({ page }) => {
    await openKantanLogin(page);
    await logIn(page, '10000001', 'raku1234');
    await expect(page.getByRole('alert')).toHaveText(
      'この登録番号は、まだ新しいサービスへの引き継ぎが済んでいません。',
    );
    await expect(page.getByText(RETRY_LATER)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'らくらくコミュニティアプリを起動する' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('after 5 failed logins the number is paused, also for the right password, with how long to wait', async ({
    page,
  }) => {
    await openKantanLogin(page);
    for (let i = 1; i <= 5; i += 1) {
      await logIn(page, '10000007', `wrong${i}x`);
      await expect(page.getByRole('alert')).toHaveText(BAD_CREDENTIALS);
      await page.waitForTimeout(600); // the 200 ms button debounce
    }
    await logIn(page, '10000007', 'game7777');
    await expect(page.getByRole('alert')).toContainText('一時的に停止しています。30分ほど時間をおいてから');
    await expectNoAxeViolations(page);
  });
});
