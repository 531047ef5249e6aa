// The avatar picker of the registration (profile spec §2 "Avatar picker", 901_avator_inRegist):
// the form's プロフィール画像を選ぶ opens the 14 icons on their own screen; 決定して戻る brings the chosen
// one back to the form with what was typed kept, and the confirmation shows it.
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { expect, type Page, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import { ProfileRegisterPage } from './pages/ProfileRegisterPage';
import { pathPattern, RegisterPage } from './pages/RegisterPage';
import { hubEntryUrl, stackUrls, uniqueEmail } from './stack';
import { chooseGoogleAccount } from './pages/GoogleAccountChooser';

/** A new member with profile=input registering with Google (the emulator's account chooser). */
async function reachProfileFormWithGoogle(page: Page, email: string) {
  await page.goto(await hubEntryUrl(page, stackUrls().demoService, 'register', { profile: 'input' }));
  const register = new RegisterPage(page);
  await register.expectChoiceShown();
  await register.googleChoice().click();
  await chooseGoogleAccount(page, email, { axe: false });
  await new ProfileRegisterPage(page).expectFormShown();
}

test('an icon chosen on the avatar screen comes back to the form with the typed nickname, and on to the confirmation', async ({
  page,
}) => {
  const nickname = `av${Date.now().toString(36).slice(-6)}`;
  await reachProfileFormWithGoogle(page, uniqueEmail('avatar'));
  // Going to the picker and back is no leaving: no prompt on the way.
  const prompts: string[] = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.message());
    void dialog.dismiss();
  });

  const nicknameField = page.getByRole('textbox', { name: /ニックネーム/ });
  await nicknameField.fill(nickname);
  const thumbnail = page.getByRole('group', { name: 'プロフィール画像' });
  await expect(thumbnail).toContainText('人のかたち');
  await thumbnail.getByRole('button', { name: 'プロフィール画像を選ぶ' }).click();

  // The avatar screen: starts on the form's icon, one choice at a time.
  await expect(page).toHaveURL(pathPattern(RoutePath.registerAvatar), { timeout: 20_000 });
  await expect(page).toHaveTitle('プロフィール画像の選択 | らくらくコミュニティ');
  await expect(page.getByRole('radio')).toHaveCount(14);
  await expect(page.getByRole('radio', { name: '人のかたち' })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: '木' }).check();
  await expect(page.getByRole('radio', { name: '人のかたち' })).not.toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '決定して戻る' }).click();

  // Back on the form: the chosen icon, the nickname as typed.
  await expect(page).toHaveURL(pathPattern(RoutePath.registerProfile), { timeout: 20_000 });
  await expect(nicknameField).toHaveValue(nickname);
  await expect(thumbnail).toContainText('木');
  await expectNoAxeViolations(page);

  await expect(page.getByText('このニックネームは使用できます。')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('combobox', { name: /都道府県/ }).selectOption({ label: '東京都' });
  await page.getByRole('group', { name: /性別/ }).getByRole('radio', { name: '女性' }).check();
  await page.getByRole('button', { name: '確認へ進む' }).click();

  await expect(page).toHaveURL(pathPattern(RoutePath.registerProfileConfirm), { timeout: 20_000 });
  await expect(page.getByRole('img', { name: '木' })).toBeVisible();
  await expect(page.getByText(nickname, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(prompts).toEqual([]);
});
