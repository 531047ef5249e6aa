// The generic error page (hub spec §8) at 360 px: the normal page padding, and a way back to the
// service when this browser still knows it; none after an invalid entry (its record is dropped).
import {
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  mobile360Zoom200,
} from '@member-hub/playwright-config';
import { type Browser, expect, type Page, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import { LoginPage } from './pages/LoginPage';
import { pathPattern } from './pages/RegisterPage';
import { hubEntryUrl, stackUrls } from './stack';

/** The error page is shown, its text clear of the screen edges (the page padding). */
async function expectErrorPageWithPadding(page: Page, { width = 360, padding = 12 } = {}) {
  await expect(page).toHaveURL(pathPattern(RoutePath.error));
  const heading = page.getByRole('heading', { name: 'エラーが発生しました' });
  await expect(heading).toBeVisible();
  const box = await heading.boundingBox();
  expect(page.viewportSize()?.width).toBe(width);
  expect(box?.x ?? 0).toBeGreaterThanOrEqual(padding);
  expect((box?.x ?? 0) + (box?.width ?? width)).toBeLessThanOrEqual(width - padding);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
}

/** The way forward of a page without a known service: no 'try again', a safe link, whom to call. */
async function expectSafeWayForward(page: Page) {
  await expect(page.getByRole('link', { name: /戻る/ })).toHaveCount(0);
  // Trying again would only repeat the refused entry.
  await expect(page.getByRole('button', { name: '前の画面に戻って、もう一度ためす' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '0120-000-000' })).toHaveAttribute('href', 'tel:0120000000');
  await expect(page.getByRole('region', { name: 'お問い合わせ' })).toContainText('平日 9時〜17時');
  await expect(page.getByRole('link', { name: 'らくらくコミュニティのトップページへ' })).toBeVisible();
}

async function zoomedPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    ...mobile360Zoom200,
    baseURL: test.info().project.use.baseURL ?? '',
  });
  return context.newPage();
}

async function lookAlikeEntry(page: Page): Promise<string> {
  const entry = new URL(await hubEntryUrl(page, stackUrls().demoService, 'login'));
  entry.searchParams.set('returnUrl', `${stackUrls().demoService}.evil.test/callback`);
  return entry.href;
}

test('the generic error page keeps its padding and links back to a known service', async ({ page }) => {
  await LoginPage.openFrom(page);
  await page.goto(RoutePath.error);
  await expectErrorPageWithPadding(page);
  await page.getByRole('link', { name: 'らくらくコミュニティ ホームに戻る' }).click();
  await expect(page).toHaveURL(new RegExp(`^${stackUrls().demoService}/`));
  await expect(page.getByRole('heading', { name: 'ログインしていません' })).toBeVisible();
});

test('the generic error page after an invalid entry offers no way back to an unknown service', async ({
  page,
}) => {
  const entry = new URL(await hubEntryUrl(page, stackUrls().demoService, 'login'));
  entry.searchParams.set('returnUrl', 'https://evil.example.test/callback');
  await page.goto(entry.href);
  await expectErrorPageWithPadding(page);
  await expect(page.getByRole('link', { name: /戻る/ })).toHaveCount(0);
});

test('the bad-return-address page (a look-alike address) has padding, the help line and a safe link that works', async ({
  page,
}) => {
  await page.goto(await lookAlikeEntry(page));
  await expectErrorPageWithPadding(page);
  await expectSafeWayForward(page);
  await page.getByRole('link', { name: 'らくらくコミュニティのトップページへ' }).click();
  // The community site's top (the deployment's own address, never the look-alike one).
  await expect(page).toHaveURL((url) => url.port === new URL(stackUrls().demoService).port);
  await expect(page).not.toHaveURL(/evil/);
});

test('the bad-return-address page at 200 % zoom: padding, no sideways scrolling, axe clean', async ({
  browser,
}) => {
  const page = await zoomedPage(browser);
  try {
    await page.goto(await lookAlikeEntry(page));
    await expectErrorPageWithPadding(page, { width: 180, padding: 8 });
    await expectSafeWayForward(page);
  } finally {
    await page.context().close();
  }
});

/** The profile app is not part of the hub's stack: the gateway answers its own 502 page. */
async function expectGatewayPage(page: Page) {
  const returnUrl = new URL(await hubEntryUrl(page, stackUrls().demoService, 'login')).searchParams.get(
    'returnUrl',
  );
  expect(returnUrl).toBeTruthy();
  const response = await page.goto(`/profileEdit?returnUrl=${encodeURIComponent(returnUrl ?? '')}`);
  expect(response?.status()).toBe(502);
  await expect(page.getByRole('heading', { name: '接続できません' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'サービスに戻る' })).toHaveAttribute('href', returnUrl ?? '');
  await expect(page.getByRole('link', { name: 'もう一度ためす' })).toBeVisible();
  await expect(page.getByRole('link', { name: '0120-000-000' })).toHaveAttribute('href', 'tel:0120000000');
  // The developer's words are folded away.
  await expect(page.getByText('npm run dev')).toBeHidden();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  return returnUrl ?? '';
}

