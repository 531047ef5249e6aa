// E-mail change (025_changeEmail) and the mail-link check (/valid) on the whole test stack: the hub's
// sign-in, the profile app, the member API with the Auth emulator and the real mail catcher. Every
// screen axe-clean at 360 px. Instead of waiting 30 minutes, the one member's change request is made
// 31 minutes older through the test profile's control (never mounted outside MEMBER_HUB_PROFILE=test):
// the server's clock keeps the real time for every other test running beside this one.
import {
  createMember,
  FIREBASE_PROJECT_ID,
  newestMailText,
  stackUrls,
  uniqueEmail,
} from '@member-hub/dev-stack/e2e-helpers';
import { expectNoAxeViolations, resizeViewport, VIEWPORT } from '@member-hub/playwright-config';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import { signInThroughHub } from './stack';

const COMMUNITY = 'らくらくコミュニティ';
const EMAIL_CHANGE_AGE = '/member/v1/__test/emailChangeAge';

/** The /valid link of the newest mail to `address`. */
async function mailedValidLink(request: APIRequestContext, address: string): Promise<string> {
  const validLink = /https?:\/\/\S*\/valid\?\S+/;
  const text = await newestMailText(request, address, { matching: validLink });
  return validLink.exec(text)?.[0] ?? '';
}

/** The input, confirmation and sent steps, checking each screen; answers the mailed /valid link. */
async function requestChange(
  page: Page,
  from: string,
  to: string,
  appName = COMMUNITY,
  entered = false,
): Promise<string> {
  if (!entered) await page.goto(RoutePath.changeEmail);
  await expect(page).toHaveTitle(`メールアドレス編集 | ${appName}`);
  await expect(page.getByText(from)).toBeVisible();
  await expect(page.getByText('コピー＆ペースト（貼り付け）はせずに')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: '新しいメールアドレス', exact: true }).fill(to);
  await page.getByRole('textbox', { name: '新しいメールアドレス（確認のため再入力）' }).fill(to);
  await page.getByRole('button', { name: '確認へ進む' }).click();

  await expect(page).toHaveURL(new RegExp(`${RoutePath.changeEmailConfirm}$`));
  await expect(page).toHaveTitle(`編集確認 | ${appName}`);
  await expect(page.getByText(from)).toBeVisible();
  await expect(page.getByText(to)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '確認メールを送る' }).click();

  await expect(page).toHaveURL(new RegExp(`${RoutePath.changeEmailSent}$`));
  await expect(page).toHaveTitle(`確認メール送信 | ${appName}`);
  await expect(page.getByText('メールアドレスの変更は、まだ完了していません。')).toBeVisible();
  await expect(page.getByText(`${to} あてに確認メールを送りました。`)).toBeVisible();
  await expectNoAxeViolations(page);
  return mailedValidLink(page.request, to);
}

test('e-mail change through the real mail: the old address is refused afterwards, the new one signs in', async ({
  page,
  browser,
  request,
}) => {
  // Two sign-ins through the hub, two mails through SMTP and the change itself: more steps through
  // the whole stack than the default minute is sized for.
  test.setTimeout(120_000);
  const from = uniqueEmail('change-from');
  const to = uniqueEmail('change-to');
  const { nickname } = await createMember(request, from, 'ce');
  await signInThroughHub(page, from, nickname);

  const link = await requestChange(page, from, to);
  expect(link).toMatch(new RegExp(`${RoutePath.mailLinkValid}\\?referenceKey=[A-Za-z0-9_-]+&mode=update$`));
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`${RoutePath.changeEmailComplete}$`));
  await expect(page).toHaveTitle(`編集完了 | ${COMMUNITY}`);
  await expect(page.getByText('メールアドレスの変更が完了しました。')).toBeVisible();
  await expectNoAxeViolations(page);
  // Still signed in (with the new address): the input shows it as the current one.
  await page.goto(RoutePath.changeEmail);
  await expect(page.getByText(to)).toBeVisible();

  // A second tap on the same mail button: the change is already done, and the page says so.
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`${RoutePath.changeEmailComplete}\\?done=before$`));
  await expect(page.getByText('メールアドレスの変更は、すでに完了しています。')).toBeVisible();
  await expect(page.getByText(`新しいメールアドレス（${to}）でログインできます。`)).toBeVisible();
  await expect(page.getByText('登録できませんでした。')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'プロフィール編集に戻る' })).toBeVisible();
  await resizeViewport(page, VIEWPORT.phone);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/details-change-email-already-done-360.png', fullPage: true });

  // A fresh browser: the old address is not registered any more, the new one signs in.
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto(stackUrls().demoService);
  await other.getByRole('link', { name: 'ログイン' }).click();
  await other.getByRole('textbox', { name: 'メールアドレス' }).fill(from);
  await other.getByRole('button', { name: 'ログインメールを送信する' }).click();
  await expect(other.getByText('メールアドレスの入力に誤りがあるか登録されていません').first()).toBeVisible();
  await signInThroughHub(other, to, nickname);
  await context.close();
});

