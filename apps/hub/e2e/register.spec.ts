// New members register from the community service: by e-mail link (express mode and
// profile=input) and with Google through the emulator's account chooser (hub spec §2 "Register").
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { type Browser, expect, type Page, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import { ProfileRegisterPage } from './pages/ProfileRegisterPage';
import { pathPattern, RegisterPage } from './pages/RegisterPage';
import { expectWelcomedBack, hubEntryUrl, newMobileContext, stackUrls, uniqueEmail } from './stack';
import { chooseGoogleAccount } from './pages/GoogleAccountChooser';

test('a new member registers by e-mail link in express mode and lands back signed in', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('new-express');

  const register = await RegisterPage.openFrom(page);
  await register.chooseEmail();

  await page.goto(await register.requestMailLink(email));
  // The complete page names the nickname made up for her and how to change it.
  await expect(page.getByText(/^ニックネームは「[A-Za-z0-9]{5}」にしました。$/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/あとから「プロフィール」の画面で、いつでも変えられます/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('register-complete-express.png'), fullPage: true });
  await register.expectCompleteAndConfirm();
  await expectWelcomedBack(page);
});

/** From the demo service with profile=input, by mail link, to the registration's profile form. */
async function openProfileFormByMail(page: Page, email: string) {
  await page.goto(await hubEntryUrl(page, stackUrls().demoService, 'register', { profile: 'input' }));
  const register = new RegisterPage(page);
  await register.expectChoiceShown();
  await register.chooseEmail();
  await page.goto(await register.requestMailLink(email));
  const profile = new ProfileRegisterPage(page);
  await profile.expectFormShown();
  return { register, profile };
}

test('with profile=input the new member fills the profile, confirms it and lands back signed in', async ({
  page,
}) => {
  const urls = stackUrls();
  const nickname = `in${Date.now().toString(36).slice(-6)}`;

  const { register, profile } = await openProfileFormByMail(page, uniqueEmail('new-input'));
  await profile.fill({ nickname, prefecture: '東京都', sex: '女性' });
  await profile.expectConfirmationAndRegister([nickname, '東京都', '女性']);
  await register.expectCompleteAndConfirm();
  await expectWelcomedBack(page, urls.demoService, nickname);
});

async function registerWithGoogle(page: Page, email: string) {
  const register = await RegisterPage.openFrom(page);
  await register.googleChoice().click();
  await chooseGoogleAccount(page, email);
}

async function freshPage(browser: Browser): Promise<Page> {
  return (await newMobileContext(browser)).newPage();
}

test('a new member registers with Google; the same account again is refused with 003a', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('new-google');

  await registerWithGoogle(page, email);
  await new RegisterPage(page).expectCompleteAndConfirm();
  await expectWelcomedBack(page);

  const again = await freshPage(browser);
  try {
    await registerWithGoogle(again, email);
    await expect(again).toHaveURL(pathPattern(RoutePath.authenRegisterError), { timeout: 30_000 });
    await expect(again.getByRole('heading', { name: '新規登録できませんでした' })).toBeVisible();
    await expect(again.getByText('このGoogleアカウントは既に登録されています。')).toBeVisible();
    await expectNoAxeViolations(again);
  } finally {
    await again.context().close();
  }
});

test('leaving the profile form by Back returns to the register page, where she can still finish', async ({
  page,
}) => {
  const urls = stackUrls();
  const nickname = `ex${Date.now().toString(36).slice(-6)}`;

  const { register, profile } = await openProfileFormByMail(page, uniqueEmail('exit-form'));
  await page.getByRole('textbox', { name: /ニックネーム/ }).fill(nickname);

  // Back: the form is the first screen of the page the mail link opened, so the browser asks
  // (its own words); she agrees to leave. Not the used mail link again (it would reopen the form):
  // the register-form exit flag brings her to the register page (hub spec §4).
  const asked = page.waitForEvent('dialog');
  const back = page.goBack();
  const dialog = await asked;
  await dialog.accept();
  await back;
  await expect(page).toHaveURL(pathPattern(RoutePath.register), { timeout: 30_000 });
  const unfinished = page.getByRole('heading', { name: '会員登録がまだ終わっていません' });
  await expect(unfinished).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveTitle('新規会員登録 | らくらくコミュニティ');
  await expectNoAxeViolations(page);

  // She finishes: the form again, with what she had typed.
  await page.getByRole('button', { name: 'プロフィールの登録を続ける' }).click();
  await profile.expectFormShown();
  await expect(page.getByRole('textbox', { name: /ニックネーム/ })).toHaveValue(nickname);
  await profile.fill({ nickname, prefecture: '東京都', sex: '女性' });
  await profile.expectConfirmationAndRegister([nickname, '東京都', '女性']);
  await register.expectCompleteAndConfirm();
  await expectWelcomedBack(page, urls.demoService, nickname);
});
