// Profile edit on the whole stack (production build behind the one-origin gateway, the member API,
// the Auth emulator, the mail catcher): 028_ProfileEdit and 031_MemberProfileEdit, their
// confirmation and completion; axe at 360 px on every screen, both variants.
import { createMember, stackUrls, uniqueEmail } from '@member-hub/dev-stack/e2e-helpers';
import { resizeViewport, VIEWPORT } from '@member-hub/playwright-config';
import { expect, type Page, test } from '@playwright/test';

import { ProfileEditPage } from './pages/ProfileEditPage';
import { registerThroughHub, signedInMember } from './stack';

const fresh = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-6)}`;

test('a member registered through the hub edits every field and sees it on confirm and after save', async ({
  page,
}) => {
  // A registration through the hub, then every field edited, confirmed and saved: more steps
  // through the whole stack than the default minute is sized for.
  test.setTimeout(120_000);
  const email = uniqueEmail('pe-all');
  await registerThroughHub(page, email);
  const edit = new ProfileEditPage(page);
  await edit.open();
  await expect(page.getByText(email)).toBeVisible();
  await edit.axe();

  const nickname = fresh('ed');
  await edit.setNickname(nickname);
  await page.getByRole('combobox', { name: /都道府県/ }).selectOption({ label: '北海道' });
  await page.getByRole('textbox', { name: /市区町村/ }).fill('札幌市');
  await page.getByRole('group', { name: /性別/ }).getByRole('radio', { name: '女性' }).check();
  await edit.setBirthday('1955', '4', '10');
  await page.getByRole('checkbox', { name: '旅行' }).check();
  await page.getByRole('radio', { name: '月に1回程度', exact: true }).check();
  await page.getByRole('checkbox', { name: 'ガーデニング' }).check();
  await page.getByRole('textbox', { name: /自己紹介/ }).fill('庭で野菜を育てています。');
  await page.getByRole('checkbox', { name: 'LINE' }).check();
  await edit.toConfirm();

  for (const value of [nickname, '北海道', '札幌市', '女性', '庭で野菜を育てています。', 'LINE', email]) {
    await expect(page.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(/1955（昭和30）年4月10日/)).toBeVisible();
  await expect(page.getByText('旅行（月に1回程度）')).toBeVisible();
  // First edit: createDate equals updateDate, so the public notice shows.
  await expect(page.getByText(/会員ではない方にも公開されます/)).toBeVisible();
  await edit.axe();
  await edit.saveAndComplete();
  await edit.axe();

  // After the save: the form opens on the stored values, and the first edit is over (also within
  // the registration's minute, where createDate and updateDate without seconds still agree).
  await edit.open();
  await expect(edit.nickname()).toHaveValue(nickname);
  await expect(page.getByRole('textbox', { name: /市区町村/ })).toHaveValue('札幌市');
  await expect(page.getByRole('textbox', { name: /自己紹介/ })).toHaveValue('庭で野菜を育てています。');
  await expect(page.getByRole('checkbox', { name: 'LINE' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'ガーデニング' })).toBeChecked();
  await expect(edit.birthday().getByRole('combobox', { name: '年' })).toHaveValue('1955');
  await expect(page.getByText('誕生日の変更はあと 2 回できます。')).toBeVisible();
  await expect(page.getByRole('link', { name: '退会する' })).toHaveAttribute(
    'href',
    /^\/unsubscribe\?serviceId=/,
  );
  await edit.toConfirm();
  await expect(page.getByText(/会員ではない方にも公開されます/)).toHaveCount(0);

  // Back from the confirmation keeps the values (stopReload).
  await page.getByRole('button', { name: '前のページへ戻って修正する' }).click();
  await edit.expectForm();
  await expect(edit.nickname()).toHaveValue(nickname);
});

test('a nickname another member holds is refused live and the form does not proceed', async ({ page }) => {
  const other = await createMember(page.request, uniqueEmail('pe-taken-other'), 'tk');
  await signedInMember(page, 'pe-taken');
  const edit = new ProfileEditPage(page);
  await edit.open();
  await edit.setNickname(other.nickname, false);
  await edit.axe();
  await page.getByRole('button', { name: '確認へ進む' }).click();
  // The summary takes the focus, names the field, and leads to it.
  const summary = page.getByRole('alert').filter({ hasText: '入力内容を確認してください。' });
  await expect(summary).toBeFocused();
  await summary.getByRole('button', { name: /^ニックネーム：/ }).click();
  await expect(edit.nickname()).toBeFocused();
  await edit.expectForm();
});

test('birthday changes: an under-18 member turning adult is warned; the counter reaches 2 and locks the birthday', async ({
  page,
}) => {
  // Four edits, each confirmed and saved through the whole stack.
  test.setTimeout(120_000);
  await signedInMember(page, 'pe-bday');
  const edit = new ProfileEditPage(page);

  // A year alone is not a birthday: the form stops and asks for all three parts (or none).
  await edit.open();
  await resizeViewport(page, VIEWPORT.phone);
  const year = edit.birthday().getByRole('combobox', { name: '年' });
  await expect(year.locator('option', { hasText: '1950（昭和25）' })).toHaveCount(1);
  await year.selectOption('1950');
  await expect(page.getByText(/年・月・日をすべて選んでください。/)).toBeVisible();
  await page.getByRole('button', { name: '確認へ進む' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '入力内容を確認してください。' })).toBeVisible();
  await expect(page).toHaveURL(/\/profileEdit(\?|$)/);
  await edit.birthday().scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/details-birthday-year-only-360.png' });
  await edit.axe();

  // Entering a first birthday (unset before) does not count, and warns of nothing.
  await edit.open();
  await edit.setBirthday('2015', '1', '1');
  await edit.toConfirm();
  await expect(page.getByText(/年齢を偽って登録した場合/)).toHaveCount(0);
  await edit.saveAndComplete();

  // Under 18 → adult: the warning on the confirmation; the first change.
  await edit.open();
  await expect(page.getByText('誕生日の変更はあと 2 回できます。')).toBeVisible();
  await edit.setBirthday('1990', '5', '5');
  await edit.toConfirm();
  await expect(page.getByText(/年齢を偽って登録した場合/)).toBeVisible();
  await expect(
    page.getByText('生年月日の変更は2回までです。この内容で登録すると1回使い、のこりは1回になります。'),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/details-birthday-change-confirm-360.png', fullPage: true });
  await edit.axe();
  await edit.saveAndComplete();

  // The second change.
  await edit.open();
  await expect(page.getByText('誕生日の変更はあと 1 回できます。')).toBeVisible();
  await edit.setBirthday('1990', '5', '6');
  await edit.toConfirm();
  await expect(page.getByText(/このあとは生年月日を変更できなくなります。/)).toBeVisible();
  await expect(page.getByText(/年齢を偽って登録した場合/)).toHaveCount(0);
  await edit.saveAndComplete();

  // Two changes: the pickers are disabled.
  await edit.open();
  await expect(page.getByText('誕生日はこれ以上変更できません。')).toBeVisible();
  for (const part of ['年', '月', '日']) {
    await expect(edit.birthday().getByRole('combobox', { name: part })).toBeDisabled();
  }
  await edit.axe();
});

test('cancel and return to my page goes back to the service, signed in', async ({ page }) => {
  const { nickname } = await signedInMember(page, 'pe-cancel');
  const edit = new ProfileEditPage(page);
  await edit.open();
  await page.getByRole('textbox', { name: /市区町村/ }).fill('捨てる値');
  await page.getByRole('button', { name: 'キャンセルしてマイページに戻る' }).click();
  await expect(page).toHaveURL(`${stackUrls().demoService}/`, { timeout: 20_000 });
  await expect(page.getByText(`${nickname}さん、ようこそ`)).toBeVisible();
});

test.describe('saving when the member API fails', () => {
  const putMe = '**/member/v1/me';

  async function toConfirmWithCity(page: Page, city: string): Promise<ProfileEditPage> {
    await signedInMember(page, 'pe-fail');
    const edit = new ProfileEditPage(page);
    await edit.open();
    await page.getByRole('textbox', { name: /市区町村/ }).fill(city);
    await edit.toConfirm();
    return edit;
  }

  test('a 500 answer: the failure alert, the values stay, saving again works', async ({ page }) => {
    const edit = await toConfirmWithCity(page, '那覇市');
    await page.route(putMe, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"code":"internal","message":"x"}',
          })
        : route.fallback(),
    );
    await edit.registerButton().click();
    const alert = page.getByRole('alertdialog', { name: '処理に失敗しました。もう一度お試しください。' });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await edit.axe();
    await alert.getByRole('button', { name: '閉じる' }).click();
    await expect(page.getByText('那覇市', { exact: true })).toBeVisible();
    await expect(edit.registerButton()).toBeEnabled();

    await page.unroute(putMe);
    // The button takes no second click within 600 ms of the first (the spec's save debounce).
    await page.waitForTimeout(700);
    await edit.saveAndComplete();
  });

  test('a nickname taken between the check and the save: back at the field with its message', async ({
    page,
  }) => {
    const edit = await toConfirmWithCity(page, '石垣市');
    // Another member takes the name in the moment between the live check and the save.
    await page.route(putMe, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: '{"code":"nickname.taken","message":"taken"}',
          })
        : route.fallback(),
    );
    await edit.registerButton().click();
    await edit.expectForm();
    await expect(edit.nickname()).toBeFocused();
    await expect(page.locator('[data-field="nickname"]')).toContainText('このニックネームは使用できません。');
    await expect(page.getByRole('textbox', { name: /市区町村/ })).toHaveValue('石垣市');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await resizeViewport(page, VIEWPORT.phone);
    await page.screenshot({ path: 'test-results/details-nickname-taken-360.png' });
    await edit.axe();
    await page.unroute(putMe);
  });

  test('no answer (the connection fails): the failure alert and the values stay', async ({ page }) => {
    const edit = await toConfirmWithCity(page, '宮古市');
    await page.route(putMe, (route) =>
      route.request().method() === 'PUT' ? route.abort('connectionrefused') : route.fallback(),
    );
    await edit.registerButton().click();
    const alert = page.getByRole('alertdialog', { name: '処理に失敗しました。もう一度お試しください。' });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await edit.axe();
    await alert.getByRole('button', { name: '閉じる' }).click();
    await expect(page.getByText('宮古市', { exact: true })).toBeVisible();
  });

  test('a save that times out: the loader after 4 s, then the timeout dialog', async ({ page }) => {
    test.setTimeout(90_000);
    const edit = await toConfirmWithCity(page, '石垣市');
    // The request is held until the client's 15 s timeout aborts it.
    await page.route(putMe, async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      await new Promise((resolve) => setTimeout(resolve, 20_000));
      await route.abort('timedout').catch(() => undefined);
    });
    const clicked = Date.now();
    await edit.registerButton().click();
    const loader = page.getByRole('heading', { name: 'プロフィールを保存しています' });
    await expect(loader).toBeVisible({ timeout: 8_000 });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(3_900);
    await edit.axe();
    const dialog = page.getByRole('dialog', { name: 'タイムアウトエラー' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(
      dialog.getByText('通信がタイムアウトしました。もう一度やり直してみてください。'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: '閉じる' }).click();
    await expect(page.getByText('石垣市', { exact: true })).toBeVisible();
  });
});

test('the provider-linkage error banner (error=google) on the community screen, axe-clean at 360 px', async ({
  page,
}) => {
  await signedInMember(page, 'pe-banner');
  const edit = new ProfileEditPage(page);
  await edit.open({ error: 'google' });
  const banner = page.getByRole('alert').filter({ hasText: '連携できません' });
  await expect(banner).toContainText('このGoogleアカウントはすでに連携されています。');
  await expect(page.getByRole('link', { name: 'Googleの連携を設定する' })).toBeVisible();
  await edit.axe();
});

test('the membership screen (031): no Google, the d-account banner, confirm and complete axe-clean', async ({
  page,
}) => {
  await signedInMember(page, 'pe-members');
  const edit = new ProfileEditPage(page, 'members');
  await edit.open({ error: 'docomo' });
  await expect(page.getByRole('alert').filter({ hasText: '連携できません' })).toContainText(
    'このdアカウントはすでに連携されています。',
  );
  await expect(page.getByRole('link', { name: 'Googleの連携を設定する' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'dアカウントの連携を設定する' })).toBeVisible();
  await edit.axe();
  await page.getByRole('textbox', { name: /市区町村/ }).fill('名護市');
  await edit.toConfirm();
  await edit.axe();
  await edit.saveAndComplete();
  await expect(page.getByRole('button', { name: '会員サービスに戻る' })).toBeVisible();
  await edit.axe();
});

test('membership: the shop number typed as printed is found and named; a short one is said and stops at the field', async ({
  page,
}) => {
  await signedInMember(page, 'pe-shop');
  await resizeViewport(page, VIEWPORT.phone);
  const edit = new ProfileEditPage(page, 'members');
  await edit.open();
  const shop = page.locator('[data-field="shopKey"]');
  const input = page.getByRole('textbox', { name: /購入店舗/ });
  await input.pressSequentially('045-12-34');
  await input.blur();
  await expect(shop.getByRole('status')).toHaveText('電話番号は10桁または11桁です（いま7桁）。');
  await page.getByRole('button', { name: '確認へ進む' }).click();
  await expect(input).toBeFocused();
  await expect(shop).toContainText('半角数字10桁、または11桁で入力してください。');
  await expect(page).toHaveURL(/\/memberProfileEdit(\?|$)/);
  await page.screenshot({ path: 'test-results/details-shop-short-360.png' });
  await edit.axe();

  await input.fill('');
  await input.pressSequentially('03-1234-5678');
  await expect(input).toHaveValue('0312345678');
  await expect(shop.getByRole('status')).toHaveText('店舗名：らくらくショップ 渋谷店');
  await page.screenshot({ path: 'test-results/details-shop-found-360.png' });
  await edit.toConfirm();
  await expect(page.getByText('らくらくショップ 渋谷店')).toBeVisible();
  await edit.axe();
});

test('hidden=1 on the membership screen hides the whole linkage section; another hidden leaves to the service', async ({
  page,
}) => {
  await signedInMember(page, 'pe-hidden');
  const edit = new ProfileEditPage(page, 'members');
  await edit.open({ hidden: '1' });
  await expect(page.getByRole('region', { name: 'アカウント連携' })).toHaveCount(0);
  await page.goto(
    `/profileEdit?${new URLSearchParams({ returnUrl: `${stackUrls().demoService}/`, hidden: '2' }).toString()}`,
  );
  await expect(page).toHaveURL(`${stackUrls().demoService}/`, { timeout: 20_000 });
});
