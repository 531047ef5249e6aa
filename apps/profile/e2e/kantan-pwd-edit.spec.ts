// The kantan password change (KantanPwdEdit; hub spec §2, §4 "Kantan password change", §5, §8)
// end to end: a member of the older service signed in through the hub's kantan register (the
// stand-in's launch page plays the phone app), then /kantanPwdEdit on the same origin. At 360 px,
// axe on the screen in each state.
import { expectWelcomedBack, stackUrls } from '@member-hub/dev-stack/e2e-helpers';
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { expect, type Page, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';

/** The stand-in's launch page: kantan register of `account`, through the demo service. */
async function kantanRegister(page: Page, account: string, nickname: string) {
  await page.goto(stackUrls().legacyService);
  await page.getByRole('radio', { name: new RegExp(`^${account} `) }).check();
  await page.getByRole('checkbox', { name: /デモサービスを経由して開く/ }).check();
  await page.getByRole('button', { name: 'かんたん登録（kantanRegister）' }).click();
  await expectWelcomedBack(page, stackUrls().demoService, nickname);
}

async function change(page: Page, current: string, next: string, confirm = next) {
  await page.getByLabel('現在のパスワード').fill(current);
  await page.getByLabel('新しいパスワード', { exact: true }).fill(next);
  await page.getByLabel('新しいパスワード（確認）').fill(confirm);
  await page.getByRole('button', { name: '変更する' }).click();
}

test('password change: wrong current password, new equal to current, success, and back to the profile edit', async ({
  page,
}) => {
  // 10000003 (ひろし), password hello333.
  await kantanRegister(page, '10000003', 'ひろし');
  await page.goto(`${stackUrls().gateway}${RoutePath.kantanPwdEdit}?rakuUid=RK-0000003`);
  await expect(page).toHaveTitle(/^パスワードの変更/);
  await expect(page.getByRole('button', { name: '変更する' })).toBeVisible();
  await expectNoAxeViolations(page);

  await change(page, 'wrong111', 'hello444x');
  await expect(page.getByRole('alert')).toHaveText('現在のパスワードが違います。再度入力してください。');
  await expectNoAxeViolations(page);

  await page.waitForTimeout(600); // the 200 ms button debounce
  await change(page, 'hello333', 'hello333');
  await expect(page.getByText('現在のパスワードと新しいパスワードが同じです。')).toBeVisible();

  await page.waitForTimeout(600);
  await change(page, 'hello333', 'hello444x', 'hello444y');
  await expect(page.getByText('新しいパスワードが違います。再度入力してください。')).toBeVisible();

  await page.waitForTimeout(600);
  await change(page, 'hello333', 'hello444x');
  await expect(page.getByRole('status').filter({ hasText: 'パスワードを変更しました。' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The stand-in now knows the new password.
  const accounts = (await (await page.request.get(`${stackUrls().legacyService}/test/accounts`)).json()) as {
    rakucomId: string;
    password: string | null;
  }[];
  expect(accounts.find((a) => a.rakucomId === '10000003')?.password).toBe('hello444x');

  await page.getByRole('button', { name: '戻る' }).click();
  await expect(page).toHaveURL(new RegExp(`${RoutePath.profileEdit}$`));
});

test('after 5 wrong current passwords the change is paused, also for the right one, with how long to wait; nothing changes', async ({
  page,
}) => {
  // 10000008 (ポイント), password pay88888: no other profile spec signs in with it (the pause lasts
  // 30 minutes for this uid, in the test stack's memory).
  await kantanRegister(page, '10000008', 'ポイント');
  await page.goto(`${stackUrls().gateway}${RoutePath.kantanPwdEdit}?rakuUid=RK-0000008`);
  await expect(page.getByRole('button', { name: '変更する' })).toBeVisible();
  for (let i = 1; i <= 5; i += 1) {
    await change(page, `wrong${i}x1`, 'newpass44');
    await expect(page.getByRole('alert')).toHaveText('現在のパスワードが違います。再度入力してください。');
    await page.waitForTimeout(600); // the 200 ms button debounce
  }
  await change(page, 'pay88888', 'newpass44');
  // The minutes the server says are left (the lockout's Retry-After), not a fixed guess.
  await expect(page.getByRole('alert')).toHaveText(
    /^パスワードの確認に続けて失敗したため、一時的に停止しています。(29|30)分ほど時間をおいてから、もう一度お試しください。$/,
  );
  await expectNoAxeViolations(page);

  // The paused attempt changed nothing at the older service.
  const accounts = (await (await page.request.get(`${stackUrls().legacyService}/test/accounts`)).json()) as {
    rakucomId: string;
    password: string | null;
  }[];
  expect(accounts.find((a) => a.rakucomId === '10000008')?.password).toBe('pay88888');
});
