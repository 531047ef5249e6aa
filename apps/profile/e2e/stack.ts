// The steps that bring a member to the profile app: the hub's e-mail-link sign-in from the demo
// service (shared: @member-hub/dev-stack/e2e-helpers, with the members and mailed links) and a
// registration through the hub.
import {
  createMember,
  expectWelcomedBack,
  mailedLink,
  signInThroughHub,
  stackUrls,
  uniqueEmail,
} from '@member-hub/dev-stack/e2e-helpers';
import { expect, type Page } from '@playwright/test';

export { signInThroughHub };

/** A returning member (API-created, birthday unset), signed in through the hub. */
export async function signedInMember(
  page: Page,
  prefix: string,
): Promise<{ email: string; nickname: string }> {
  const email = uniqueEmail(prefix);
  const { nickname } = await createMember(page.request, email, prefix.slice(0, 2));
  await signInThroughHub(page, email, nickname);
  return { email, nickname };
}

/**
 * A new member registered through the hub from the community demo service: 新規登録 → メールアドレス
 * で登録 → the mailed link → 登録が完了しました → OK → back on the service, signed in (express
 * mode: a generated nickname, birthday unset). Answers the generated nickname.
 */
export async function registerThroughHub(page: Page, email: string): Promise<string> {
  const service = stackUrls().demoService;
  await page.goto(service);
  await page.getByRole('link', { name: '新規登録' }).click();
  await page.getByRole('button', { name: 'メールアドレスで登録' }).click();
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  await page.getByRole('button', { name: '登録メールを送信する' }).click();
  await expect(page.getByText(`${email} に会員登録のためのメールを送りました。`)).toBeVisible({
    timeout: 20_000,
  });
  await page.goto(await mailedLink(page.request, email));
  const complete = page.locator('#prf_cpt_new');
  await expect(complete.getByRole('heading', { name: '登録が完了しました' })).toBeVisible({
    timeout: 30_000,
  });
  await complete.getByRole('button', { name: 'OK' }).click();
  await expectWelcomedBack(page, service);
  const welcome = await page
    .getByText(/さん、ようこそ/)
    .first()
    .textContent();
  const nickname = /(\S+)さん、ようこそ/.exec(welcome ?? '')?.[1];
  if (!nickname) throw new Error(`no nickname in the welcome: ${welcome}`);
  return nickname;
}
