// The main journeys on the production topology, one member's life in order: registration by mail
// (the mail catcher), sign-in with the hand-back to the demo service, profile edit with an avatar
// upload, e-mail change; another member leaves. During the registration one instance is killed
// (SIGKILL), during the profile edit the other is restarted (SIGTERM: it drains), while a third
// member keeps saving; afterwards the database must hold every write whole. The pages are the
// production builds behind nginx, with the header set each build wrote.
import fs from 'node:fs';
import path from 'node:path';

import { headersForPath, readHeaderSet, SECURITY_HEADERS_FILE } from '@member-hub/deployment-config/headers';
import {
  createMember,
  createVerifiedEmailUser,
  expectWelcomedBack,
  mailedLink,
  newestMailText,
  newMobileContext,
  pickDrawnPhoto,
  signInThroughHub,
  stackUrls,
  uniqueEmail,
} from '@member-hub/dev-stack/e2e-helpers';
import { PROD_BUILD_DIR } from '@member-hub/dev-stack/prod';
import { repoRoot } from '@member-hub/playwright-config';
import { expect, type Page, test } from '@playwright/test';

import {
  accessLogLine,
  endInstance,
  keepSavingProfile,
  prodRun,
  queryDatabase,
  type ProfileSaves,
} from './topology.ts';

test.describe.configure({ mode: 'serial' });

/** The member whose life the journeys follow (registered in the first journey). */
const member = { email: '', nickname: '', newEmail: '', city: '' };
/** The member who leaves. */
const leaving = { email: '', nickname: '', uid: '' };
/** The member who keeps saving while the instances go down. */
let saver: { localId: string; idToken: string };
let page: Page;
/** What the browser reported about the pages' Content-Security-Policy. */
const cspViolations: string[] = [];

test.beforeAll(async ({ browser }) => {
  page = await (await newMobileContext(browser)).newPage();
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  saver = await createVerifiedEmailUser(page.request, uniqueEmail('saver'));
  const created = await page.request.post(`${stackUrls().gateway}/member/v1/me`, {
    headers: { authorization: `Bearer ${saver.idToken}` },
    data: { nickname: `sv${Date.now().toString(36).slice(-6)}` },
  });
  expect(created.status(), await created.text()).toBe(200);
});

test.afterAll(async () => {
  await page?.context().close();
});

test.afterEach(() => {
  expect(cspViolations, 'the pages run under their Content-Security-Policy').toEqual([]);
});

/** Checks the saves made while instances went down: each answered 200, the last one is stored. */
async function expectEverySaveKept(saves: ProfileSaves): Promise<void> {
  const { statuses, lastSaved } = await saves.stop();
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  const [row] = await queryDatabase<{ introduction: string }>(
    'SELECT introduction FROM members WHERE uid = $1',
    [saver.localId],
  );
  expect(row?.introduction).toBe(lastSaved);
}

test('every page is served with the header set its build wrote; the probes are not public', async ({
  request,
}) => {
  const sets = {
    hub: readHeaderSet(path.join(repoRoot, 'apps/hub', PROD_BUILD_DIR, SECURITY_HEADERS_FILE)),
    profile: readHeaderSet(path.join(repoRoot, 'apps/profile', PROD_BUILD_DIR, SECURITY_HEADERS_FILE)),
  };
  const pages: Array<[string, 'hub' | 'profile']> = [
    ['/login', 'hub'],
    ['/register', 'hub'],
    ['/sso', 'hub'],
    ['/profileEdit', 'profile'],
    ['/avator', 'profile'],
    ['/changeEmail', 'profile'],
    ['/unsubscribe', 'profile'],
    ['/profileEdit/prefectures', 'profile'],
  ];
  for (const [pagePath, app] of pages) {
    const response = await request.get(pagePath);
    expect(response.status(), pagePath).toBe(200);
    expect(await response.text(), pagePath).toContain('<div id="root"');
    const expected = headersForPath(sets[app], pagePath);
    const served = Object.fromEntries(Object.keys(expected).map((name) => [name, response.headers()[name]]));
    expect(served, pagePath).toEqual(expected);
  }
  const csp = (await request.get('/profileEdit/prefectures')).headers()['content-security-policy'];
  expect(csp).toMatch(/frame-ancestors http:\/\/localhost:7190 /);
  expect((await request.get('/login')).headers()['content-security-policy']).toMatch(
    /frame-ancestors 'none'/,
  );
  // The instances' probes and metrics stay on the instance ports: nginx serves the hub's page.
  for (const probe of ['/metrics', '/readyz', '/livez']) {
    expect((await request.get(probe)).headers()['content-type'], probe).toMatch(/^text\/html/);
  }

  // nginx's request id (never the caller's) travels into the instance's log line of the request.
  const health = await request.get('/member/v1/health', { headers: { 'x-request-id': 'forged' } });
  expect(health.status()).toBe(200);
  const id = health.headers()['x-request-id'] ?? '';
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  await expect.poll(() => accessLogLine(id)).toContain('upstream_status=200');
  await expect
    .poll(() => fs.readFileSync(prodRun().logFile, 'utf8').includes(`"requestId":"${id}"`))
    .toBe(true);
});

