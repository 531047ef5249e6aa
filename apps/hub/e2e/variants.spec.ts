// Variant rules of the choice screens (hub spec §2): the members service offers no Google and no
// login link on registration; hidden=1 hides the d-account buttons. The members service's own
// error text and timeout style (§6): its 006 has no link for users of the older community service,
// and its 006b shows the e-mail form, from which a fresh mail signs the member in.
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { expect, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import { LoginPage } from './pages/LoginPage';
import { pathPattern, RegisterPage } from './pages/RegisterPage';
import { createMember, expectWelcomedBack, hubEntryUrl, mailedLink, stackUrls, uniqueEmail } from './stack';

test('the members service shows no Google on /login nor on /authenRegister, and no login link', async ({
  page,
}) => {
  const urls = stackUrls();
  await LoginPage.openFrom(page, urls.demoMembersService, '会員サービス');
  await expect(page.getByRole('button', { name: 'Googleでログイン' })).toHaveCount(0);

  const register = await RegisterPage.openFrom(page, urls.demoMembersService, '会員サービス');
  await expect(page).toHaveURL(pathPattern(RoutePath.authenRegister));
  await expect(register.googleChoice()).toHaveCount(0);
  await expect(register.loginLink()).toHaveCount(0);
});

test('the community service offers Google and the login link on /register', async ({ page }) => {
  const register = await RegisterPage.openFrom(page);
  await expect(register.googleChoice()).toBeVisible();
  await expect(register.loginLink()).toBeVisible();
});

test('hidden=1 hides the d-account buttons on login and registration', async ({ page }) => {
  const urls = stackUrls();
  await page.goto(await hubEntryUrl(page, urls.demoService, 'login'));
  await new LoginPage(page).expectShown();
  await expect(page.getByRole('button', { name: 'dアカウントでログイン' })).toBeVisible();

  await page.goto(await hubEntryUrl(page, urls.demoService, 'login', { hidden: '1' }));
  await new LoginPage(page).expectShown();
  await expect(page.getByRole('button', { name: 'Googleでログイン' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'dアカウントでログイン' })).toHaveCount(0);

  await page.goto(await hubEntryUrl(page, urls.demoService, 'register', { hidden: '1' }));
  const register = new RegisterPage(page);
  await register.expectChoiceShown();
  await expect(register.daccountChoice()).toHaveCount(0);
  await expectNoAxeViolations(page);
});

const EXPIRED_TEXT =
  '参照されたページは、発行から30分以内に登録画面にアクセスがなかったため、無効となりました。';
const OLD_SERVICE_LINK = '以前のらくらくコミュニティをご利用だった方はこちら';

test('the members service: 006 has no older-service link, and its 006b is the e-mail form that signs in again', async ({
  page,
}) => {
  const urls = stackUrls();
  const email = uniqueEmail('members-timeout');
  const { nickname } = await createMember(page.request, email);

  // 006: an address nobody registered.
  const login = await LoginPage.openFrom(page, urls.demoMembersService, '会員サービス');
  await login.sendLoginMail(uniqueEmail('members-nobody'));
  await expect(
    page.getByRole('heading', { name: 'メールアドレスの入力に誤りがあるか登録されていません' }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('link', { name: 'ログインについてのヘルプ' })).toBeVisible();
  await expect(page.getByRole('link', { name: OLD_SERVICE_LINK })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // 006b (the page a link past its 30 minutes leads to): the timeout style with the e-mail form.
  await page.goto(RoutePath.loginValidateTimeout);
  await expect(page.getByText(EXPIRED_TEXT)).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  await page.getByRole('button', { name: 'ログインメールを送信する' }).click();
  await login.expectMailSent(email);
  await page.goto(await mailedLink(page.request, email));
  await expectWelcomedBack(page, urls.demoMembersService, nickname);
});

test('the community service: 006 links its older service, and its 006b has no form, only the way back', async ({
  page,
}) => {
  const login = await LoginPage.openFrom(page);
  await login.sendLoginMail(uniqueEmail('community-nobody'));
  await expect(
    page.getByRole('heading', { name: 'メールアドレスの入力に誤りがあるか登録されていません' }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('link', { name: OLD_SERVICE_LINK })).toBeVisible();

  await page.goto(RoutePath.loginValidateTimeout);
  await expect(page.getByText(EXPIRED_TEXT)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'メールアドレス' })).toHaveCount(0);
  await page.getByRole('button', { name: 'ログイン画面に戻る' }).click();
  await expect(page).toHaveURL(new RegExp(`${RoutePath.login}$`));
  await expect(new LoginPage(page).emailField()).toBeVisible();
});
