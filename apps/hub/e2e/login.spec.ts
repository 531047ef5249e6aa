// The hub's sign-in flows against the real stack: demo service (OIDC client), member API,
// Auth emulator and mail catcher, at 360 px with axe on every hub page visited.
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { expect, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import { LoginPage } from './pages/LoginPage';
import { createMember, expectWelcomedBack, stackUrls } from './stack';

test('a returning member signs in by e-mail link from the community service and lands back signed in', async ({
  page,
  request,
}) => {
  const urls = stackUrls();
  const email = `returning-${Date.now()}@example.com`;
  const { nickname } = await createMember(request, email);

  const login = await LoginPage.openFrom(page, urls.demoService);

  await page.goto(await login.requestMailLink(email));
  await expectWelcomedBack(page, urls.demoService, nickname);
});

test('a member of the members service signs in by e-mail link without a Google button', async ({
  page,
  request,
}) => {
  const urls = stackUrls();
  const email = `members-${Date.now()}@example.com`;
  const { nickname } = await createMember(request, email);

  const login = await LoginPage.openFrom(page, urls.demoMembersService, '会員サービス');
  await expect(page.getByRole('button', { name: 'Googleでログイン' })).toHaveCount(0);

  await page.goto(await login.requestMailLink(email));
  await expectWelcomedBack(page, urls.demoMembersService, nickname);
});

test('a look-alike return address ends on the generic error page', async ({ page }) => {
  const lookAlike = new URLSearchParams({
    returnUrl: `${stackUrls().demoService}.evil.test/callback`,
    state: 'state-1',
    nonce: 'nonce-1',
    scope: 'openid',
    clientId: 'demo-community',
  });
  await page.goto(`${RoutePath.login}?${lookAlike.toString()}`);
  await expect(page).toHaveURL(new RegExp(`${RoutePath.error}$`));
  await expect(page.getByRole('heading', { name: 'エラーが発生しました' })).toBeVisible();
  await expect(page).toHaveTitle('エラー | らくらくコミュニティ');
  await expectNoAxeViolations(page);
});
