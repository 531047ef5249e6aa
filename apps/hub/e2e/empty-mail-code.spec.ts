// The "empty mail" registration (hub spec §7: a mailto draft to the registration address with the
// loginParamKey in subject and body): the mail app usually opens the answer's button in its own
// browser, so the browser that started takes the answer's 6-digit code — it never learns the
// address the member's mail came from. The draft is sent as a mail app would: by SMTP to the member
// API's own receiver; the answer is read from the mail catcher.
import { portsFor } from '@member-hub/dev-stack';
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { type CDPSession, expect, type Page, test } from '@playwright/test';

import { ProfileRegisterPage } from './pages/ProfileRegisterPage';
import { RegisterPage } from './pages/RegisterPage';
import { expectReadable, forEachView } from './views';
import { expectWelcomedBack, hubEntryUrl, mailedCode, sendPlainMail, stackUrls, uniqueEmail } from './stack';

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

/** Sends the draft as the member's mail app would: by SMTP to the member API's receiver. */
async function sendDraft(href: string, from: string): Promise<void> {
  const draft = new URL(href);
  await sendPlainMail(portsFor('test').memberApiSmtpIn, {
    from,
    to: decodeURIComponent(draft.pathname),
    subject: draft.searchParams.get('subject') ?? '',
    text: draft.searchParams.get('body') ?? '',
  });
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
