// Bonus points and the purchase shop on the whole stack (member API, PostgreSQL-compatible store,
// Auth emulator behind the gateway). The first test is the member's way: the membership profile
// edit (031) with its purchase shop and bonus message, saved twice. The others drive the calls the
// form's save makes (history → status → adds, in the order of
// apps/profile/src/flows/points/bonus-points.ts) straight through the gateway, for the rules.
import { uniqueEmail } from '@member-hub/dev-stack/e2e-helpers';
import { expect, test } from '@playwright/test';

import { type ApiMember, createApiMember, memberCall } from './helpers';
import { ProfileEditPage } from './pages/ProfileEditPage';
import { signInThroughHub } from './stack';

const FIVE_ITEMS = { prefecture: 13, city: '渋谷区', birthday: '1950-02-03', shopKey: '0312345678' };
const HISTORY = '/member/v1/pointHistory?serviceId=1006&className=profileInput';
const REASONS: Record<number, string> = {
  0: 'プロフィール入力（全項目入力ボーナス）',
  1: 'プロフィール入力（メールアドレス）',
  2: 'プロフィール入力（都道府県）',
  3: 'プロフィール入力（市区町村）',
  4: 'プロフィール入力（生年月日）',
  5: 'プロフィール入力（購入店舗）',
};

test('through the membership form: the bonus message, each point once on save, nothing on a second save', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('points-form');
  const member = await createApiMember(request, email);
  await signInThroughHub(page, email, member.nickname);
  const edit = new ProfileEditPage(page, 'members');
  await edit.open();

  // Nothing got yet: every item and the all-items bonus are offered under the shop.
  const shop = page.locator('[data-field="shopKey"]');
  await expect(
    shop.getByText(
      'メールアドレス・都道府県・市区町村・生年月日・購入店舗を入力すると、それぞれポイントがもらえます。5つの項目をすべて入力すると、ボーナスポイントもあります。',
    ),
  ).toBeVisible();
  await edit.axe();

  await page.getByRole('combobox', { name: /都道府県/ }).selectOption({ label: '東京都' });
  await page.getByRole('textbox', { name: /市区町村/ }).fill('渋谷区');
  await edit.setBirthday('1950', '2', '3');
  await page.getByRole('textbox', { name: /購入店舗/ }).fill('0399999999');
  await expect(shop.getByRole('status')).toHaveText(
    'この電話番号の店舗は見つかりませんでした。番号をお確かめください。',
  );
  await page.getByRole('textbox', { name: /購入店舗/ }).fill('0312345678');
  await expect(shop.getByRole('status')).toHaveText('店舗名：らくらくショップ 渋谷店');
  await edit.axe();
  await edit.toConfirm();
  await expect(page.getByText('らくらくショップ 渋谷店')).toBeVisible();
  await edit.saveAndComplete();

  // Each item once and the all-items bonus once, recorded in the history.
  await expect.poll(() => reasonsOf(request, member), { timeout: 20_000 }).toHaveLength(6);
  expect(await reasonsOf(request, member)).toEqual([1, 2, 3, 4, 5, 0].map((c) => REASONS[c]));

  // Back on the form: the stored shop, and no reward is offered any more.
  await edit.open();
  await expect(shop.getByRole('status')).toHaveText('店舗名：らくらくショップ 渋谷店');
  await expect(page.getByRole('combobox', { name: /都道府県/ })).toHaveValue('13');
  await expect(shop.getByText(/ポイント/)).toHaveCount(0);
  await edit.axe();

  // A second save (another city) gives nothing.
  await page.getByRole('textbox', { name: /市区町村/ }).fill('新宿区');
  await edit.toConfirm();
  await edit.saveAndComplete();
  await edit.open();
  await expect(page.getByRole('textbox', { name: /市区町村/ })).toHaveValue('新宿区');
  const history = await memberCall(request, member, 'GET', HISTORY);
  expect((history.body.pointHistoryList as { pointReason: string }[]).map((e) => e.pointReason)).toEqual(
    [1, 2, 3, 4, 5, 0].map((c) => REASONS[c]),
  );
  expect(history.body.balance).toBe(100);
});

