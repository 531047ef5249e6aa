// The outside-system stand-ins (apps/stand-ins) come up with the test stack: the carrier's
// OpenID Provider with its login page, the older community service with its launch page.
import { createHash, randomBytes } from 'node:crypto';

import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '@member-hub/playwright-config';

import { stackState } from './stack-state.ts';

const { urls, apps } = stackState();
const relayCallback = `${urls.gateway}/member/v1/daccountEntry/callback`;

test.beforeAll(() => {
  expect(apps['@member-hub/stand-ins'], 'the stand-ins app started with the stack').toBe('running');
});

test('the carrier stand-in publishes its discovery document on its own issuer', async ({ page, request }) => {
  const res = await request.get(`${urls.carrierOp}/.well-known/openid-configuration`);
  expect(res.ok()).toBe(true);
  const meta = (await res.json()) as { issuer: string; scopes_supported: string[] };
  expect(meta.issuer).toBe(urls.carrierOp);
  expect(meta.scopes_supported).toContain('claim_all');

  // Its front page lists the seeded test accounts.
  await page.goto(urls.carrierOp);
  await expect(page.getByRole('cell', { name: 'dtest01', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the carrier login page refuses a wrong password and sends a seeded account back to the relay', async ({
  page,
}) => {
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL(`${urls.carrierOp}/auth`);
  authorize.search = new URLSearchParams({
    client_id: 'member-hub-relay',
    redirect_uri: relayCallback,
    response_type: 'code',
    scope: 'openid claim_all',
    state: 'rpState0001',
    nonce: 'rpNonce0001',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  // The member API's relay is not part of this stack: answer its callback here.
  await page.route(
    (url) => url.href.startsWith(`${relayCallback}?`),
    (route) => route.fulfill({ contentType: 'text/plain', body: 'relay' }),
  );

  await page.goto(authorize.href);
  await expect(page.getByRole('heading', { level: 1, name: 'dアカウントでログイン' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('ID').fill('dtest01');
  await page.getByLabel('パスワード').fill('wrong-password');
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'IDまたはパスワードが違います。もう一度入力してください。',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /^dtest01（/ }).click();
  await page.waitForURL((url) => url.href.startsWith(`${relayCallback}?`));
  const back = new URL(page.url());
  expect(back.searchParams.get('state')).toBe('rpState0001');
  expect(back.searchParams.get('code')).toBeTruthy();
});

test('the launch page opens /migrationRegister on the gateway with a fresh token the older service knows', async ({
  page,
  request,
}) => {
  await page.goto(urls.legacyService);
  await expect(page.getByRole('heading', { level: 1, name: 'スマホアプリからの起動' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('radio', { name: /^10000002 / }).check();
  await page.getByRole('button', { name: '引き継ぎ登録（migrationRegister）' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${urls.gateway}/migrationRegister?`));
  const opened = new URL(page.url());
  expect(opened.searchParams.get('returnUrl')).toBe(`${urls.demoService}/callback`);
  const me = await request.get(`${urls.legacyService}/api/v1/users/me`, {
    headers: {
      'x-api-key': 'legacy-service-dev-api-key',
      authorization: `Bearer ${opened.searchParams.get('token')}`,
    },
  });
  expect(me.ok()).toBe(true);
  expect(((await me.json()) as { user: { birthday: string } }).user.birthday).toBe('1947-00-00');
});
