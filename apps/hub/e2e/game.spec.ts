// Game registration end to end (hub spec §2 /gameRegister, §4 "Game registration", §8): the
// older service stand-in's launch page plays the game opening the hub with a game token, through
// the demo service, so the hand-back ends signed in there.
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { expect, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import { addLegacyAccount, LegacyLaunchPage } from './pages/LegacyLaunchPage';
import { expectWelcomedBack, stackUrls } from './stack';

const APOLOGY = 'ご迷惑をおかけしております。しばらく時間をおいてからのアクセスをお願いします。';
const SIGN_IN_FAILED = 'sign-in with custom token failed';

test.describe.serial('game registration', () => {
  let account: { rakucomId: string; nickname: string };

  test('a new member: the loading message, the profile synced from the game user, back at the service signed in', async ({
    page,
    request,
  }) => {
    account = await addLegacyAccount(request, `ゲーム${Date.now().toString(36).slice(-5)}`);
    // Hold the game-user call to look at the loading screen (axe at 360 px).
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/member/v1/gameUser?*', async (route) => {
      await held;
      await route.continue();
    });
    const syncs: string[] = [];
    page.on('request', (r) => r.url().includes('/member/v1/syncMe') && syncs.push(r.method()));

    const launcher = await LegacyLaunchPage.open(page);
    await launcher.launch({ account: account.rakucomId, action: 'gameRegister' });
    await expect(page).toHaveURL(/\/gameRegister\?/, { timeout: 30_000 });
    await expect(page.getByText('ゲームの登録をしています')).toBeVisible();
    await expectNoAxeViolations(page);
    release();

    await expectWelcomedBack(page, stackUrls().demoService, account.nickname);
    expect(syncs).toEqual(['POST']);
  });

  test('the same person again: an existing member goes straight to complete (no sync)', async ({ page }) => {
    const syncs: string[] = [];
    const pages: string[] = [];
    page.on('request', (r) => r.url().includes('/member/v1/syncMe') && syncs.push(r.method()));
    page.on('framenavigated', (f) => f === page.mainFrame() && pages.push(new URL(f.url()).pathname));
    const launcher = await LegacyLaunchPage.open(page);
    await launcher.launch({ account: account.rakucomId, action: 'gameRegister' });
    await expectWelcomedBack(page, stackUrls().demoService, account.nickname);
    expect(syncs).toEqual([]);
    expect(pages).toContain(RoutePath.gameRegisterComplete);
  });

  test('returnError forces the error path: the external-linkage error state with the sign-in text, no game-user call', async ({
    page,
    request,
  }) => {
    const fresh = await addLegacyAccount(request, '');
    // The launch the page makes (a game token), opened straight with returnError=true.
    const launch = await request.post(`${stackUrls().legacyService}/launch`, {
      form: { account: fresh.rakucomId, action: 'gameRegister', service: 'community' },
      maxRedirects: 0,
    });
    expect(launch.status()).toBe(303);
    const url = new URL(launch.headers().location!);
    url.searchParams.set('returnError', 'true');
    const gameUserCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/member/v1/gameUser') && gameUserCalls.push(r.url()));

    await page.goto(url.href);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByText(APOLOGY)).toBeVisible();
    await expect(dialog.getByText(SIGN_IN_FAILED)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(gameUserCalls).toEqual([]);
    await dialog.getByRole('button', { name: 'らくらくコミュニティ ホームに戻る' }).click();
    await expect(page).toHaveURL(new RegExp(`^${stackUrls().demoService}`));
  });

  test('an expired game token ends in the same error state', async ({ page, request }) => {
    const fresh = await addLegacyAccount(request, '');
    const launch = await request.post(`${stackUrls().legacyService}/launch`, {
      form: { account: fresh.rakucomId, action: 'gameRegister', service: 'community', expired: '1' },
      maxRedirects: 0,
    });
    await page.goto(launch.headers().location!);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(SIGN_IN_FAILED)).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page);
  });
});
