// What the global setup started, and the steps that bring a signed-in member to the profile app:
// a member (Auth emulator + member API), then the hub's e-mail-link sign-in from the demo service.
import { type StackUrls } from '@member-hub/dev-stack';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export function stackUrls(): StackUrls {
  const raw = process.env.MEMBER_HUB_STACK;
  if (!raw) throw new Error('MEMBER_HUB_STACK is not set: run these tests through playwright.config.ts');
  return (JSON.parse(raw) as { urls: StackUrls }).urls;
}

/** A returning member: a Firebase e-mail user (emulator) with a member record (member API). */
export async function createMember(request: APIRequestContext, email: string): Promise<{ nickname: string }> {
  const urls = stackUrls();
  const signUp = await request.post(
    `${urls.authEmulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    { data: { email, password: `pw-${Date.now()}-x`, returnSecureToken: true } },
  );
  expect(signUp.ok()).toBe(true);
  const { idToken } = (await signUp.json()) as { idToken: string };
  const nickname = `pe${Date.now().toString(36).slice(-6)}`;
  const created = await request.post(`${urls.gateway}/member/v1/me`, {
    headers: { authorization: `Bearer ${idToken}` },
    data: { nickname },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return { nickname };
}

/** The hub link of the newest mail to `address` (maildev's REST API). */
async function mailedLink(request: APIRequestContext, address: string): Promise<string> {
  const api = `${stackUrls().mailWeb}/api/email`;
  let text = '';
  await expect
    .poll(
      async () => {
        const list = (await (await request.get(api)).json()) as { id: string; to: { address: string }[] }[];
        const mail = list.reverse().find((m) => m.to.some((t) => t.address === address));
        if (!mail) return '';
        text = ((await (await request.get(`${api}/${mail.id}`)).json()) as { text: string }).text;
        return text;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  const link = /https?:\/\/\S*\/validate\/email\?\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no validate/email link in the mail:\n${text}`);
  return link;
}

/** From the demo service's ログイン link through the hub's e-mail link back to the service, signed in. */
export async function signInThroughHub(page: Page, email: string, nickname: string): Promise<void> {
  const service = stackUrls().demoService;
  await page.goto(service);
  await page.getByRole('link', { name: 'ログイン' }).click();
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  await page.getByRole('button', { name: 'ログインメールを送信する' }).click();
  await expect(page.getByText(`${email} にログインURLのお知らせメールを送信しました。`)).toBeVisible();
  await page.goto(await mailedLink(page.request, email));
  await expect(page).toHaveURL(`${service}/`, { timeout: 30_000 });
  await expect(page.getByText(`${nickname}さん、ようこそ`)).toBeVisible();
}
