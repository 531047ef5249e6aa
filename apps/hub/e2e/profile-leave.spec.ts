// The profile registration form (profile=input) guards its changes (profile spec §2): leaving
// asks 'このページを離れますか？', cancelling keeps what was typed, and leaving lands on the register
// page (the register-form exit flag, 0037); the confirmation's header
// back button (戻る) returns to the form with the values kept.
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { expect, type Page, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import { ProfileRegisterPage } from './pages/ProfileRegisterPage';
import { pathPattern, RegisterPage } from './pages/RegisterPage';
import { hubEntryUrl, stackUrls, uniqueEmail } from './stack';
import { chooseGoogleAccount } from './pages/GoogleAccountChooser';

function profileInputEntry(page: Page) {
  return hubEntryUrl(page, stackUrls().demoService, 'register', { profile: 'input' });
}

/**
 * A new member with profile=input registering with Google (the emulator's account chooser): the
 * registration choice and the profile form are one document, so browser back stays in the hub.
 */
async function reachProfileFormWithGoogle(page: Page, email: string) {
  await page.goto(await profileInputEntry(page));
  const register = new RegisterPage(page);
  await register.expectChoiceShown();
  await register.googleChoice().click();
  await chooseGoogleAccount(page, email);
  await new ProfileRegisterPage(page).expectFormShown();
}

/** A new member with profile=input registering by e-mail link (as in register.spec.ts). */
async function reachProfileFormByMail(page: Page, email: string) {
  await page.goto(await profileInputEntry(page));
  const register = new RegisterPage(page);
  await register.expectChoiceShown();
  await register.chooseEmail();
  await page.goto(await register.requestMailLink(email));
  await new ProfileRegisterPage(page).expectFormShown();
}

function nicknameField(page: Page) {
  return page.getByRole('textbox', { name: /ニックネーム/ });
}

function prefectureField(page: Page) {
  return page.getByRole('combobox', { name: /都道府県/ });
}

/** Types a nickname and picks a prefecture, without submitting. */
async function typeChanges(page: Page, nickname: string) {
  await nicknameField(page).fill(nickname);
  await prefectureField(page).selectOption({ label: '東京都' });
}

async function expectChangesKept(page: Page, nickname: string) {
  await expect(page).toHaveURL(pathPattern(RoutePath.registerProfile));
  await expect(nicknameField(page)).toHaveValue(nickname);
  await expect(prefectureField(page).locator('option:checked')).toHaveText('東京都');
  await expectNoAxeViolations(page);
}

function uniqueNickname(prefix: string) {
  return `${prefix}${Date.now().toString(36).slice(-6)}`;
}

test('leaving the profile form with changes asks first; cancelling keeps the typed values', async ({
  page,
}) => {
  const nickname = uniqueNickname('lv');
  await reachProfileFormWithGoogle(page, uniqueEmail('leave-form'));
  await typeChanges(page, nickname);

  // Browser back towards the registration choice: the hub asks before leaving.
  const asked = page.waitForEvent('dialog');
  const back = page.goBack();
  const dialog = await asked;
  expect(dialog.type()).toBe('confirm');
  expect(dialog.message()).toBe('このページを離れますか？\n行った変更が保存されない可能性があります。');
  await dialog.dismiss();
  await back;
  await expectChangesKept(page, nickname);

  // Asked again, and this time accepted: the register-form exit flag brings her to the register
  // page, which offers to finish the registration her Google account started, or to start again.
  const askedAgain = page.waitForEvent('dialog');
  const backAgain = page.goBack();
  const again = await askedAgain;
  expect(again.message()).toContain('このページを離れますか？');
  await again.accept();
  await backAgain;
  await expect(page).toHaveURL(pathPattern(RoutePath.register));
  await expect(page.getByRole('heading', { name: '会員登録がまだ終わっていません' })).toBeVisible({
    timeout: 20_000,
  });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'はじめからやり直す' }).click();
  await new RegisterPage(page).expectChoiceShown();
});

test('the confirmation header back button returns to the form with the values kept', async ({ page }) => {
  const nickname = uniqueNickname('bk');
  await reachProfileFormByMail(page, uniqueEmail('leave-confirm'));
  // The form's own header has no back button (008_profileRegister).
  await expect(page.getByRole('banner').getByRole('button', { name: '戻る' })).toHaveCount(0);
  await typeChanges(page, nickname);
  await expect(page.getByText('このニックネームは使用できます。')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('group', { name: /性別/ }).getByRole('radio', { name: '女性' }).check();
  // Going to the confirmation and back is no leaving: no prompt on the way.
  const prompts: string[] = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: '確認へ進む' }).click();

  await expect(page).toHaveURL(pathPattern(RoutePath.registerProfileConfirm), { timeout: 20_000 });
  await expect(page).toHaveTitle('プロフィール登録内容の確認 | らくらくコミュニティ');
  await expect(page.getByText(nickname, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('banner').getByRole('button', { name: '戻る' }).click();

  await expectChangesKept(page, nickname);
  await expect(page.getByRole('group', { name: /性別/ }).getByRole('radio', { name: '女性' })).toBeChecked();
  // The kept values still go on to the confirmation.
  await page.getByRole('button', { name: '確認へ進む' }).click();
  await expect(page).toHaveURL(pathPattern(RoutePath.registerProfileConfirm), { timeout: 20_000 });
  await expect(page.getByText(nickname, { exact: true })).toBeVisible();
  await expect(page.getByText('東京都', { exact: true })).toBeVisible();
  expect(prompts).toEqual([]);
});
