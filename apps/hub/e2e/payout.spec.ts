// The payout flow end to end (hub spec §2 /payout, §4 "Payout flow", §7 payoutToken and the
// push-token relation calls, §9 results 1 / 2 / 3): the sibling apps' stand-in plays the two
// phone apps of one phone (the community app, `rakucom`; the members app, `lamembers`) opening
// the hub with their push tokens and the device assertion their backend signed, through the demo
// services. The member and the relation are read back as that member (the relation's uid and
// tokens are shown to its own member only).
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import { pathPattern } from './pages/RegisterPage';
import { addLegacyAccount, installedPushToken } from './pages/LegacyLaunchPage';
import { deviceAssertion, SiblingAppPage } from './pages/SiblingAppPage';
import { expectWelcomedBack, stackUrls } from './stack';

const PAYOUT_ERROR = 'ご迷惑をおかけしております。しばらく時間をおいてからのアクセスをお願いします。';
const RELATION = '**/member/v1/FcmTokenRelation*';

interface Relation {
  uid: string;
  rakucomFcmToken: string;
  lamembersFcmToken: string;
  fireBaseAuth: string;
  resultCode: number;
}

/** GET FcmTokenRelation; with the member's ID token, its own relation's uid and tokens. */
async function relationOf(
  request: APIRequestContext,
  token: string,
  serviceKey: string,
  idToken?: string,
): Promise<Relation> {
  const res = await request.get(`${stackUrls().gateway}/member/v1/FcmTokenRelation`, {
    params: { token, serviceKey },
    ...(idToken ? { headers: { authorization: `Bearer ${idToken}` } } : {}),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as Relation;
}

/**
 * The member behind a push token, as the phone holding it: payoutToken with a fresh device
 * assertion → custom-token sign-in (emulator) → GET me.
 */
async function memberOf(request: APIRequestContext, token: string, serviceKey: 'rakucom' | 'lamembers') {
  const { gateway, authEmulator } = stackUrls();
  const custom = await request.get(`${gateway}/member/v1/payoutToken`, {
    params: { token, serviceKey, deviceAssertion: await deviceAssertion(request, { [serviceKey]: token }) },
  });
  expect(custom.ok(), await custom.text()).toBe(true);
  const { customToken } = (await custom.json()) as { customToken: string };
  const signIn = await request.post(
    `${authEmulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    { data: { token: customToken, returnSecureToken: true } },
  );
  const { idToken } = (await signIn.json()) as { idToken: string };
  const me = await request.get(`${gateway}/member/v1/me`, {
    headers: { authorization: `Bearer ${idToken}` },
  });
  return {
    status: me.status(),
    idToken,
    body: (await me.json()) as { uid: string; serviceUsage: string },
  };
}

/** Firebase's persisted sign-ins of the hub page (its IndexedDB): none after a revocation. */
async function persistedSignIns(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('firebaseLocalStorage')) return resolve(0);
          const count = db.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => resolve(0);
        };
      }),
  );
}

/** On /payout/error: the spec's text, axe-clean at 360 px, the session revoked and signed out. */
async function expectPayoutError(page: Page) {
  await expect(page).toHaveURL(pathPattern(RoutePath.payoutError), { timeout: 30_000 });
  await expect(page.getByText(PAYOUT_ERROR)).toBeVisible();
  await expectNoAxeViolations(page);
  await expect.poll(() => persistedSignIns(page)).toBe(0);
}

test.describe('payout', () => {
  test("a first-time member of the community app ('null'), then the same person from the members app: the relation gets both tokens, the member usage 3", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const person = await addLegacyAccount(request);
    // Hold the custom-token call to look at /payout: only the loader (axe at 360 px).
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/member/v1/payoutToken?*', async (route) => {
      await held;
      await route.continue();
    });
    const launcher = await SiblingAppPage.open(page);
    await launcher.launchPayout(person.rakucomId, 'community', 'none');
    await expect(page).toHaveURL(/\/payout\?/, { timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('linkage_fcm_token')).toBe('null');
    await expect(page.getByText('らくらくコミュニティの情報を確認しています')).toBeVisible();
    await expect(page.locator('footer')).toHaveCount(0);
    await expectNoAxeViolations(page);
    release();
    await expectWelcomedBack(page, stackUrls().demoService);
    await page.unroute('**/member/v1/payoutToken?*');

    const rakucom = await installedPushToken(request, person.rakucomId, 'rakucom');
    // Without the member's sign-in the relation shows its result only.
    expect(await relationOf(request, rakucom, 'rakucom')).toMatchObject({ resultCode: 1, uid: '' });
    const member = await memberOf(request, rakucom, 'rakucom');
    const first = await relationOf(request, rakucom, 'rakucom', member.idToken);
    expect(first).toMatchObject({ resultCode: 1, lamembersFcmToken: '', fireBaseAuth: 'rakucom' });
    expect(member.body).toMatchObject({ uid: first.uid, serviceUsage: '1' });

    // The members app on the same phone, with the community app's token as its linkage token.
    await (await SiblingAppPage.open(page)).launchPayout(person.rakucomId, 'members', 'other');
    await expectWelcomedBack(page, stackUrls().demoMembersService);
    const lamembers = await installedPushToken(request, person.rakucomId, 'lamembers');
    const both = await memberOf(request, lamembers, 'lamembers');
    expect(both.body).toMatchObject({ uid: first.uid, serviceUsage: '3' });
    expect(await relationOf(request, lamembers, 'lamembers', both.idToken)).toMatchObject({
      uid: first.uid,
      rakucomFcmToken: rakucom,
      lamembersFcmToken: lamembers,
      resultCode: 1,
    });
  });

  test('the linkage token not found: with the main token related, the relation gains the linkage token; with neither, one usage-3 member with both', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // Main token found: the community app paid out before; now it brings the members app's token.
    const known = await addLegacyAccount(request);
    await (await SiblingAppPage.open(page)).launchPayout(known.rakucomId, 'community', 'none');
    await expectWelcomedBack(page, stackUrls().demoService);
    await (await SiblingAppPage.open(page)).launchPayout(known.rakucomId, 'community', 'other');
    await expectWelcomedBack(page, stackUrls().demoService);
    const rakucom = await installedPushToken(request, known.rakucomId, 'rakucom');
    const lamembers = await installedPushToken(request, known.rakucomId, 'lamembers');
    const knownMember = await memberOf(request, rakucom, 'rakucom');
    expect(knownMember.body.serviceUsage).toBe('3');
    expect(await relationOf(request, rakucom, 'rakucom', knownMember.idToken)).toMatchObject({
      rakucomFcmToken: rakucom,
      lamembersFcmToken: lamembers,
    });

    // Neither known: the members app's first payout with the community app's (never used) token.
    const fresh = await addLegacyAccount(request);
    await (await SiblingAppPage.open(page)).launchPayout(fresh.rakucomId, 'members', 'other');
    await expectWelcomedBack(page, stackUrls().demoMembersService);
    const freshLamembers = await installedPushToken(request, fresh.rakucomId, 'lamembers');
    const freshRakucom = await installedPushToken(request, fresh.rakucomId, 'rakucom');
    const freshMember = await memberOf(request, freshRakucom, 'rakucom');
    expect(freshMember.body.serviceUsage).toBe('3');
    expect(await relationOf(request, freshLamembers, 'lamembers', freshMember.idToken)).toMatchObject({
      rakucomFcmToken: freshRakucom,
      lamembersFcmToken: freshLamembers,
      fireBaseAuth: 'lamembers',
    });
  });

  test('an error result (3) of the linkage lookup: /payout/error, signed out, nothing written', async ({
    page,
    request,
  }) => {
    const person = await addLegacyAccount(request);
    // The relation service answering its error result for the linkage token.
    await page.route(RELATION, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), resultCode: 3 } });
    });
    await (await SiblingAppPage.open(page)).launchPayout(person.rakucomId, 'members', 'other');
    await expectPayoutError(page);
    const lamembers = await installedPushToken(request, person.rakucomId, 'lamembers');
    expect((await relationOf(request, lamembers, 'lamembers')).resultCode).toBe(2);
  });

  test('a linkage token nobody issued: not found anywhere, its sign-in refused: /payout/error', async ({
    page,
    request,
  }) => {
    const person = await addLegacyAccount(request);
    await (await SiblingAppPage.open(page)).launchPayout(person.rakucomId, 'community', 'unknown');
    await expectPayoutError(page);
    const rakucom = await installedPushToken(request, person.rakucomId, 'rakucom');
    expect((await relationOf(request, rakucom, 'rakucom')).resultCode).toBe(2);
  });

  test('the API failing mid-flow (the relation update answers 500): /payout/error, the session revoked, no half-written relation, usage unchanged', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const person = await addLegacyAccount(request);
    await (await SiblingAppPage.open(page)).launchPayout(person.rakucomId, 'community', 'none');
    await expectWelcomedBack(page, stackUrls().demoService);

    await page.route(RELATION, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { code: 'server.error', message: 'injected by the e2e test' } })
        : route.continue(),
    );
    const logout = page.waitForRequest('**/member/v1/logout');
    await (await SiblingAppPage.open(page)).launchPayout(person.rakucomId, 'members', 'other');
    await expectPayoutError(page);
    await logout;

    const rakucom = await installedPushToken(request, person.rakucomId, 'rakucom');
    const unchanged = await memberOf(request, rakucom, 'rakucom');
    expect(unchanged.body.serviceUsage).toBe('1');
    expect(await relationOf(request, rakucom, 'rakucom', unchanged.idToken)).toMatchObject({
      resultCode: 1,
      lamembersFcmToken: '',
    });
  });

  test("a payout URL without the device's proof (the push token alone, as anyone who saw it could send): /payout/error, no sign-in, nothing written", async ({
    page,
    request,
  }) => {
    const person = await addLegacyAccount(request);
    const rakucom = await installedPushToken(request, person.rakucomId, 'rakucom');
    const hub = new URL(RoutePath.payout, stackUrls().gateway);
    for (const [key, value] of Object.entries({
      returnUrl: `${stackUrls().demoService}/callback`,
      state: 'state-no-proof',
      nonce: 'nonce-no-proof',
      scope: 'openid',
      clientId: 'demo-community',
      serviceId: '1004',
      token: rakucom,
      linkage_fcm_token: 'null',
    }))
      hub.searchParams.set(key, value);
    const refused = page.waitForResponse('**/member/v1/payoutToken?*');
    await page.goto(hub.href);
    expect((await refused).status()).toBe(403);
    await expectPayoutError(page);
    expect((await relationOf(request, rakucom, 'rakucom')).resultCode).toBe(2);
  });
});
