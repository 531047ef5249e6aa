import { ONLINE_SHOP_KEY, ONLINE_SHOP_NAME, profileInputPointReasons } from '@member-hub/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  call,
  databaseKinds,
  memberBody,
  signUp,
  signUpMember,
  startTestApi,
  type TestApi,
} from '../../test/helpers';
import { pointBalances, pointHistories } from '../db/schema';

const FULL_PROFILE = {
  email: 'points@example.com',
  prefecture: 13,
  city: '渋谷区',
  birthday: '1950-02-03',
  shopKey: '0312345678',
};
const HISTORY = '/member/v1/pointHistory?serviceId=1006&className=profileInput';

describe.each(databaseKinds())('bonus points and the purchase shop on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(async () => {
    await api?.stop();
  });

  async function member(profile: Record<string, unknown> = {}) {
    const user = await signUpMember(api, () => memberBody(profile));
    return user;
  }
  const add = (token: string, pointCode: number) =>
    call<Record<string, unknown>>(api, 'POST', '/member/v1/pointAdd', {
      token,
      body: { serviceId: 1006, pointCode },
    });

  it('looks a shop up by phone number and service; the online key is the online shop; others 404', async () => {
    const { idToken: token } = await member();
    const found = await call(api, 'GET', '/member/v1/shopInfo?tel=0312345678&serviceKey=1006', { token });
    expect(found).toMatchObject({ status: 200, body: { shopName: 'らくらくショップ 渋谷店' } });
    const online = await call(api, 'GET', `/member/v1/shopInfo?tel=${ONLINE_SHOP_KEY}&serviceKey=1006`, {
      token,
    });
    expect(online).toMatchObject({ status: 200, body: { shopName: ONLINE_SHOP_NAME } });
    const missing = await call(api, 'GET', '/member/v1/shopInfo?tel=0399999999&serviceKey=1006', { token });
    expect(missing).toMatchObject({ status: 404, body: { code: 'shop.not_found' } });
    const otherService = await call(api, 'GET', '/member/v1/shopInfo?tel=0312345678&serviceKey=1004', {
      token,
    });
    expect(otherService.status).toBe(404);
    const short = await call(api, 'GET', '/member/v1/shopInfo?tel=031234&serviceKey=1006', { token });
    expect(short).toMatchObject({ status: 400, body: { code: 'validation.failed' } });
    expect((await call(api, 'GET', '/member/v1/shopInfo?tel=0312345678&serviceKey=1006')).status).toBe(401);
  });

  it('grants each filled item once, the all-items bonus once, and answers the history with Japanese reasons', async () => {
    const { idToken: token } = await member(FULL_PROFILE);
    for (const code of [1, 2, 3, 4, 5, 0]) {
      expect(await add(token, code)).toMatchObject({ status: 200, body: { pointCode: code, granted: true } });
    }
    // A second save gives nothing.
    for (const code of [1, 2, 3, 4, 5, 0]) {
      expect(await add(token, code)).toMatchObject({ status: 200, body: { granted: false, point: 0 } });
    }
    const history = await call<{
      pointHistoryList: { pointCode: number; pointReason: string; point: number; createDate: string }[];
      balance: number;
      validUntil: string;
    }>(api, 'GET', HISTORY, { token });
    expect(history.status).toBe(200);
    expect(history.body.pointHistoryList.map((e) => e.pointReason)).toEqual(
      [1, 2, 3, 4, 5, 0].map((c) => profileInputPointReasons[c as 0]),
    );
    expect(history.body.pointHistoryList[0]?.pointReason).toBe('プロフィール入力（メールアドレス）');
    expect(history.body.balance).toBe(100);
    // Valid one year from the last change of balance.
    const last = new Date(history.body.pointHistoryList.at(-1)!.createDate);
    const until = new Date(history.body.validUntil);
    expect(until.getUTCFullYear() - last.getUTCFullYear()).toBe(1);
    expect(until.getUTCMonth()).toBe(last.getUTCMonth());
  });

  it("GET /me and the PUT /me answer carry the member's point history (profile §3 pointHistory)", async () => {
    const { idToken: token } = await member(FULL_PROFILE);
    const before = await call<{ pointHistory: unknown[] }>(api, 'GET', '/member/v1/me', { token });
    expect(before.body.pointHistory).toEqual([]);
    for (const code of [2, 1]) expect((await add(token, code)).status).toBe(200);
    const me = await call<{ pointHistory: { pointReason: string; pointCode: string; createDate: string }[] }>(
      api,
      'GET',
      '/member/v1/me',
      { token },
    );
    expect(me.status).toBe(200);
    expect(me.body.pointHistory.map(({ pointReason, pointCode }) => ({ pointReason, pointCode }))).toEqual([
      { pointReason: 'プロフィール入力（都道府県）', pointCode: '2' },
      { pointReason: 'プロフィール入力（メールアドレス）', pointCode: '1' },
    ]);
    for (const entry of me.body.pointHistory) {
      expect(entry.createDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(Math.abs(Date.parse(entry.createDate) - Date.now())).toBeLessThan(60_000);
    }
    const updated = await call<{ pointHistory: { pointReason: string }[] }>(api, 'PUT', '/member/v1/me', {
      token,
      body: { city: '新宿区' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.pointHistory).toEqual(me.body.pointHistory);
  });

  it('refuses an empty item, and all items unless all five are filled', async () => {
    const { idToken: token } = await member({ email: 'half@example.com', prefecture: 1 });
    expect(await add(token, 1)).toMatchObject({ status: 200, body: { granted: true } });
    expect(await add(token, 3)).toMatchObject({ status: 400, body: { code: 'point.item_not_filled' } });
    expect(await add(token, 0)).toMatchObject({ status: 400, body: { code: 'point.item_not_filled' } });
    // Points are for the membership service only; unknown codes are bad input.
    const community = await call(api, 'POST', '/member/v1/pointAdd', {
      token,
      body: { serviceId: 1004, pointCode: 1 },
    });
    expect(community.status).toBe(400);
    expect((await add(token, 6)).status).toBe(400);
    const history = await call<{ pointHistoryList: unknown[]; balance: number }>(api, 'GET', HISTORY, {
      token,
    });
    expect(history.body).toMatchObject({ balance: 10 });
    expect(history.body.pointHistoryList).toHaveLength(1);
  });

  it('grants once when the same point is added concurrently', async () => {
    const user = await member(FULL_PROFILE);
    const answers = await Promise.all(Array.from({ length: 6 }, () => add(user.idToken, 2)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.granted === true)).toHaveLength(1);
    const rows = await api.deps.db.select().from(pointHistories).where(eq(pointHistories.uid, user.uid));
    expect(rows).toHaveLength(1);
    const [balance] = await api.deps.db.select().from(pointBalances).where(eq(pointBalances.uid, user.uid));
    expect(balance?.balance).toBe(10);
  });

  it('answers 404 member.not_found before registration', async () => {
    const user = await signUp();
    expect((await call(api, 'GET', HISTORY, { token: user.idToken })).status).toBe(404);
    expect((await add(user.idToken, 1)).status).toBe(404);
  });
});
