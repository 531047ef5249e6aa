// The carrier account (d-account) end to end: the demo service → the hub → the member API's relay
// → the carrier's OpenID Provider stand-in (its real login page) → back to the hub → the service.
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { expect, type Page, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import { expectWelcomedBack, stackUrls } from './stack';
import { pathPattern } from './pages/RegisterPage';

/** On the stand-in's login page: press the seeded account's button (posts its ID and password). */
async function signInAtCarrier(page: Page, loginId: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: new RegExp(`^${loginId}（`) }).click();
}

async function startFromService(page: Page, link: 'ログイン' | '新規登録', button: string) {
  await page.goto(stackUrls().demoService);
  await page.getByRole('link', { name: link }).click();
  await page.getByRole('button', { name: button }).click();
}

test.describe.serial('d-account', () => {
  test('register (express): a new carrier member is saved at once and handed back to the service', async ({
    page,
  }) => {
    await startFromService(page, '新規登録', 'dアカウントで登録');
    await signInAtCarrier(page, 'dtest01');
    await expectWelcomedBack(page);
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

  test('login with no member: 006c', async ({ page }) => {
    await startFromService(page, 'ログイン', 'dアカウントでログイン');
    await signInAtCarrier(page, 'dtest06');
    await expect(page).toHaveURL(pathPattern(RoutePath.daccountAuthError), { timeout: 30_000 });
    await expect(page.getByText('連携されたdアカウントが接続されていません。')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('opened without a process: the incorrect-access page', async ({ page }) => {
    await page.goto(RoutePath.daccountAuth);
    await expect(page).toHaveURL(pathPattern(RoutePath.daccountIncorrect));
    await expectNoAxeViolations(page);
  });
});
