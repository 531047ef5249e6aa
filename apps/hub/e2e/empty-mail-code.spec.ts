// Issue 15 item 1, the "empty mail" registration (hub spec §7: a mailto draft to the registration
// address with the loginParamKey in subject and body): the mail app usually opens the answer's
// button in its own browser, so the browser that started takes the answer's 6-digit code — it
// never learns the address the member's mail came from. The draft is sent as a mail app would:
// by SMTP to the member API's own receiver; the answer is read from the mail catcher.
import net from 'node:net';

import { portsFor } from '@member-hub/dev-stack';
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { type APIRequestContext, type CDPSession, expect, type Page, test } from '@playwright/test';

import { ProfileRegisterPage } from './pages/ProfileRegisterPage';
import { RegisterPage } from './pages/RegisterPage';
import { expectReadable, forEachView } from './views';
import { expectWelcomedBack, hubEntryUrl, stackUrls, uniqueEmail } from './stack';

const CODE_FIELD = 'メールに書かれた6けたの数字';
const LEAD = 'メールが届いたら、メールに書かれた6けたの数字を入れてください。';

/** The mail draft the page opens (location.assign('mailto:…')), as the browser was asked to navigate. */
function watchMailto(cdp: CDPSession): () => Promise<string> {
  let resolve: (href: string) => void;
  const href = new Promise<string>((r) => (resolve = r));
  cdp.on('Page.frameRequestedNavigation', (event: { url: string }) => {
    if (event.url.startsWith('mailto:')) resolve(event.url);
  });
  return () => href;
}

/** One SMTP command: writes `line` (unless empty) and waits for the reply with `expected` status. */
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

/** Sends the draft as the member's mail app would: UTF-8 subject and body, to the member API's receiver. */
async function sendDraft(href: string, from: string): Promise<void> {
  const draft = new URL(href);
  const to = decodeURIComponent(draft.pathname);
  const subject = draft.searchParams.get('subject') ?? '';
  const body = draft.searchParams.get('body') ?? '';
  const socket = net.connect(portsFor('test').memberApiSmtpIn, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  try {
    const say = smtpConversation(socket);
    await say(undefined, 220);
    await say('EHLO phone.example.com', 250);
    await say(`MAIL FROM:<${from}>`, 250);
    await say(`RCPT TO:<${to}>`, 250);
    await say('DATA', 354);
    const message = [
      `From: <${from}>`,
      `To: <${to}>`,
      `Subject: =?UTF-8?B?${Buffer.from(subject).toString('base64')}?=`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=UTF-8',
      'Content-Transfer-Encoding: base64',
      '',
      ...(Buffer.from(body)
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

/** The 6-digit code of the newest mail to `address` (the mail catcher's REST API), once it arrived. */
async function mailedCode(request: APIRequestContext, address: string): Promise<string> {
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
  const code = /数字：(\d{6})/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the mail:\n${text}`);
  return code;
}

/** From the demo service (profile=input: the profile step is shown) to the e-mail page; taps the empty-mail button. */
async function startEmptyMail(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  const mailto = watchMailto(cdp);
  await page.goto(await hubEntryUrl(page, stackUrls().demoService, 'register', { profile: 'input' }));
  const register = new RegisterPage(page);
  await register.expectChoiceShown();
  await register.chooseEmail();
  // No code field before the empty mail.
  await expect(page.getByRole('textbox', { name: CODE_FIELD })).toHaveCount(0);
  await page.getByRole('button', { name: '空メールを送信する' }).click();
  const href = await mailto();
  expect(href).toMatch(/^mailto:[^?]+@[^?]+\?subject=/);
  // The page stays, with the code entry below the button.
  await expect(page.getByRole('heading', { name: '届いたメールの数字で登録を進める' })).toBeVisible();
  await expect(page.getByText(LEAD)).toBeVisible();
  await expectNoAxeViolations(page);
  return href;
}

/** Past the buttons' 600 ms debounce. */
const pastDebounce = (page: Page) => page.waitForTimeout(700);

forEachView((view) => {
  test('the empty mail’s answer: its code typed where the registration started goes on to the profile step and back to the service', async ({
    page,
  }) => {
    const email = uniqueEmail('empty-mail-code');
    const nickname = `em${Date.now().toString(36).slice(-6)}`;
    const href = await startEmptyMail(page);

    await sendDraft(href, email);
    const code = await mailedCode(page.request, email);

    const input = page.getByRole('textbox', { name: CODE_FIELD });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    const go = page.getByRole('button', { name: 'この数字で登録を進める' });

    // A wrong code is refused with the message; the mail stays usable.
    await input.fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await go.click();
    await expect(page.getByText('数字がちがいます。', { exact: false })).toBeVisible();
    await expectReadable(page, view);

    await input.fill(code);
    await pastDebounce(page);
    await go.click();

    const profile = new ProfileRegisterPage(page);
    await profile.expectFormShown();
    await profile.fill({ nickname, prefecture: '大阪府', sex: '男性' });
    await profile.expectConfirmationAndRegister([nickname, '大阪府', '男性']);
    await new RegisterPage(page).expectCompleteAndConfirm();
    await expectWelcomedBack(page, stackUrls().demoService, nickname);
  });

  test('a code typed before the answer arrived says so; the code of the answer then works', async ({
    page,
  }) => {
    const email = uniqueEmail('empty-mail-early');
    const href = await startEmptyMail(page);

    const input = page.getByRole('textbox', { name: CODE_FIELD });
    const go = page.getByRole('button', { name: 'この数字で登録を進める' });
    await input.fill('000000');
    await go.click();
    await expect(
      page.getByText('返信のメールが、まだ届いていないようです。', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'もう一度メールを送る' })).toHaveCount(0);
    await expectReadable(page, view);

    // A reload while the mail app was open: the code field is there again, for the same request.
    await page.reload();
    await expect(input).toBeVisible();

    await sendDraft(href, email);
    await input.fill(await mailedCode(page.request, email));
    await pastDebounce(page);
    await go.click();
    await new ProfileRegisterPage(page).expectFormShown();
  });
});
