// The hub's sign-in flows against the real stack: demo service (OIDC client), member API,
// Auth emulator and mail catcher, at 360 px with axe on every hub page visited.
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { createVerifiedEmailUser } from '@member-hub/dev-stack/e2e-helpers';
import { expect, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import { LoginPage } from './pages/LoginPage';
import { pathPattern } from './pages/RegisterPage';
import {
  createMember,
  expectWelcomedBack,
  hubEntryUrl,
  newMobileContext,
  stackUrls,
  uniqueEmail,
} from './stack';
import { expectReadable, views } from './views';

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

test('a member whose login mail has not come finds the checks from the mail-sent page, the mail-settings help, and the way back to login', async ({
  page,
  request,
}) => {
  const urls = stackUrls();
  const email = uniqueEmail('not-arriving');
  const { nickname } = await createMember(request, email);
  const login = await LoginPage.openFrom(page, urls.demoService);
  await login.sendLoginMail(email);
  await login.expectMailSent(email);

  await page.getByRole('link', { name: 'メールが届かない場合' }).click();
  await expect(page).toHaveURL(pathPattern(RoutePath.loginSendNotArriving));
  await expect(page).toHaveTitle('メールが届かない場合 | らくらくコミュニティ');
  await expect(page.getByText('メールが届かない場合は、次のことをお確かめください。')).toBeVisible();
  await expect(
    page.getByText('迷惑メール対策の設定により、メールが受信できないことがあります。'),
  ).toBeVisible();
  await expect(page.getByText('迷惑メールフォルダに届いていないかご確認ください。')).toBeVisible();
  await expectReadable(page, views[0]!);

  // The help link is the deployment's (locally the gateway's stand-in of the operator's page);
  // its 「前の画面に戻る」 brings this page back as it was.
  const help = page.getByRole('link', { name: 'メールの受信設定の方法' });
  await expect(help).toHaveAttribute('href', `${urls.gateway}/help/mail-settings`);
  await help.click();
  await expect(page.getByRole('heading', { name: 'メールが届かないとき' })).toBeVisible();
  await page.getByRole('link', { name: '前の画面に戻る' }).click();
  await expect(page).toHaveURL(pathPattern(RoutePath.loginSendNotArriving));
  await expect(page.getByText('メールが届かない場合は、次のことをお確かめください。')).toBeVisible();

  // Back on the login screen the entry of the service is kept: signing in still ends at the service.
  await page.getByRole('button', { name: 'ログイン画面に戻る' }).click();
  await expect(page).toHaveURL(pathPattern(RoutePath.login));
  await expect(login.emailField()).toBeVisible();
  await expect(page).toHaveTitle('ログイン | らくらくコミュニティ');
  await page.goto(await login.requestMailLink(email));
  await expectWelcomedBack(page, urls.demoService, nickname);
});

test('the page views of two screens reach the deployment’s page-view destination; the home page is never one', async ({
  page,
  request,
}) => {
  const urls = stackUrls();
  const email = uniqueEmail('page-views');
  await createMember(request, email);
  const received = async () =>
    (await (await request.get(`${urls.gateway}/__page-views`)).json()) as {
      app: string;
      path: string;
      title: string;
      at: string;
    }[];
  // Views the receiver got since this test began (its clock and the browser's are this machine's).
  const startedAt = new Date().toISOString();
  const since = async () => (await received()).filter((view) => view.at >= startedAt);
  // The beacons this page sends (their bodies are not readable here; the receiver has them).
  let beacons = 0;
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/__page-views' && req.method() === 'POST') beacons += 1;
  });

  // The hub's home page (as a service may link it) answers with the login screen.
  const entry = new URL(await hubEntryUrl(page, urls.demoService, 'login'));
  entry.pathname = '/';
  await page.goto(entry.href);
  const login = new LoginPage(page);
  await login.expectShown();
  await login.sendLoginMail(email);
  await login.expectMailSent(email);

  await expect.poll(() => beacons, { message: 'one beacon per screen' }).toBe(2);
  await expect
    .poll(async () => (await since()).map(({ app, path, title }) => ({ app, path, title })))
    .toEqual(
      expect.arrayContaining([
        { app: 'hub', path: RoutePath.login, title: 'ログイン | らくらくコミュニティ' },
        {
          app: 'hub',
          path: RoutePath.loginSendComplete,
          title: 'ログインメール送信完了 | らくらくコミュニティ',
        },
      ]),
    );
  expect((await received()).filter((view) => view.path === '/')).toEqual([]);
});

test('the service learns from the ID token that a member of 17 is under 18 and says what they may do; an adult’s says nothing', async ({
  browser,
  request,
}) => {
  const urls = stackUrls();
  /** A birthday `years` old today and a month (YYYY-MM-DD), whatever the time zone. */
  const bornYearsAgo = (years: number) => {
    const day = new Date();
    day.setUTCFullYear(day.getUTCFullYear() - years, day.getUTCMonth() - 1);
    return day.toISOString().slice(0, 10);
  };
  const notice = '18歳未満の方は、投稿を見ることができます。投稿、リアクション、フォローはできません。';
  for (const [years, under18] of [
    [17, true],
    [18, false],
  ] as const) {
    const email = uniqueEmail(`age-${years}`);
    const { idToken } = await createVerifiedEmailUser(request, email);
    const nickname = `age${years}${Date.now().toString(36).slice(-5)}`;
    const created = await request.post(`${urls.gateway}/member/v1/me`, {
      headers: { authorization: `Bearer ${idToken}` },
      data: { nickname, birthday: bornYearsAgo(years) },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const me = await request.get(`${urls.gateway}/member/v1/me`, {
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(((await me.json()) as { under18: boolean }).under18, `GET /me of a member of ${years}`).toBe(
      under18,
    );

    // Each member in a browser of their own (the service keeps one session per browser).
    const context = await newMobileContext(browser);
    try {
      const phone = await context.newPage();
      const login = await LoginPage.openFrom(phone, urls.demoService);
      await phone.goto(await login.requestMailLink(email));
      await expectWelcomedBack(phone, urls.demoService, nickname);
      if (under18) await expect(phone.getByText(notice)).toBeVisible();
      else await expect(phone.getByText(notice)).toHaveCount(0);
      await expectNoAxeViolations(phone);
    } finally {
      await context.close();
    }
  }
});
