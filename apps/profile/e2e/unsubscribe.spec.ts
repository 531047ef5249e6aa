// Unsubscribe on the whole stack: a member signed in through the hub agrees, sees their nickname,
// leaves, sees 014 once, and can no longer sign in. Axe at 360 px on every view.
import { createMember, stackUrls, uniqueEmail } from '@member-hub/dev-stack/e2e-helpers';
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { expect, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import { signInThroughHub } from './stack';

test('a member leaves with the checkbox, sees 014 once, and signing in again is refused', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('leave');
  const { nickname } = await createMember(request, email, 'lv');
  await signInThroughHub(page, email, nickname);

  await page.goto(RoutePath.unsubscribe);
  await expect(page).toHaveTitle('退会 | らくらくコミュニティ');
  await expect(page.getByRole('heading', { name: '退会する前にご確認ください' })).toBeVisible();
  const next = page.getByRole('button', { name: '退会の確認へ進む' });
  await expect(next).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.getByRole('checkbox', { name: '上記の内容を確認し、退会に同意します' }).check();
  await next.click();

  await expect(page.getByText(`${nickname}さんのアカウントを退会します。`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '退会する' }).click();

  await expect(page).toHaveURL(new RegExp(`${RoutePath.unsubscribeComplete}$`));
  await expect(page.getByRole('heading', { name: '退会の手続きが完了しました' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'サービスのトップページへ' })).toBeVisible();
  await expect(page).toHaveTitle('退会完了 | らくらくコミュニティ');
  await expectNoAxeViolations(page);

  // Only right after the deletion: a reload goes back to 012 (and, signed out, away from it).
  await page.reload();
  await expect(page).not.toHaveURL(new RegExp(`${RoutePath.unsubscribeComplete}$`));

  // Signing in again is refused: the address has no member any more. (The demo service keeps its
  // own cookie session from before: leave it first.)
  await page.goto(stackUrls().demoService);
  await page.getByRole('link', { name: 'ログアウト' }).click();
  await page.getByRole('link', { name: 'ログイン' }).click();
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  await page.getByRole('button', { name: 'ログインメールを送信する' }).click();
  await expect(
    page.getByRole('heading', { name: 'メールアドレスの入力に誤りがあるか登録されていません' }),
  ).toBeVisible();
});

test('a paid service refuses the leave: paymentEnableError with its text', async ({ page, request }) => {
  const email = uniqueEmail('leave-paid');
  const { nickname } = await createMember(request, email, 'lp');
  await signInThroughHub(page, email, nickname);
  // The game owns the paid-service flag (no call of the member API sets it): the test profile's
  // control sets it, and the member API itself refuses the leave with 403 member.paid_service.
  const paid = await request.post(`${stackUrls().gateway}/member/v1/__test/paidService`, {
    data: { email, active: true },
  });
  expect(paid.status(), await paid.text()).toBe(200);

  await page.goto(RoutePath.unsubscribe);
  await page.getByRole('checkbox', { name: '上記の内容を確認し、退会に同意します' }).check();
  await page.getByRole('button', { name: '退会の確認へ進む' }).click();
  await page.getByRole('button', { name: '退会する' }).click();

  await expect(page).toHaveURL(new RegExp(`${RoutePath.unsubscribePaymentError}$`));
  await expect(page.getByRole('heading', { name: '退会手続きを中断しました' })).toBeVisible();
  await expect(
    page.getByText(
      '有料サービスにご登録中のため、退会できません。ゲームから有料サービスを解約してから、もう一度お手続きください。',
    ),
  ).toBeVisible();
  await expect(page).toHaveTitle('退会できません | らくらくコミュニティ');
  await expectNoAxeViolations(page);
});