test('a new member registers by mail while an instance is killed, and lands back signed in', async () => {
  member.email = uniqueEmail('prod-register');
  const saves = keepSavingProfile(saver.idToken);

  await page.goto(stackUrls().demoService);
  await page.getByRole('link', { name: '新規登録' }).click();
  await page.getByRole('button', { name: 'メールアドレスで登録' }).click();
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(member.email);
  await page.getByRole('button', { name: '登録メールを送信する' }).click();
  await expect(page.getByText(`${member.email} に会員登録のためのメールを送りました。`)).toBeVisible();

  // An outage between the mail and its link: the rest of the journey goes to the other instance.
  const killed = endInstance(0, 'SIGKILL');
  await page.goto(await mailedLink(page.request, member.email));
  const complete = page.locator('#prf_cpt_new');
  await expect(complete.getByRole('heading', { name: '登録が完了しました' })).toBeVisible({
    timeout: 60_000,
  });
  await complete.getByRole('button', { name: 'OK' }).click();
  await expectWelcomedBack(page);
  member.nickname = /(\S+)さん、ようこそ/.exec(
    (await page.getByText(/さん、ようこそ/).textContent()) ?? '',
  )![1]!;

  expect(await killed.backInService()).toBe('SIGKILL');
  await expectEverySaveKept(saves);
});

test('the member signs in again by mail and is handed back to the service', async () => {
  await page.getByRole('link', { name: 'ログアウト' }).click();
  await signInThroughHub(page, member.email, member.nickname);
});

test('the member edits the profile with an uploaded photo while the other instance restarts', async () => {
  const saves = keepSavingProfile(saver.idToken);
  await page.goto('/avator');
  await expect(page.getByRole('heading', { name: '用意された絵から選ぶ' })).toBeVisible();
  await pickDrawnPhoto(page);
  await expect(page.getByRole('heading', { name: '表示する範囲を決めてください' })).toBeVisible();

  // A rolling restart: the instance drains what it has and the upload goes on elsewhere.
  const restarted = endInstance(1, 'SIGTERM');
  await page.getByRole('button', { name: 'この範囲で決定' }).click();
  await expect(page).toHaveURL(/\/profileEdit$/);
  const thumbnail = page.locator('[data-field="thumbnail"] img');
  await expect(thumbnail).toHaveAttribute('src', /\/uploads\/thumbnails\/[\w-]+\.png$/);

  member.city = `札幌市${Date.now().toString(36).slice(-4)}`;
  await page.getByRole('combobox', { name: /都道府県/ }).selectOption({ label: '北海道' });
  await page.getByRole('textbox', { name: /市区町村/ }).fill(member.city);
  await page.getByRole('button', { name: '確認へ進む' }).click();
  await expect(page.getByText(member.city, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'この内容で登録する' }).click();
  await expect(page.getByRole('heading', { name: 'プロフィールを登録しました' })).toBeVisible();

  expect(await restarted.backInService(), 'the instance drained and ended cleanly').toBe(0);
  await expectEverySaveKept(saves);
});

test('the member changes the e-mail address through the mailed link', async () => {
  member.newEmail = uniqueEmail('prod-changed');
  await page.goto('/changeEmail');
  await page.getByRole('textbox', { name: '新しいメールアドレス', exact: true }).fill(member.newEmail);
  await page.getByRole('textbox', { name: '新しいメールアドレス（確認のため再入力）' }).fill(member.newEmail);
  await page.getByRole('button', { name: '確認へ進む' }).click();
  await page.getByRole('button', { name: '確認メールを送る' }).click();
  await expect(page.getByText(`${member.newEmail} あてに確認メールを送りました。`)).toBeVisible();
  const validLink = /https?:\/\/\S*\/valid\?\S+/;
  const mail = await newestMailText(page.request, member.newEmail, { matching: validLink });
  await page.goto(validLink.exec(mail)![0]);
  await expect(page.getByText('メールアドレスの変更が完了しました。')).toBeVisible();
});

