// The profile's journeys completed with the keyboard alone (docs/accessibility.md: keyboard-only
// completion of each journey): Tab moves, Enter and Space press, the arrow keys choose within a
// list; nothing is clicked. The sign-in before each journey is the hub's (its own keyboard test).
import {
  createMember,
  newestMailText,
  stackUrls,
  tabAndEnter,
  tabTo,
  uniqueEmail,
} from '@member-hub/dev-stack/e2e-helpers';
import { expect, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import { ProfileEditPage } from './pages/ProfileEditPage';
import { signInThroughHub } from './stack';

test('a member edits the profile and saves it with the keyboard alone', async ({ page, request }) => {
  const email = uniqueEmail('kb-edit');
  const { nickname } = await createMember(request, email, 'ke');
  await signInThroughHub(page, email, nickname);
  const edit = new ProfileEditPage(page);
  await edit.open();

  const city = page.getByRole('textbox', { name: /市区町村/ });
  await tabTo(page, city, 80);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('札幌市');
  const introduction = page.getByRole('textbox', { name: /自己紹介/ });
  await tabTo(page, introduction, 80);
  await page.keyboard.type('キーボードだけで書きました。');

  await tabAndEnter(page, page.getByRole('button', { name: '確認へ進む' }), 80);
  await expect(page.getByRole('heading', { name: '入力内容の確認' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('札幌市', { exact: true })).toBeVisible();
  await expect(page.getByText('キーボードだけで書きました。', { exact: true })).toBeVisible();
  await tabAndEnter(page, edit.registerButton(), 80);
  await edit.expectComplete();

  await edit.open();
  await expect(city).toHaveValue('札幌市');
});

test('a member leaves with the keyboard alone', async ({ page, request }) => {
  const email = uniqueEmail('kb-leave');
  const { nickname } = await createMember(request, email, 'kv');
  await signInThroughHub(page, email, nickname);

  await page.goto(RoutePath.unsubscribe);
  await expect(page.getByRole('heading', { name: '退会する前にご確認ください' })).toBeVisible();
  await tabTo(page, page.getByRole('checkbox', { name: '上記の内容を確認し、退会に同意します' }), 60);
  await page.keyboard.press('Space');
  await tabAndEnter(page, page.getByRole('button', { name: '退会の確認へ進む' }));
  await expect(page.getByText(`${nickname}さんのアカウントを退会します。`)).toBeVisible({ timeout: 20_000 });
  await tabAndEnter(page, page.getByRole('button', { name: '退会する' }));
  await expect(page.getByRole('heading', { name: '退会の手続きが完了しました' })).toBeVisible({
    timeout: 30_000,
  });
  await tabTo(page, page.getByRole('link', { name: 'サービスのトップページへ' }));
});

test('a member changes the e-mail address with the keyboard alone', async ({ page, request }) => {
  const from = uniqueEmail('kb-change-from');
  const to = uniqueEmail('kb-change-to');
  const { nickname } = await createMember(request, from, 'kc');
  await signInThroughHub(page, from, nickname);

  await page.goto(RoutePath.changeEmail);
  await tabTo(page, page.getByRole('textbox', { name: '新しいメールアドレス', exact: true }), 60);
  await page.keyboard.type(to);
  await tabTo(page, page.getByRole('textbox', { name: '新しいメールアドレス（確認のため再入力）' }));
  await page.keyboard.type(to);
  await tabAndEnter(page, page.getByRole('button', { name: '確認へ進む' }));
  await expect(page.getByText(to)).toBeVisible({ timeout: 20_000 });
  await tabAndEnter(page, page.getByRole('button', { name: '確認メールを送る' }), 60);
  await expect(page.getByText(`${to} あてに確認メールを送りました。`)).toBeVisible({ timeout: 20_000 });

  // The mail's button is opened as a link (the mail app is not this page).
  const validLink = /https?:\/\/\S*\/valid\?\S+/;
  const mail = await newestMailText(request, to, { matching: validLink });
  await page.goto(validLink.exec(mail)?.[0] ?? '');
  await expect(page.getByText('メールアドレスの変更が完了しました。')).toBeVisible({ timeout: 20_000 });
});

test('a member registers the prefecture in the embedded form with the keyboard alone', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('kb-area');
  const { nickname } = await createMember(request, email, 'ka');
  await signInThroughHub(page, email, nickname);

  await page.goto(`${stackUrls().demoService}/prefectures`);
  const area = page.frameLocator('#area-register');
  await expect(area.getByRole('heading', { name: 'お住まいの地域の登録' })).toBeVisible();
  await tabTo(page, area.getByRole('checkbox', { name: '関東' }), 60);
  await page.keyboard.press('Space');
  // A radio group is one Tab stop; the arrow keys choose within it.
  const tokyo = area.getByRole('radio', { name: '東京都' });
  await tabTo(page, area.getByRole('radio', { name: '茨城県' }));
  for (let press = 0; press < 10 && !(await tokyo.isChecked()); press++)
    await page.keyboard.press('ArrowDown');
  await expect(tokyo).toBeChecked();
  await tabAndEnter(page, area.getByRole('button', { name: '登録する' }));
  await expect(area.getByRole('heading', { name: 'ご登録ありがとうございました' })).toBeVisible();
  await expect(page.locator('#area-status')).toHaveAttribute('data-status-code', '200');
});
