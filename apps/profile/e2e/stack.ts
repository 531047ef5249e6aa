// The step that brings a signed-in member to the profile app: the hub's e-mail-link sign-in from the
// demo service (members and mailed links come from @member-hub/dev-stack/e2e-helpers).
import { expectWelcomedBack, mailedLink, stackUrls } from '@member-hub/dev-stack/e2e-helpers';
import { expect, type Page } from '@playwright/test';

/** From the demo service's ログイン link through the hub's e-mail link back to the service, signed in. */
export async function signInThroughHub(page: Page, email: string, nickname: string): Promise<void> {
  const service = stackUrls().demoService;
  await page.goto(service);
  await page.getByRole('link', { name: 'ログイン' }).click();
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  await page.getByRole('button', { name: 'ログインメールを送信する' }).click();
  await expect(page.getByText(`${email} にログインURLのお知らせメールを送信しました。`)).toBeVisible();
  await page.goto(await mailedLink(page.request, email));
  await expectWelcomedBack(page, service, nickname);
}
