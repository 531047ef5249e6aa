// A passkey's whole life against the real stack (docs/flows/passkey.md), here because its last
// step is a profile screen (this suite's stack runs the hub too): the hub's offer after a mail
// sign-in registers one, the next sign-in uses it and lands back at the demo service, the profile
// edit lists it and removes it, and the phone's copy is then refused with the mail link offered.
// Chromium's virtual authenticator (CDP WebAuthn domain) stands in for the phone; the hub's own
// passkey states are in apps/hub/e2e/passkey.spec.ts.
import {
  addPhoneAuthenticator,
  createMember,
  expectWelcomedBack,
  mailedLink,
  stackUrls,
  turnOffPasskeySuggestions,
  uniqueEmail,
} from '@member-hub/dev-stack/e2e-helpers';
import { expect, type Page, test } from '@playwright/test';

// Each sign-in here is the member's tap on the passkey button (see turnOffPasskeySuggestions).
test.beforeEach(({ page }) => turnOffPasskeySuggestions(page));

async function openLogin(page: Page) {
  await page.goto(stackUrls().demoService);
  await page.getByRole('link', { name: 'ログイン' }).click();
  await expect(page.getByRole('textbox', { name: 'メールアドレス' })).toBeVisible({ timeout: 20_000 });
}

const passkeyButton = (page: Page) => page.getByRole('button', { name: '指紋や顔でログイン', exact: true });

test('register through the offer after a mail sign-in, sign in with it, remove it in the profile edit', async ({
  page,
}) => {
  const urls = stackUrls();
  const phone = await addPhoneAuthenticator(page);
  const email = uniqueEmail('pk-journey');
  const { nickname } = await createMember(page.request, email, 'pk');

  await openLogin(page);
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  await page.getByRole('button', { name: 'ログインメールを送信する' }).click();
  await expect(page.getByText(`${email} にログインのためのメールを送りました。`)).toBeVisible();
  await page.goto(await mailedLink(page.request, email));
  await expect(page).toHaveURL(/\/login\/passkey$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: '次回から、指紋や顔でログインできます' })).toBeVisible();
  await page.getByRole('button', { name: '指紋や顔を登録する' }).click();
  await expectWelcomedBack(page, urls.demoService, nickname);
  expect(await phone.credentials()).toHaveLength(1);

  // Signed out of the service; the next sign-in is one tap on /login.
  await page.goto(`${urls.demoService}/signout`);
  await openLogin(page);
  await passkeyButton(page).click();
  await expectWelcomedBack(page, urls.demoService, nickname);

  // The profile edit lists this browser's passkey and removes it behind a confirmation.
  await page.goto(`${urls.gateway}/profileEdit`);
  const section = page
    .getByRole('region', { name: '指紋や顔でログイン' })
    .or(page.locator('section[aria-labelledby="passkeys-heading"]'));
  await section.getByRole('button', { name: /^削除: / }).click();
  await section.getByRole('button', { name: '削除する' }).click();
  await expect(section.getByText('登録している端末はありません。')).toBeVisible();

  // The phone still holds the removed passkey: the member API refuses it, the mail link is offered.
  await page.goto(`${urls.demoService}/signout`);
  await openLogin(page);
  await passkeyButton(page).click();
  await expect(
    page.getByText('この端末の指紋や顔では、ログインできませんでした。メールでログインしてください。'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'メールでログインする' })).toBeVisible();
});
