// Smoke test of the local stack: the real Auth emulator, the real mail catcher and the gateway.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import nodemailer from 'nodemailer';
import { FIREBASE_PROJECT_ID, GATEWAY_ERROR_HEADER } from '../src/index.ts';
import { stackState } from './stack-state.ts';

const { urls, apps } = stackState();
const identityToolkit = `${urls.authEmulator}/identitytoolkit.googleapis.com/v1`;

test('the Auth emulator creates an e-mail user and signs it in', async ({ request }) => {
  const email = `smoke-${Date.now()}@example.com`;
  const password = 'correct-horse-42';

  const signUp = await request.post(`${identityToolkit}/accounts:signUp?key=fake-api-key`, {
    data: { email, password, returnSecureToken: true },
  });
  expect(signUp.ok()).toBe(true);
  const created = (await signUp.json()) as { localId: string; email: string };
  expect(created.email).toBe(email);

  const signIn = await request.post(`${identityToolkit}/accounts:signInWithPassword?key=fake-api-key`, {
    data: { email, password, returnSecureToken: true },
  });
  expect(signIn.ok()).toBe(true);
  const session = (await signIn.json()) as { localId: string; idToken: string; registered: boolean };
  expect(session.localId).toBe(created.localId);
  expect(session.registered).toBe(true);

  // The ID token is one the emulator accepts for its own project.
  const lookup = await request.post(`${identityToolkit}/accounts:lookup?key=fake-api-key`, {
    data: { idToken: session.idToken },
  });
  expect(lookup.ok()).toBe(true);
  expect(((await lookup.json()) as { users: { email: string }[] }).users[0]?.email).toBe(email);

  const wrong = await request.post(`${identityToolkit}/accounts:signInWithPassword?key=fake-api-key`, {
    data: { email, password: 'wrong-password-1', returnSecureToken: true },
  });
  expect(wrong.status()).toBe(400);

  // Emulator-only endpoint: the user is listed in the demo project.
  const accounts = await request.post(
    `${urls.authEmulator}/identitytoolkit.googleapis.com/v1/projects/${FIREBASE_PROJECT_ID}/accounts:query`,
    { data: {}, headers: { authorization: 'Bearer owner' } },
  );
  expect(accounts.ok()).toBe(true);
  const listed = (await accounts.json()) as { userInfo?: { email: string }[] };
  expect(listed.userInfo?.map((u) => u.email)).toContain(email);
});

test('a mail sent over SMTP can be read back through the mail catcher API', async ({ request }) => {
  const subject = `テストメール ${Date.now()}`;
  const transport = nodemailer.createTransport(urls.smtp);
  await transport.sendMail({
    from: 'no-reply@member-hub.example',
    to: 'member@example.com',
    subject,
    text: 'ログインはこちらから',
  });

  await expect
    .poll(async () => {
      const res = await request.get(`${urls.mailWeb}/api/email`);
      const mails = (await res.json()) as { id: string; subject: string }[];
      return mails.find((mail) => mail.subject === subject)?.id ?? null;
    })
    .not.toBeNull();

  const mails = (await (await request.get(`${urls.mailWeb}/api/email`)).json()) as {
    id: string;
    subject: string;
  }[];
  const id = mails.find((mail) => mail.subject === subject)?.id;
  const mail = (await (await request.get(`${urls.mailWeb}/api/email/${id}`)).json()) as {
    text: string;
    to: { address: string }[];
  };
  expect(mail.text).toContain('ログインはこちらから');
  expect(mail.to.map((to) => to.address)).toEqual(['member@example.com']);
});

test('the gateway sends /member/v1 to the member API, or says in Japanese that it is down', async ({
  request,
}) => {
  const apiRunning = Object.entries(apps).some(
    ([name, state]) => name.endsWith('/member-api') && state === 'running',
  );
  const res = await request.get(`${urls.gateway}/member/v1/me`, { failOnStatusCode: false });
  if (apiRunning) {
    // The API answers itself (signed out: not a gateway error page).
    expect(res.headers()[GATEWAY_ERROR_HEADER]).toBeUndefined();
    expect(res.status()).toBeLessThan(502);
  } else {
    expect(res.status()).toBe(502);
    expect(res.headers()[GATEWAY_ERROR_HEADER]).toContain('upstream=memberApi');
    expect(await res.text()).toContain('接続できません');
  }
});

test('the gateway origin serves a page in the 360 px browser', async ({ page }) => {
  // The hub's /login (or, in a stack without the hub, the gateway's own Japanese page).
  const response = await page.goto('/login');
  expect(response).not.toBeNull();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  expect(page.viewportSize()?.width).toBe(360);
  await expectNoAxeViolations(page);
});
