// The profile app behind the one-origin gateway, on the hub's Firebase session: at 360 px, axe on
// every profile page visited.
import { createMember, recordIdentityRequests } from '@member-hub/dev-stack/e2e-helpers';
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { expect, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import { signInThroughHub } from './stack';

test('a member signed in through the hub opens /profileEdit on the same origin and sees their profile', async ({
  page,
  request,
}) => {
  const email = `profile-${Date.now()}@example.com`;
  const { nickname } = await createMember(request, email, 'pe');
  await signInThroughHub(page, email, nickname);

  await page.goto(RoutePath.profileEdit);
  await expect(page.getByRole('textbox', { name: /ニックネーム/ })).toHaveValue(nickname);
  await expect(page).toHaveTitle('プロフィール編集 | らくらくコミュニティ');
  await expectNoAxeViolations(page);
});

test('a visitor without a session or a client entry ends on the generic error page, without Firebase', async ({
  page,
}) => {
  // Nothing stored in this browser: the guard answers "nobody" without the identity chunk
  // (Firebase) — the stored-session fast path of app-kit's createAppIdentity.
  const identityRequests = recordIdentityRequests(page);
  await page.goto(RoutePath.profileEdit);
  await expect(page).toHaveURL(new RegExp(`${RoutePath.error}$`));
  await expect(page.getByRole('heading', { name: 'エラーが発生しました' })).toBeVisible();
  await expect(page).toHaveTitle('エラー | らくらくコミュニティ');
  await expectNoAxeViolations(page);
  expect(identityRequests).toEqual([]);
});
