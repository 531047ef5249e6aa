// Provider linkage (profile spec §2 "Provider linkage", §4, §8) on the whole stack: Google against
// the Auth emulator through the shared account chooser, and the carrier account through the hub's
// carrier flow, the member API's relay and the carrier's OpenID Provider stand-in (its real login
// page). Every view is axe-checked at 360 px.
import { newMobileContext, uniqueEmail } from '@member-hub/dev-stack/e2e-helpers';
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { expect, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import { ProviderLinkagePage, signInAsNewMember } from './pages/ProviderLinkagePage';

test('Google: link, then unlink, then link again', async ({ page, request }) => {
  const googleEmail = uniqueEmail('g');
  await signInAsNewMember(page, request, 'link-google', 'lg');
  const linkage = new ProviderLinkagePage(page, 'google');

  await linkage.open('未連携');
  await linkage.link(googleEmail);
  await linkage.expectLinked();

  await linkage.open('連携済み');
  await linkage.unlink();

  await linkage.open('未連携');
  await linkage.link(googleEmail);
  await linkage.expectLinked({ axe: false });
  await linkage.open('連携済み');
});

test('AuthRegister/ProviderLinkage: link Google, the already-linked view, and another member refused; axe at 360 px', async ({
  page,
  browser,
  request,
}) => {
  // Two members, each signed in through the hub, and two round trips through the account chooser.
  test.setTimeout(120_000);
  const googleEmail = uniqueEmail('ar-g');
  await signInAsNewMember(page, request, 'ar-link', 'ar');
  const linkage = new ProviderLinkagePage(page, 'google');
  await linkage.openAuthRegister();
  await linkage.link(googleEmail);
  await linkage.expectLinked();

  // Opened again: the member already has this provider.
  await page.goto(`${RoutePath.authRegisterProviderLinkage}?provider=google`);
  await expect(page.getByRole('heading', { name: 'このGoogleアカウントは既に連携済みです。' })).toBeVisible({
    timeout: 30_000,
  });
  await expectNoAxeViolations(page);

  // Another member with the same Google account: 'cannot register newly; already linked'
  // (its own browser context: a second signed-in member, at 360 px like the project).
  const other = await newMobileContext(browser);
  try {
    const otherPage = await other.newPage();
    await signInAsNewMember(otherPage, request, 'ar-link-2', 'ar');
    const otherLinkage = new ProviderLinkagePage(otherPage, 'google');
    await otherLinkage.openAuthRegister();
    await otherLinkage.link(googleEmail);
    await expect(
      otherPage.getByRole('heading', { name: '新規登録できません。このアカウントは既に連携されています。' }),
    ).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(otherPage);
  } finally {
    await other.close();
  }
});

test('an unknown or missing provider goes back', async ({ page, request }) => {
  await signInAsNewMember(page, request, 'link-unknown', 'lu');
  await page.goto(RoutePath.profileEdit);
  await page.goto(`${RoutePath.providerLinkage}?provider=facebook`);
  await expect(page).toHaveURL(new RegExp(`${RoutePath.profileEdit}$`));
});

test.describe.serial('the carrier account', () => {
  test('link through the carrier login page, back on the linkage screen; unlink through the server', async ({
    page,
    request,
  }) => {
    await signInAsNewMember(page, request, 'link-carrier', 'lc');
    const linkage = new ProviderLinkagePage(page, 'carrier');

    await linkage.open('未連携');
    await linkage.link('dtest04');
    // The hub links the signed-in member (no new member) and goes straight back to this screen.
    await linkage.expectLinked({ axe: false });
    await expect(page).toHaveURL(new RegExp(`${RoutePath.providerLinkage}\\?`));
    await expectNoAxeViolations(page);

    await linkage.open('連携済み');
    await linkage.unlink();
    await linkage.open('未連携');

    // Linked again for the next test.
    await linkage.link('dtest04');
    await linkage.expectLinked({ axe: false });
  });

  test('a carrier account another member has: back with error=daccount, the alert, nothing linked', async ({
    page,
    request,
  }) => {
    await signInAsNewMember(page, request, 'link-carrier-2', 'lc');
    const linkage = new ProviderLinkagePage(page, 'carrier');

    await linkage.open('未連携');
    await linkage.link('dtest04');
    const alert = page.getByRole('alertdialog', { name: 'お知らせ' });
    await expect(alert).toBeVisible({ timeout: 30_000 });
    await expect(alert).toContainText('このdアカウントは既に連携されています。');
    await expect(page).toHaveURL(/error=daccount/);
    await expectNoAxeViolations(page);
    await alert.getByRole('button', { name: '閉じる' }).click();
    await expect(page.getByText('未連携', { exact: true })).toBeVisible();
  });
});