/** The member's profile-input point history, as its Japanese reasons. */
async function reasonsOf(request: Parameters<typeof memberCall>[0], member: ApiMember): Promise<string[]> {
  const history = await memberCall(request, member, 'GET', HISTORY);
  expect(history.status).toBe(200);
  return (history.body.pointHistoryList as { pointReason: string }[]).map((e) => e.pointReason);
}

test('a membership member who fills all five items gets each point once and the all-items bonus once', async ({
  request,
}) => {
  const email = uniqueEmail('points');
  // The address comes from the verified identity (the member API takes no unverified e-mail).
  const member = await createApiMember(request, email);
  const saved = await memberCall(request, member, 'PUT', '/member/v1/me', {
    ...FIVE_ITEMS,
    serviceUsage: '2',
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);

  /** One save's bonus step: the status from the history's Japanese reasons, then each open code. */
  async function saveBonus(): Promise<number[]> {
    const history = await memberCall(request, member, 'GET', HISTORY);
    expect(history.status).toBe(200);
    const got = new Set(
      (history.body.pointHistoryList as { pointReason: string }[]).map((e) => e.pointReason),
    );
    const granted: number[] = [];
    for (const code of [1, 2, 3, 4, 5, 0]) {
      if (got.has(REASONS[code]!)) continue;
      const added = await memberCall(request, member, 'POST', '/member/v1/pointAdd', {
        serviceId: 1006,
        pointCode: code,
      });
      expect(added.status).toBe(200);
      if (added.body.granted) granted.push(code);
    }
    return granted;
  }

  expect(await saveBonus()).toEqual([1, 2, 3, 4, 5, 0]);
  // A second save gives nothing.
  expect(await saveBonus()).toEqual([]);
  // Even a repeated add of a got point grants nothing.
  const again = await memberCall(request, member, 'POST', '/member/v1/pointAdd', {
    serviceId: 1006,
    pointCode: 0,
  });
  expect(again.body).toMatchObject({ granted: false, point: 0 });

  const history = await memberCall(request, member, 'GET', HISTORY);
  expect((history.body.pointHistoryList as { pointReason: string }[]).map((e) => e.pointReason)).toEqual(
    [1, 2, 3, 4, 5, 0].map((c) => REASONS[c]),
  );
  expect(history.body.balance).toBe(100);
  // Valid one year from the last change of balance.
  const validUntil = new Date(history.body.validUntil as string);
  expect(validUntil.getFullYear()).toBe(new Date().getFullYear() + 1);
});

test('the all-items bonus waits until all five are filled', async ({ request }) => {
  const email = uniqueEmail('points-half');
  const member = await createApiMember(request, email, { email, prefecture: 1 });
  expect(
    (await memberCall(request, member, 'POST', '/member/v1/pointAdd', { serviceId: 1006, pointCode: 2 }))
      .body,
  ).toMatchObject({ granted: true });
  const all = await memberCall(request, member, 'POST', '/member/v1/pointAdd', {
    serviceId: 1006,
    pointCode: 0,
  });
  expect(all).toMatchObject({ status: 400, body: { code: 'point.item_not_filled' } });
  const city = await memberCall(request, member, 'POST', '/member/v1/pointAdd', {
    serviceId: 1006,
    pointCode: 3,
  });
  expect(city).toMatchObject({ status: 400, body: { code: 'point.item_not_filled' } });
});

test('shop lookup: a known number answers its shop, an unknown one 404, the online key the online shop', async ({
  request,
}) => {
  const member = await createApiMember(request, uniqueEmail('shop'));
  const shop = (tel: string) =>
    memberCall(request, member, 'GET', `/member/v1/shopInfo?tel=${tel}&serviceKey=1006`);
  expect(await shop('0312345678')).toEqual({ status: 200, body: { shopName: 'らくらくショップ 渋谷店' } });
  expect(await shop('09012345678')).toEqual({ status: 200, body: { shopName: 'らくらくショップ 出張販売' } });
  expect(await shop('0399999999')).toMatchObject({ status: 404, body: { code: 'shop.not_found' } });
  expect(await shop('999999999999')).toEqual({ status: 200, body: { shopName: 'オンラインショップ' } });
  expect(await shop('03123')).toMatchObject({ status: 400, body: { code: 'validation.failed' } });
});
