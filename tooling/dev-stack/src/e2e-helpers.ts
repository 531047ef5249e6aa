// Helpers the apps' Playwright suites share: the global setup that starts the test-profile stack,
// the URLs it started, and steps that talk to the stack's services directly (Auth emulator,
// member API, mail catcher, an SMTP receiver). Plain TypeScript Playwright loads as it is (no build).
// Some steps run in the page, hence the DOM's types.
/// <reference lib="dom" />
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type CDPSession,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';

import { contextOptionsOf } from '@member-hub/playwright-config';

import { type StackUrls } from './profiles.ts';

export { FIREBASE_PROJECT_ID } from './profiles.ts';
import { repoRoot, startStack } from './stack.ts';

const STACK_ENV = 'MEMBER_HUB_STACK';

/**
 * A Playwright global setup: starts the test-profile stack with `apps` (its log in
 * reports/<logName>-e2e-stack.log), hands its URLs to the tests and returns the teardown.
 */
export async function startE2eStack(logName: string, apps: readonly string[]): Promise<() => Promise<void>> {
  const logFile = path.join(repoRoot, `reports/${logName}-e2e-stack.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const out = fs.createWriteStream(logFile);
  const stack = await startStack({
    profile: 'test',
    apps,
    requireApps: true,
    appReadyTimeoutMs: 180_000,
    log: (line) => out.write(`${line}\n`),
  });
  process.env[STACK_ENV] = JSON.stringify({
    urls: stack.urls,
    // Where the member API keeps its data: the operators' member command opens the same.
    memberApiDatabase: {
      DATABASE_URL: stack.env.DATABASE_URL ?? '',
      MEMBER_API_DATA_DIR: stack.env.MEMBER_API_DATA_DIR ?? '',
    },
  });
  return async () => {
    await stack.stop();
    out.end();
  };
}

/** What the global setup started. */
export function stackUrls(): StackUrls {
  const raw = process.env[STACK_ENV];
  if (!raw) throw new Error(`${STACK_ENV} is not set: run these tests through playwright.config.ts`);
  return (JSON.parse(raw) as { urls: StackUrls }).urls;
}

/**
 * Runs the operators' member command (apps/member-api, `member lock|unlock|show`) against the
 * stack's member API database, as an operator would; answers its output, fails on a refusal.
 * Needs the stack on PostgreSQL (TEST_DATABASE_URL): a running member API holds a PGlite folder
 * alone, and the command refuses to open it.
 */
export async function memberCommand(args: readonly string[]): Promise<string> {
  const raw = process.env[STACK_ENV];
  if (!raw) throw new Error(`${STACK_ENV} is not set: run these tests through playwright.config.ts`);
  const { memberApiDatabase } = JSON.parse(raw) as { memberApiDatabase: Record<string, string> };
  const apiDir = path.join(repoRoot, 'apps/member-api');
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--conditions=@member-hub/source', '--import', 'tsx', 'src/ops/member-cli-main.ts', ...args],
      {
        cwd: apiDir,
        env: { ...process.env, MEMBER_HUB_PROFILE: 'test', USER: 'e2e-operator', ...memberApiDatabase },
        timeout: 60_000,
      },
      (error, stdout, stderr) =>
        error ? reject(new Error(`member ${args.join(' ')} failed:\n${stderr}`)) : resolve(stdout),
    );
  });
}

/** Whether the stack's member API runs on PostgreSQL (the member command needs it while it runs). */
export function stackOnPostgres(): boolean {
  const raw = process.env[STACK_ENV];
  const parsed = raw ? (JSON.parse(raw) as { memberApiDatabase?: { DATABASE_URL?: string } }) : {};
  return Boolean(parsed.memberApiDatabase?.DATABASE_URL);
}

/** A nickname unique enough for one suite run: `prefix` and the last base-36 digits of the time. */
function freshNickname(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-6)}`;
}

/** The member API's record for the Firebase user behind `idToken`. */
async function createMemberRecord(
  request: APIRequestContext,
  idToken: string,
  nickname: string,
): Promise<void> {
  const created = await request.post(`${stackUrls().gateway}/member/v1/me`, {
    headers: { authorization: `Bearer ${idToken}` },
    data: { nickname },
  });
  expect(created.ok(), await created.text()).toBe(true);
}

/**
 * A Firebase e-mail user (emulator) whose address is verified, as after the hub's e-mail link: the
 * member API takes the e-mail of a new member only from a verified identity (anyone can sign up
 * any address with a password). Answers an ID token that carries `email_verified: true`.
 */
export async function createVerifiedEmailUser(
  request: APIRequestContext,
  email: string,
): Promise<{ localId: string; idToken: string }> {
  const password = `pw-${Date.now()}-x`;
  const signUp = await request.post(
    `${stackUrls().authEmulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    { data: { email, password, returnSecureToken: true } },
  );
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const { localId } = (await signUp.json()) as { localId: string };
  const verified = await request.post(
    `${stackUrls().authEmulator}/identitytoolkit.googleapis.com/v1/accounts:update`,
    { headers: { authorization: 'Bearer owner' }, data: { localId, emailVerified: true } },
  );
  expect(verified.ok(), await verified.text()).toBe(true);
  const signIn = await request.post(
    `${stackUrls().authEmulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { data: { email, password, returnSecureToken: true } },
  );
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { idToken } = (await signIn.json()) as { idToken: string };
  return { localId, idToken };
}

/**
 * A returning member: a verified Firebase e-mail user with a member record (member API);
 * `nicknamePrefix` tells the suites' members apart.
 */
export async function createMember(
  request: APIRequestContext,
  email: string,
  nicknamePrefix = 'e2e',
): Promise<{ nickname: string }> {
  const { idToken } = await createVerifiedEmailUser(request, email);
  const nickname = freshNickname(nicknamePrefix);
  await createMemberRecord(request, idToken, nickname);
  return { nickname };
}

/**
 * A Google member: the emulator signs in a Google account (`sub` as the hub's emulator chooser
 * makes it for "another account": google-<address>) and the member API gets its record.
 */
export async function createGoogleMember(
  request: APIRequestContext,
  email: string,
): Promise<{ nickname: string }> {
  const claims = { sub: `google-${email.toLowerCase()}`, email, email_verified: true };
  const signIn = await request.post(
    `${stackUrls().authEmulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`,
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
  const nickname = freshNickname('g');
  await createMemberRecord(request, idToken, nickname);
  return { nickname };
}

interface CaughtMail {
  id: string;
  to: { address: string }[];
  text?: string;
}

/**
 * The text of the newest mail to `address` (maildev's REST API), polled until one arrived; with
 * `matching`, until the newest one matches it (a mail the test caused after earlier ones).
 * The catcher picks the address's mails itself (`?to.address=`): the whole inbox grows with every
 * test of a suite, and sending all of it on every poll made each look-up slower than the last.
 */
export async function newestMailText(
  request: APIRequestContext,
  address: string,
  { matching, timeoutMs = 20_000 }: { matching?: RegExp; timeoutMs?: number } = {},
): Promise<string> {
  const api = `${stackUrls().mailWeb}/api/email`;
  let text = '';
  await expect
    .poll(
      async () => {
        const list = (await (
          await request.get(api, { params: { 'to.address': address } })
        ).json()) as CaughtMail[];
        const mail = list.reverse().find((m) => m.to.some((t) => t.address === address));
        if (!mail) return '';
        text =
          mail.text ?? ((await (await request.get(`${api}/${mail.id}`)).json()) as { text: string }).text;
        return !matching || matching.test(text) ? text : '';
      },
      { message: `a mail to ${address}${matching ? ` matching ${matching}` : ''}`, timeout: timeoutMs },
    )
    .not.toBe('');
  return text;
}

/** The hub link of the newest mail to `address`. */
export async function mailedLink(request: APIRequestContext, address: string): Promise<string> {
  const text = await newestMailText(request, address);
  const link = /https?:\/\/\S*\/validate\/email\?\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no validate/email link in the mail:\n${text}`);
  return link;
}

/**
 * One SMTP exchange on `socket`: `say(line, expected)` writes `line` (nothing for the greeting) and
 * waits for a complete reply, which must have the `expected` status.
 */
function smtpConversation(socket: net.Socket) {
  let buffer = '';
  let waiting: ((reply: string) => void) | undefined;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    // A complete reply ends with a line "NNN text" (not "NNN-text").
    const lines = buffer.split('\r\n');
    if (lines.length > 1 && /^\d{3} /.test(lines[lines.length - 2] ?? '') && waiting) {
      const reply = buffer;
      buffer = '';
      const done = waiting;
      waiting = undefined;
      done(reply);
    }
  });
  return async (line: string | undefined, expected: number): Promise<void> => {
    const reply = new Promise<string>((resolve) => (waiting = resolve));
    if (line !== undefined) socket.write(`${line}\r\n`);
    const text = await reply;
    expect(text.slice(0, 3), `SMTP reply to ${line ?? 'the greeting'}: ${text}`).toBe(String(expected));
  };
}

/**
 * Sends a plain-text mail over SMTP to 127.0.0.1:`port` as a member's mail app would: UTF-8
 * subject (encoded word) and body (base64), no TLS. Each reply must be the expected one.
 */
export async function sendPlainMail(
  port: number,
  mail: { from: string; to: string; subject: string; text: string },
): Promise<void> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  try {
    const say = smtpConversation(socket);
    await say(undefined, 220);
    await say('EHLO phone.example.com', 250);
    await say(`MAIL FROM:<${mail.from}>`, 250);
    await say(`RCPT TO:<${mail.to}>`, 250);
    await say('DATA', 354);
    const message = [
      `From: <${mail.from}>`,
      `To: <${mail.to}>`,
      `Subject: =?UTF-8?B?${Buffer.from(mail.subject).toString('base64')}?=`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=UTF-8',
      'Content-Transfer-Encoding: base64',
      '',
      ...(Buffer.from(mail.text)
        .toString('base64')
        .match(/.{1,76}/g) ?? []),
      '.',
    ].join('\r\n');
    await say(message, 250);
    await say('QUIT', 221);
  } finally {
    socket.destroy();
  }
}

/** Back on the demo `service`, signed in: its welcome (with the member's `nickname` when given). */
export async function expectWelcomedBack(
  page: Page,
  service = stackUrls().demoService,
  nickname?: string,
): Promise<void> {
  await expect(page).toHaveURL(`${service}/`, { timeout: 30_000 });
  await expect(page.getByText(nickname ? `${nickname}さん、ようこそ` : /さん、ようこそ/)).toBeVisible();
}

/**
 * From the demo `service`'s ログイン link through the hub's e-mail link (the mail catcher) back to
 * the service, signed in as `nickname`.
 */
export async function signInThroughHub(
  page: Page,
  email: string,
  nickname: string,
  service = stackUrls().demoService,
): Promise<void> {
  await page.goto(service);
  await page.getByRole('link', { name: 'ログイン' }).click();
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  await page.getByRole('button', { name: 'ログインメールを送信する' }).click();
  await expect(page.getByText(`${email} にログインのためのメールを送りました。`)).toBeVisible();
  await page.goto(await mailedLink(page.request, email));
  await expectWelcomedBack(page, service, nickname);
}

/**
 * Picks a photo from the device in the avatar picker (写真を選ぶ): a 1200×800 JPEG drawn in the
 * page, a face-coloured circle on sky blue.
 */
export async function pickDrawnPhoto(page: Page): Promise<void> {
  const photo = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 800;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#9fd3e6';
    g.fillRect(0, 0, 1200, 800);
    g.fillStyle = '#f2c9a0';
    g.beginPath();
    g.arc(600, 400, 220, 0, Math.PI * 2);
    g.fill();
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  });
  await page
    .getByLabel('写真を選ぶ')
    .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(photo) });
}

/**
 * Records the requests of the identity chunk (Firebase) that `page` makes from now on: a page that
 * must not load Firebase (the stored-session fast path of app-kit's createAppIdentity: nothing
 * stored in this browser) ends with an empty list.
 */
export function recordIdentityRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/identity-chunk|firebase/i.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/** A unique address per test (a suite shares one emulator and one database). */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** A second browser (its own storage, no local client record) with the project's 360 px settings. */
export async function newMobileContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext(contextOptionsOf(test.info().project.use));
}

/**
 * Keyboard only: presses Tab until `target` has the focus, as a member without a pointer moves
 * through the page (at most `maxPresses`; fails when the control cannot be reached that way).
 * Focus moves on from wherever it is, so a journey's steps read in the page's own order.
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  await target.waitFor({ state: 'visible', timeout: 30_000 });
  for (let press = 0; press < maxPresses; press++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  if (await target.evaluate((el) => el === document.activeElement)) return;
  throw new Error(`${String(target)} was not reached with ${maxPresses} presses of Tab`);
}

/** Keyboard only: Tab to `target` and press Enter (a link or a button). */
export async function tabAndEnter(page: Page, target: Locator, maxPresses?: number): Promise<void> {
  await tabTo(page, target, maxPresses);
  await page.keyboard.press('Enter');
}

/** The phone's own authenticator in `page`'s browser (Chromium's virtual one, CDP WebAuthn). */
export interface VirtualPhone {
  readonly cdp: CDPSession;
  readonly authenticatorId: string;
  /** The passkeys the phone holds now. */
  credentials(): Promise<ReadonlyArray<{ credentialId: string }>>;
}

/**
 * Gives `page`'s browser a phone's own authenticator (fingerprint, face or screen lock): a
 * platform authenticator ("internal" transport) with resident keys and user verification, which
 * answers at once. `isUserVerified: false` makes every prompt end as a stopped one.
 */
export async function addPhoneAuthenticator(page: Page, isUserVerified = true): Promise<VirtualPhone> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified,
      automaticPresenceSimulation: true,
    },
  });
  return {
    cdp,
    authenticatorId,
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

/**
 * The virtual authenticator answers the e-mail field's passkey suggestions (conditional
 * mediation) at once, as no phone does without the member picking one: they are turned off in
 * `page`, so each sign-in is the member's tap on the passkey button.
 */
export async function turnOffPasskeySuggestions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const api = (window as { PublicKeyCredential?: { isConditionalMediationAvailable?: unknown } })
      .PublicKeyCredential;
    if (api) api.isConditionalMediationAvailable = async () => false;
  });
}
