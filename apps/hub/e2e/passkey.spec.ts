// Passkeys (the phone's fingerprint or face; docs/flows/passkey.md) against the real stack, with
// Chromium's virtual authenticator standing in for the phone (CDP WebAuthn domain: a platform
// authenticator, "internal" transport, resident keys, user verification): the offer after a mail
// sign-in registers one, the next sign-in uses it and lands back at the demo service (its removal
// in the profile edit: apps/profile/e2e/passkey.spec.ts); a stopped prompt and a refused member
// get the plain words and the mail link. The offer and /login's passkey states are checked at 360 px and at 200 % zoom.
import { generateKeyPairSync, randomBytes } from 'node:crypto';

import {
  addPhoneAuthenticator,
  memberCommand,
  stackOnPostgres,
  turnOffPasskeySuggestions,
  type VirtualPhone,
} from '@member-hub/dev-stack/e2e-helpers';
import { expect, type Page, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import { LoginPage } from './pages/LoginPage';
import { createMember, expectWelcomedBack, stackUrls, uniqueEmail } from './stack';
import { expectReadable, forEachView } from './views';

/** A passkey for this site the member API never saw (a phone that has one from elsewhere). */
async function addStrangerPasskey({ cdp, authenticatorId }: VirtualPhone): Promise<void> {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  await cdp.send('WebAuthn.addCredential', {
    authenticatorId,
    credential: {
      credentialId: randomBytes(16).toString('base64'),
      isResidentCredential: true,
      rpId: new URL(stackUrls().gateway).hostname,
      privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
      userHandle: randomBytes(16).toString('base64'),
      signCount: 0,
    },
  });
}

// Each sign-in here is the member's tap on the passkey button (see turnOffPasskeySuggestions).
test.beforeEach(({ page }) => turnOffPasskeySuggestions(page));

const offerHeading = (page: Page) =>
  page.getByRole('heading', { name: '次回から、指紋や顔でログインできます' });
const passkeyButton = (page: Page) => page.getByRole('button', { name: '指紋や顔でログイン', exact: true });
const mailLinkButton = (page: Page) => page.getByRole('button', { name: 'メールでログインする' });

/** From the demo service's ログイン through the mail link to the offer. */
async function mailSignInToOffer(page: Page, label: string): Promise<{ nickname: string }> {
  const email = uniqueEmail(label);
  const member = await createMember(page.request, email, 'pk');
  const login = await LoginPage.openFrom(page);
  await page.goto(await login.requestMailLink(email));
  await expect(page).toHaveURL(new RegExp(`${RoutePath.loginPasskeyOffer}$`), { timeout: 30_000 });
  await expect(offerHeading(page)).toBeVisible();
  await expect(page).toHaveTitle('指紋や顔でのログイン | らくらくコミュニティ');
  return member;
}

test('register through the offer after a mail sign-in, then sign in with it and land back', async ({
  page,
}) => {
  const urls = stackUrls();
  const phone = await addPhoneAuthenticator(page);
  const { nickname } = await mailSignInToOffer(page, 'pk-journey');

  await page.getByRole('button', { name: '指紋や顔を登録する' }).click();
  await expectWelcomedBack(page, urls.demoService, nickname);
  expect(await phone.credentials()).toHaveLength(1);

  // Signed out of the service; the next sign-in is one tap on /login. (Its removal in the profile
  // edit, and the refusal of the phone's copy afterwards: apps/profile/e2e/passkey.spec.ts.)
  await page.goto(`${urls.demoService}/signout`);
  await LoginPage.openFrom(page);
  await passkeyButton(page).click();
  await expectWelcomedBack(page, urls.demoService, nickname);
});

test('a member locked for the service is refused: the plain words and the mail link, never the service', async ({
  page,
}) => {
  test.skip(
    !stackOnPostgres(),
    "the operators' member command needs the stack on PostgreSQL (TEST_DATABASE_URL) while the member API runs",
  );
  const urls = stackUrls();
  await addPhoneAuthenticator(page);
  const email = uniqueEmail('pk-locked');
  await createMember(page.request, email, 'pk');
  const login = await LoginPage.openFrom(page);
  await page.goto(await login.requestMailLink(email));
  await expect(offerHeading(page)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: '指紋や顔を登録する' }).click();
  await expectWelcomedBack(page, urls.demoService);
  await page.goto(`${urls.demoService}/signout`);

  // An operator locks the member out of the demo service (the community, 1004), as operations do.
  expect(
    await memberCommand(['lock', email, '--service', '1004', '--reason', 'e2e: 規約違反の確認中']),
  ).toMatch(/locked out of service 1004/);
  expect(await memberCommand(['show', email])).toMatch(/e2e-operator {2}lock 1004 {2}e2e: 規約違反の確認中/);

  await LoginPage.openFrom(page);
  await passkeyButton(page).click();
  await expect(
    page.getByText('この端末の指紋や顔では、ログインできませんでした。メールでログインしてください。'),
  ).toBeVisible();
  await expect(mailLinkButton(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${RoutePath.login}\\?`));
});

forEachView((view) => {
  test('the offer is readable; あとで goes straight back to the service', async ({ page }) => {
    await addPhoneAuthenticator(page);
    const { nickname } = await mailSignInToOffer(page, 'pk-later');
    await expectReadable(page, view);
    await page.getByRole('button', { name: 'あとで' }).click();
    await expectWelcomedBack(page, stackUrls().demoService, nickname);
  });

  test('/login: the passkey button, and a stopped prompt says so with the mail link', async ({ page }) => {
    const phone = await addPhoneAuthenticator(page, false);
    await addStrangerPasskey(phone);
    await LoginPage.openFrom(page);
    await expect(passkeyButton(page)).toBeVisible();
    await expectReadable(page, view);
    await passkeyButton(page).click();
    await expect(
      page.getByText(
        '指紋や顔でのログインを中止しました。もう一度お試しいただくか、メールでログインしてください。',
      ),
    ).toBeVisible();
    await expect(mailLinkButton(page)).toBeVisible();
    await expectReadable(page, view);
  });
});