test('a mistyped retype is refused with the spec message and nothing is sent', async ({ page, request }) => {
  const from = uniqueEmail('retype');
  const { nickname } = await createMember(request, from, 'rt');
  await signInThroughHub(page, from, nickname);

  await page.goto(RoutePath.changeEmail);
  await page.getByRole('textbox', { name: '新しいメールアドレス', exact: true }).fill('hanako@example.jp');
  await page
    .getByRole('textbox', { name: '新しいメールアドレス（確認のため再入力）' })
    .fill('hanak0@example.jp');
  await page.getByRole('button', { name: '確認へ進む' }).click();
  await expect(page.getByText('入力したメールアドレスが一致しません。')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${RoutePath.changeEmail}$`));
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: '新しいメールアドレス', exact: true }).fill('taro..@docomo.ne.jp');
  await page.getByRole('button', { name: '確認へ進む' }).click();
  await expect(page.getByText(/^適切なメールアドレスを指定してください。/).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${RoutePath.changeEmail}$`));
});

test.describe('31 minutes after the request', () => {
  test('the mail link opened after 30 minutes ends on 027a with the address, and nothing changed', async ({
    page,
    request,
  }) => {
    const from = uniqueEmail('late-from');
    const to = uniqueEmail('late-to');
    const { nickname } = await createMember(request, from, 'lt');
    await signInThroughHub(page, from, nickname);
    const link = await requestChange(page, from, to);

    const aged = await request.post(`${stackUrls().gateway}${EMAIL_CHANGE_AGE}`, {
      data: { email: from, ageMs: 31 * 60_000 },
    });
    expect(aged.ok(), await aged.text()).toBe(true);

    await page.goto(link);
    await expect(page).toHaveURL(new RegExp(`${RoutePath.changeEmailError}$`));
    await expect(page).toHaveTitle(`登録エラー | ${COMMUNITY}`);
    await expect(page.getByText(`${to} は`)).toBeVisible();
    await expect(page.getByText('登録できませんでした。')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(RoutePath.changeEmail);
    await expect(page.getByText(from)).toBeVisible();
  });
});

test('membership: completion signs out, revokes and returns to the member profile edit', async ({
  page,
  request,
}) => {
  const urls = stackUrls();
  const from = uniqueEmail('members-from');
  const to = uniqueEmail('members-to');
  const { nickname } = await createMember(request, from, 'mc');
  await signInThroughHub(page, from, nickname, urls.demoMembersService);

  // Enter the profile app as the members service does (its entry query: the return address with lamember).
  const entry = new URLSearchParams({
    returnUrl: `${urls.demoMembersService}/lamember/callback`,
    state: 'members-state-1',
    nonce: 'members-nonce-1',
    scope: 'openid',
    clientId: 'demo-members',
  });
  await page.goto(`${RoutePath.changeEmail}?${entry}`);
  const link = await requestChange(page, from, to, '会員サービス', true);

  await page.goto(link);
  // Signed out and revoked: the member profile edit sends the visitor back with status=authError.
  await expect(page).toHaveURL(/status=authError/, { timeout: 30_000 });
  await expect(page).not.toHaveURL(new RegExp(RoutePath.changeEmailComplete));
  const session = await page.evaluate(() =>
    Object.keys(window.localStorage).filter((key) => key.startsWith('firebase:authUser')),
  );
  expect(session).toEqual([]);
  // And the change itself was made (not only the sign-out): the identity now has the new address.
  const lookup = await request.post(
    `${urls.authEmulator}/identitytoolkit.googleapis.com/v1/projects/${FIREBASE_PROJECT_ID}/accounts:lookup`,
    { headers: { authorization: 'Bearer owner' }, data: { email: [to] } },
  );
  expect(((await lookup.json()) as { users?: unknown[] }).users ?? []).toHaveLength(1);
});

test('/valid without referenceKey or mode: the in-page alert, then the unauthorised return', async ({
  page,
}) => {
  await page.goto(`${RoutePath.mailLinkValid}?mode=update`);
  const dialog = page.getByRole('alertdialog', { name: 'お知らせ' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'リンクが正しくありません。メールのリンクをもう一度押してお試しください。',
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  // No client entry in this browser: the generic error page.
  await expect(page).toHaveURL(new RegExp(`${RoutePath.error}$`));
});

test('the mail-verified page offers the community and the game', async ({ page }) => {
  await page.goto(RoutePath.mailVerified);
  await expect(page.getByText('メールアドレスの確認が完了しました。')).toBeVisible();
  const game = page.getByRole('link', { name: 'ゲームを表示する' });
  await expect(game).toBeVisible();
  await expectNoAxeViolations(page);
  // The services' pages, without the sign-in failure marker auth=false (no local game service:
  // its page is the community demo service's, naming the game).
  const gameUrl = new URL((await game.getAttribute('href'))!);
  expect(gameUrl.searchParams.get('auth')).toBeNull();
  expect(gameUrl.searchParams.get('service')).toBe('game');
  await page.getByRole('link', { name: 'コミュニティを表示する' }).click();
  await expect(page).toHaveURL(`${stackUrls().demoService}/`);
});