test('another member leaves: confirmed, and signing in again is refused', async ({ browser }) => {
  leaving.email = uniqueEmail('prod-leave');
  const leaver = await (await newMobileContext(browser)).newPage();
  try {
    leaving.nickname = (await createMember(leaver.request, leaving.email, 'lv')).nickname;
    const [record] = await queryDatabase<{ uid: string }>('SELECT uid FROM members WHERE nickname = $1', [
      leaving.nickname,
    ]);
    leaving.uid = record!.uid;
    await signInThroughHub(leaver, leaving.email, leaving.nickname);
    await leaver.goto('/unsubscribe');
    await leaver.getByRole('checkbox', { name: '上記の内容を確認し、退会に同意します' }).check();
    await leaver.getByRole('button', { name: '退会の確認へ進む' }).click();
    await leaver.getByRole('button', { name: '退会する' }).click();
    await expect(leaver.getByRole('heading', { name: '退会の手続きが完了しました' })).toBeVisible();

    await leaver.goto(stackUrls().demoService);
    await leaver.getByRole('link', { name: 'ログアウト' }).click();
    await leaver.getByRole('link', { name: 'ログイン' }).click();
    await leaver.getByRole('textbox', { name: 'メールアドレス' }).fill(leaving.email);
    await leaver.getByRole('button', { name: 'ログインメールを送信する' }).click();
    await expect(
      leaver.getByRole('heading', { name: 'メールアドレスの入力に誤りがあるか登録されていません' }),
    ).toBeVisible();
  } finally {
    await leaver.context().close();
  }
});

test('afterwards the database holds every journey whole, and nothing of the member who left', async () => {
  const rows = await queryDatabase<{
    uid: string;
    email: string;
    nickname: string;
    prefecture_id: number;
    city: string;
    thumbnail: string;
  }>('SELECT uid, email, nickname, prefecture_id, city, thumbnail FROM members WHERE nickname = $1', [
    member.nickname,
  ]);
  expect(rows).toHaveLength(1);
  const [row] = rows;
  expect(row).toMatchObject({ email: member.newEmail, prefecture_id: 1, city: member.city });
  expect(row?.thumbnail).toMatch(/thumbnails/);
  const uid = row!.uid;

  // Each mailed link and e-mail change was used once; each hand-back was taken and finished.
  const links = await queryDatabase<{ mode: string; used: boolean }>(
    'SELECT mode, used_at IS NOT NULL AS used FROM mail_links WHERE email = $1 ORDER BY created_at',
    [member.email],
  );
  expect(links).toEqual([
    { mode: 'register', used: true },
    { mode: 'login', used: true },
  ]);
  const changes = await queryDatabase<{ email: string; used: boolean }>(
    'SELECT email, used_at IS NOT NULL AS used FROM email_changes WHERE uid = $1',
    [uid],
  );
  expect(changes).toEqual([{ email: member.newEmail, used: true }]);
  const handBacks = await queryDatabase<{ used: boolean; finished: boolean }>(
    'SELECT used_at IS NOT NULL AS used, finished_at IS NOT NULL AS finished FROM hand_backs WHERE uid = $1',
    [uid],
  );
  expect(handBacks.length).toBeGreaterThanOrEqual(2);
  expect(handBacks.filter((handBack) => !handBack.used || !handBack.finished)).toEqual([]);

  // Nothing names the member who left: no row in any table with a member key column, and no
  // session, grant or token of the authentication host.
  const keyColumns = await queryDatabase<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name IN ('uid', 'email')
        AND NOT (table_name = 'oidc_payloads' AND column_name = 'uid')`,
  );
  expect(keyColumns.length).toBeGreaterThan(3);
  const leftovers: string[] = [];
  for (const { table_name: table, column_name: column } of keyColumns) {
    const key = column === 'uid' ? leaving.uid : leaving.email;
    const found = await queryDatabase(`SELECT 1 FROM "${table}" WHERE lower("${column}") = lower($1)`, [key]);
    if (found.length > 0) leftovers.push(`${table}.${column}`);
  }
  const sessions = await queryDatabase(`SELECT type FROM oidc_payloads WHERE payload->>'accountId' = $1`, [
    leaving.uid,
  ]);
  expect({ leftovers, sessions }).toEqual({ leftovers: [], sessions: [] });

  // No row of any member-keyed table names a member that does not exist (a half-done write or
  // leave would leave one behind).
  const orphans: string[] = [];
  for (const { table_name: table, column_name: column } of keyColumns) {
    if (column !== 'uid' || table === 'members') continue;
    const found = await queryDatabase<{ uid: string }>(
      `SELECT "${column}" AS uid FROM "${table}" t WHERE NOT EXISTS (SELECT 1 FROM members m WHERE m.uid = t."${column}") LIMIT 1`,
    );
    if (found.length > 0) orphans.push(`${table}: ${found[0]?.uid}`);
  }
  expect(orphans).toEqual([]);
});
