// What the global setup started, and helpers that talk to the stack's services directly.
import { type StackUrls } from '@member-hub/dev-stack';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';

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
  const nickname = `e2e${Date.now().toString(36).slice(-5)}`;
  const created = await request.post(`${urls.gateway}/member/v1/me`, {
    headers: { authorization: `Bearer ${idToken}` },
    data: { nickname },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return { nickname };
}

interface MailSummary {
  id: string;
  to: { address: string }[];
}

/** The hub link of the newest mail to `address` (maildev's REST API). */
export async function mailedLink(request: APIRequestContext, address: string): Promise<string> {
  const api = `${stackUrls().mailWeb}/api/email`;
  let text = '';
  await expect
    .poll(
      async () => {
        const list = (await (await request.get(api)).json()) as MailSummary[];
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

/**
 * A Google member: the emulator signs in a Google account (`sub` as the hub's emulator chooser
 * makes it for "another account": google-<address>) and the member API gets its record.
 */
export async function createGoogleMember(
  request: APIRequestContext,
  email: string,
): Promise<{ nickname: string }> {
  const urls = stackUrls();
  const claims = { sub: `google-${email.toLowerCase()}`, email, email_verified: true };
  const signIn = await request.post(
    `${urls.authEmulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`,
    {
      data: {
        requestUri: 'http://localhost',
        returnSecureToken: true,
        postBody: `providerId=google.com&id_token=${encodeURIComponent(JSON.stringify(claims))}`,
      },
    },
  );
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { idToken } = (await signIn.json()) as { idToken: string };
  const nickname = `g${Date.now().toString(36).slice(-6)}`;
  const created = await request.post(`${urls.gateway}/member/v1/me`, {
    headers: { authorization: `Bearer ${idToken}` },
    data: { nickname },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return { nickname };
}

/**
 * The hub entry URL a demo service sends the browser to (its /signin redirect), fetched with the
 * page's own cookies so the service's pending sign-in stays valid; `extra` adds entry values
 * (profile=input, hidden=1, mock=timeout) the demo service does not send itself.
 */
export async function hubEntryUrl(
  page: Page,
  service: string,
  mode: 'login' | 'register',
  extra: Record<string, string> = {},
): Promise<string> {
  const response = await page.request.get(`${service}/signin?mode=${mode}`, { maxRedirects: 0 });
  expect(response.status(), 'the demo service redirects to the hub').toBe(303);
  const location = response.headers().location;
  if (!location) throw new Error('the demo service sent no Location');
  const url = new URL(location);
  for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
  return url.href;
}

/** Back on the demo `service`, signed in: its welcome (with the member's `nickname` when given). */
export async function expectWelcomedBack(page: Page, service = stackUrls().demoService, nickname?: string) {
  await expect(page).toHaveURL(`${service}/`, { timeout: 30_000 });
  await expect(page.getByText(nickname ? `${nickname}さん、ようこそ` : /さん、ようこそ/)).toBeVisible();
}

/** A unique address per test (the suite shares one emulator and one database). */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** A second browser (its own storage, no local client record) with the project's 360 px settings. */
export async function newMobileContext(browser: Browser): Promise<BrowserContext> {
  const { viewport, screen, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL } =
    test.info().project.use;
  return browser.newContext({
    viewport,
    screen,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    locale,
    timezoneId,
    baseURL,
  });
}
