// The embedded prefecture flow on the whole test stack (profile §3, §4, §6): the demo service
// frames the hub's /profileEdit/prefectures and hands it the member's encrypted_id; the member
// saves a prefecture (new, then update); without an encrypted_id the screen gives up after 7 s; a
// message from a foreign origin is ignored and never answered; a foreign parent cannot frame the
// screen at all. At 360 px, axe on every screen.
import { createMember, stackUrls } from '@member-hub/dev-stack/e2e-helpers';
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { expect, type Page, type Request, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import { signInThroughHub } from './stack';

const urls = stackUrls();
const parentPage = `${urls.demoService}/prefectures`;
const areaSaves = (page: Page) => {
  const saves: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/member/v1/profile/prefecture'))
      saves.push(request);
  });
  return saves;
};
const reads = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/member/v1/encryptedMe')) seen.push(request.url());
  });
  return seen;
};

test('the demo parent’s member registers a prefecture (new), then changes it (update)', async ({
  page,
  request,
}) => {
  const email = `area-${Date.now()}@example.com`;
  const { nickname } = await createMember(request, email, 'ar');
  await signInThroughHub(page, email, nickname);
  const saves = areaSaves(page);

  await page.goto(parentPage);
  const area = page.frameLocator('#area-register');
  await expect(area.getByRole('heading', { name: 'お住まいの地域の登録' })).toBeVisible();
  const register = area.getByRole('button', { name: '登録する' });
  await expect(register).toBeDisabled();
  await expectNoAxeViolations(page);

  await area.getByRole('checkbox', { name: '関東' }).check();
  await area.getByRole('radio', { name: '東京都' }).check();
  await expect(register).toBeEnabled();
  await register.click();
  await expect(area.getByRole('heading', { name: 'ご登録ありがとうございました' })).toBeVisible();
  // The frame posts the status to its parent.
  await expect(page.locator('#area-status')).toHaveAttribute('data-status-code', '200');
  expect(saves[0]?.postDataJSON()).toMatchObject({
    item_name: 'prefecture',
    item_value: 13,
    update_type: 'new',
  });
  // The id is a credential: it travels in a header, never in a URL that logs and proxies keep.
  const sentId = (await saves[0]?.allHeaders())?.['x-encrypted-id'] ?? '';
  expect(sentId).toMatch(/^v1\./);
  expect(saves[0]?.url()).not.toContain(sentId);
  await expectNoAxeViolations(page);

  // Back later: Tokyo is loaded (its region open), and the change is an update.
  await page.goto(parentPage);
  await expect(area.getByRole('radio', { name: '東京都' })).toBeChecked();
  await area.getByRole('checkbox', { name: '近畿' }).check();
  await area.getByRole('radio', { name: '大阪府' }).check();
  await area.getByRole('button', { name: '登録する' }).click();
  await expect(area.getByRole('heading', { name: 'ご登録ありがとうございました' })).toBeVisible();
  expect(saves[1]?.postDataJSON()).toMatchObject({ item_value: 27, update_type: 'update' });

  await page.goto(parentPage);
  await expect(area.getByRole('radio', { name: '大阪府' })).toBeChecked();
});

test('without an encrypted_id from the parent the screen gives up after 7 s', async ({ page }) => {
  const seen = reads(page);
  await page.goto(parentPage); // signed out: the parent has no id to send
  const area = page.frameLocator('#area-register');
  await expect(area.getByText('読み込んでいます')).toBeVisible();
  const waitingSince = Date.now();
  await expect(area.getByText('このページは現在ご利用いただけません。')).toBeVisible({ timeout: 12_000 });
  expect(Date.now() - waitingSince).toBeGreaterThan(5_500);
  await expect(area.getByRole('button', { name: '再読み込み' })).toBeVisible();
  expect(seen).toEqual([]);
  await expectNoAxeViolations(page);
});

test('a message from a foreign origin is ignored and never answered, even with a real encrypted_id', async ({
  page,
  request,
}) => {
  // A real, valid encrypted_id: the one the demo service holds for a signed-in member.
  const email = `area-foreign-${Date.now()}@example.com`;
  const { nickname } = await createMember(request, email, 'af');
  await signInThroughHub(page, email, nickname);
  await page.goto(parentPage);
  const { encryptedId } = JSON.parse((await page.locator('#embed-data').textContent()) ?? '{}') as {
    encryptedId: string;
  };
  expect(encryptedId).toMatch(/^v1\./);
  await page.goto(`${urls.demoService}/signout`);

  const seen = reads(page);
  await page.goto(parentPage); // the parent now sends nothing
  const area = page.frameLocator('#area-register');
  await expect(area.getByText('読み込んでいます')).toBeVisible();

  // A window on another origin (the stand-in, off the allow-list) reaches the frame through its opener.
  const popupPromise = page.waitForEvent('popup');
  await page.evaluate((url) => void window.open(url, 'foreign'), `${urls.legacyService}/embed-check`);
  const foreign = await popupPromise;
  await foreign.waitForLoadState();
  await foreign.evaluate((id) => {
    (window as unknown as { received: unknown[] }).received = [];
    window.addEventListener('message', (event) =>
      (window as unknown as { received: unknown[] }).received.push(event.data),
    );
    const target = (window.opener as Window).frames[0]!;
    target.postMessage({ encrypted_id: id }, '*');
  }, encryptedId);

  await expect(area.getByText('このページは現在ご利用いただけません。')).toBeVisible({ timeout: 12_000 });
  expect(seen).toEqual([]);
  expect(await foreign.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
});

test('a parent off the allow-list cannot frame the screen; the header names the allowed parents', async ({
  page,
  request,
}) => {
  const embedded = await request.get(RoutePath.areaRegister);
  const csp = embedded.headers()['content-security-policy'] ?? '';
  expect(csp).toContain(`frame-ancestors ${urls.demoService} ${urls.demoMembersService}`);
  expect(csp).not.toContain(new URL(urls.legacyService).port);
  expect(embedded.headers()['x-frame-options']).toBeUndefined();
  const other = await request.get(RoutePath.profileEdit);
  expect(other.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(other.headers()['x-frame-options']).toBe('DENY');
  // The profile app's pages carry the hub's CSP: scripts from the origin (and hashes) only.
  for (const res of [embedded, other]) {
    const scriptSrc =
      (res.headers()['content-security-policy'] ?? '')
        .split(';')
        .find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
  }

  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  const seen = reads(page);
  const frameLoaded = page.waitForEvent('framenavigated', {
    predicate: (frame) => frame !== page.mainFrame(),
  });
  await page.goto(`${urls.legacyService}/embed-check`);
  const frame = await frameLoaded;
  await expect.poll(() => messages.some((text) => text.includes('frame-ancestors'))).toBe(true);
  expect(frame.url()).toMatch(/^chrome-error:/);
  expect(await frame.locator('#root').count()).toBe(0);
  expect(seen).toEqual([]);
});
