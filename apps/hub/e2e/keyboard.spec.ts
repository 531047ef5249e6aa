// The hub's journeys completed with the keyboard alone (docs/accessibility.md: keyboard-only
// completion of each journey): Tab moves, Enter and Space press, the arrow keys choose within a
// list or a radio group; nothing is clicked. Only opening the mailed link is done as the mail app
// would do it (a navigation).
import { tabAndEnter, tabTo } from '@member-hub/dev-stack/e2e-helpers';
import { expect, type Locator, type Page, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import { pathPattern } from './pages/RegisterPage';
import { createMember, expectWelcomedBack, hubEntryUrl, mailedLink, stackUrls, uniqueEmail } from './stack';

/** Arrow key presses until the focused control says `done` (a select's option, a radio). */
async function arrowUntil(page: Page, control: () => Locator, done: () => Promise<boolean>, max = 60) {
  for (let press = 0; press < max && !(await done()); press++) await page.keyboard.press('ArrowDown');
  expect(await done(), `${String(control())} reached by the arrow keys`).toBe(true);
}

test('a new member registers by e-mail with the keyboard alone, fills the profile and lands back', async ({
  page,
}) => {
  const urls = stackUrls();
  const email = uniqueEmail('keyboard-register');
  const nickname = `kb${Date.now().toString(36).slice(-6)}`;

  await page.goto(await hubEntryUrl(page, urls.demoService, 'register', { profile: 'input' }));
  await tabAndEnter(page, page.getByRole('button', { name: 'メールアドレスで登録' }));

  await expect(page).toHaveURL(pathPattern(RoutePath.registerEmail));
  await tabTo(page, page.getByRole('textbox', { name: 'メールアドレス' }));
  await page.keyboard.type(email);
  await tabAndEnter(page, page.getByRole('button', { name: '登録メールを送信する' }));
  await expect(page.getByText(`${email} に会員登録のためのメールを送りました。`)).toBeVisible({
    timeout: 20_000,
  });

  await page.goto(await mailedLink(page.request, email));
  const nicknameField = page.getByRole('textbox', { name: /ニックネーム/ });
  await tabTo(page, nicknameField);
  await page.keyboard.type(nickname);
  // Leaving the field checks the nickname.
  await page.keyboard.press('Tab');
  await expect(page.getByText('このニックネームは使用できます。')).toBeVisible({ timeout: 20_000 });

  const prefecture = () => page.getByRole('combobox', { name: /都道府県/ });
  await tabTo(page, prefecture());
  await arrowUntil(
    page,
    prefecture,
    async () =>
      (await prefecture().evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.text)) === '東京都',
  );

  const sex = page.getByRole('group', { name: /性別/ });
  await tabTo(page, sex.getByRole('radio').first());
  await page.keyboard.press('Space');
  await arrowUntil(
    page,
    () => sex.getByRole('radio', { name: '女性' }),
    () => sex.getByRole('radio', { name: '女性' }).isChecked(),
  );

  await tabAndEnter(page, page.getByRole('button', { name: '確認へ進む' }));
  for (const value of [nickname, '東京都', '女性']) {
    await expect(page.getByText(value, { exact: true })).toBeVisible();
  }
  await tabAndEnter(page, page.getByRole('button', { name: 'この内容で登録する' }));

  await expect(page).toHaveURL(pathPattern(RoutePath.registerComplete), { timeout: 30_000 });
  await tabAndEnter(page, page.locator('#prf_cpt_new').getByRole('button', { name: 'OK' }));
  await expectWelcomedBack(page, urls.demoService, nickname);
});

test('a member signs in by e-mail link with the keyboard alone and lands back', async ({ page, request }) => {
  const urls = stackUrls();
  const email = uniqueEmail('keyboard-login');
  const { nickname } = await createMember(request, email, 'kl');

  await page.goto(urls.demoService);
  await tabAndEnter(page, page.getByRole('link', { name: 'ログイン' }));
  await tabTo(page, page.getByRole('textbox', { name: 'メールアドレス' }));
  await page.keyboard.type(email);
  await tabAndEnter(page, page.getByRole('button', { name: 'ログインメールを送信する' }));
  await expect(page.getByText(`${email} にログインのためのメールを送りました。`)).toBeVisible({
    timeout: 20_000,
  });

  await page.goto(await mailedLink(page.request, email));
  await expectWelcomedBack(page, urls.demoService, nickname);
});