test("the gateway's own 502 page: back to the service, try again and the help line, at 360 px", async ({
  page,
}) => {
  await expectGatewayPage(page);
  await page.getByRole('link', { name: 'もう一度ためす' }).click();
  await expect(page.getByRole('heading', { name: '接続できません' })).toBeVisible();
  await expect(page).toHaveURL(/\/profileEdit\?returnUrl=/);
});

test("the gateway's own 502 page at 200 % zoom", async ({ browser }) => {
  const page = await zoomedPage(browser);
  try {
    await expectGatewayPage(page);
  } finally {
    await page.context().close();
  }
});

test('the help line’s contact page opens a help page (the local stand-in of the operator’s site), readable at 360 px and 200 %', async ({
  page,
  browser,
}) => {
  await expectGatewayPage(page);
  const [help] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'お問い合わせページを開く' }).click(),
  ]);
  await expect(help.getByRole('heading', { name: 'お問い合わせ' })).toBeVisible();
  await expect(help.getByRole('link', { name: '0120-000-000' })).toHaveAttribute('href', 'tel:0120000000');
  // A new tab with nothing behind it and no `from`: no way back to offer, the sentence about Back stays.
  await expect(help.getByRole('link', { name: '前の画面に戻る' })).toHaveCount(0);
  await expect(help.getByText('前の画面には、ブラウザの「戻る」で戻れます。')).toBeVisible();
  await expectNoHorizontalOverflow(help);
  await expectNoAxeViolations(help);

  const zoomed = await zoomedPage(browser);
  try {
    await zoomed.goto('/help/mail-settings');
    await expect(zoomed.getByRole('heading', { name: 'メールが届かないとき' })).toBeVisible();
    await expectNoHorizontalOverflow(zoomed);
    await expectNoAxeViolations(zoomed);
  } finally {
    await zoomed.context().close();
  }
});

test('a help page’s 「前の画面に戻る」 goes back to the screen before it; without script it leads to `from`, a path on this origin only', async ({
  page,
  browser,
}) => {
  await expectGatewayPage(page);
  const before = page.url();
  await page.goto('/help/login');
  await expect(page.getByRole('heading', { name: 'ログインのしかた' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: '前の画面に戻る' }).click();
  await expect(page).toHaveURL(before);
  await expect(page.getByRole('heading', { name: '接続できません' })).toBeVisible();

  // Its address is `from` (what a browser without script follows), a path on this origin only.
  const zoomed = await zoomedPage(browser);
  try {
    await zoomed.goto(`/help/mail-settings?from=${encodeURIComponent('/login?from=help')}`);
    await expect(zoomed.getByRole('link', { name: '前の画面に戻る' })).toHaveAttribute(
      'href',
      '/login?from=help',
    );
    await expectNoHorizontalOverflow(zoomed);
    await expectNoAxeViolations(zoomed);
    // A hostile `from` (another origin) is not the link's address: only the browser's own Back.
    await zoomed.goto(`/help/mail-settings?from=${encodeURIComponent('//evil.example/login')}`);
    await expect(zoomed.getByRole('heading', { name: 'メールが届かないとき' })).toBeVisible();
    await expect(zoomed.locator('a[href*="evil"]')).toHaveCount(0);
    await expect(zoomed.getByRole('link', { name: '前の画面に戻る' })).toHaveAttribute('href', '#');
  } finally {
    await zoomed.context().close();
  }

  // Without script: the link follows `from`; with none, the sentence about Back instead of a link.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL ?? '',
  });
  try {
    const plain = await noScript.newPage();
    await plain.goto('/help/login');
    await expect(plain.getByRole('link', { name: '前の画面に戻る' })).toHaveCount(0);
    await expect(plain.getByText('前の画面には、ブラウザの「戻る」で戻れます。')).toBeVisible();
    await plain.goto(`/help/login?from=${encodeURIComponent('/help/contact')}`);
    await plain.getByRole('link', { name: '前の画面に戻る' }).click();
    await expect(plain.getByRole('heading', { name: 'お問い合わせ' })).toBeVisible();
    await expect(plain).toHaveURL(/\/help\/contact$/);
  } finally {
    await noScript.close();
  }
});
