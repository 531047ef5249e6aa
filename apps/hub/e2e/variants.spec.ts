// Variant rules of the choice screens (hub spec §2): the members service offers no Google and no
// login link on registration; hidden=1 hides the d-account buttons.
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { expect, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import { LoginPage } from './pages/LoginPage';
import { pathPattern, RegisterPage } from './pages/RegisterPage';
import { hubEntryUrl, stackUrls } from './stack';

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
