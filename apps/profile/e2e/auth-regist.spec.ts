// AuthenRegister by a signed-in member (hub spec §2 "Register", §4 "Mail-link lookup mode values";
// profile spec §4 mode authRegist) end to end: a member of the older service who has no e-mail
// address (kantan register through the demo service) is sent by the service to /AuthenRegister,
// registers an address, follows the mailed button to the profile's /valid, lands on the hub's
// /AuthenRegister/Email/Complete and goes back to the service with provider=email. At 360 px, axe
// on the hub's screens.
import {
  expectWelcomedBack,
  newestMailText,
  stackUrls,
  uniqueEmail,
} from '@member-hub/dev-stack/e2e-helpers';
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { expect, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';

const urls = stackUrls();

test('a signed-in member without an e-mail registers one: the mailed button verifies it and the complete page goes back to the service with provider=email', async ({
  page,
}) => {
  // 10000001 (みどり): no other profile spec signs in with it.
  await page.goto(urls.legacyService);
  await page.getByRole('radio', { name: /^10000001 / }).check();
  await page.getByRole('checkbox', { name: /デモサービスを経由して開く/ }).check();
  await page.getByRole('button', { name: 'かんたん登録（kantanRegister）' }).click();
  await expectWelcomedBack(page, urls.demoService, 'みどり');

  // The service sends its signed-in member to /AuthenRegister with the entry it sends the hub.
  const signin = await page.request.get(`${urls.demoService}/signin?mode=register`, { maxRedirects: 0 });
  expect(signin.status(), 'the demo service redirects to the hub').toBe(303);
  const entry = new URL(signin.headers().location!);
  entry.pathname = '/AuthenRegister';
  await page.goto(entry.href);
  await expect(page).toHaveTitle('新規会員登録 | らくらくコミュニティ');
  // The choices act once the scripts have taken the prerendered page over.
  const byEmail = page.getByRole('button', { name: 'メールアドレスで登録' });
  await expect(byEmail).toBeEnabled();
  await byEmail.click();

  const email = uniqueEmail('auth-regist');
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  await page.getByRole('button', { name: '登録メールを送信する' }).click();
  await expect(page.getByText(`${email} に会員登録のためのメールを送りました。`)).toBeVisible({
    timeout: 20_000,
  });
  // Signed in: the mail carries only the button, no code to type.
  await expect(page.getByRole('textbox', { name: /数字/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const mail = await newestMailText(page.request, email, {
    matching: /メールアドレス登録のご確認|mode=authRegist/,
  });
  const link = /https?:\/\/\S*\/valid\?referenceKey=[A-Za-z0-9_-]+&mode=authRegist/.exec(mail)?.[0];
  expect(link, `an authRegist link in the mail:\n${mail}`).toBeTruthy();
  expect(new URL(link!).pathname).toBe(RoutePath.mailLinkValid);
  await page.goto(link!);

  await expect(page).toHaveURL(/\/AuthenRegister\/Email\/Complete(\?.*)?$/, { timeout: 30_000 });
  await expect(page).toHaveTitle('メールアドレスの確認完了 | らくらくコミュニティ');
  await expect(page.getByText('メールアドレスの確認が完了しました。')).toBeVisible();
  await expectNoAxeViolations(page);

  const back = page.getByRole('link', { name: 'サービスに戻る' });
  const toService = page.waitForRequest(
    (req) =>
      req.url().startsWith(`${urls.demoService}/`) &&
      new URL(req.url()).searchParams.get('provider') === 'email',
  );
  await back.click();
  const arrived = new URL((await toService).url());
  expect(`${arrived.origin}${arrived.pathname}`).toBe(`${urls.demoService}/callback`);
  // Signed in there already, the member is welcomed back by the service (no code to exchange).
  await expectWelcomedBack(page, urls.demoService, 'みどり');

  // The address is the member's now: the service's e-mail change screen shows it.
  await page.getByRole('link', { name: 'メールアドレスを変更する' }).click();
  await expect(page).toHaveTitle('メールアドレス編集 | らくらくコミュニティ');
  await expect(page.getByText(email)).toBeVisible();
});
