// A page opened before a deployment asks for screen chunks the deployment removed (hub §3, §4:
// the forceReload key forces exactly one page reload). On the built hub, a chunk answered 404
// stands for the removed file: the page reloads once and the screen opens; a chunk that stays
// missing reloads once and then shows the error page, never a reload loop.
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { expect, type Page, test } from '@playwright/test';

import { hubEntryUrl, stackUrls } from './stack';

const TERMS_CHUNK = '**/assets/Terms-*.js';

/** The entry page, once its scripts run (before, its links are the prerendered markup's plain ones). */
async function openRegister(page: Page) {
  await page.goto(await hubEntryUrl(page, stackUrls().demoService, 'register'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('新規会員登録');
  await expect(page.locator('#root[data-first-render]')).toHaveCount(1);
}

/** Counts the page's full loads from now on. */
function loadsOf(page: Page) {
  const loads = { count: 0 };
  page.on('load', () => loads.count++);
  return loads;
}

test('a screen chunk gone after a deployment: one reload, then the screen opens', async ({ page }) => {
  await openRegister(page);
  let refused = 0;
  await page.route(TERMS_CHUNK, (route) =>
    refused++ === 0 ? route.fulfill({ status: 404, body: '' }) : route.continue(),
  );
  const loads = loadsOf(page);

  await page.getByRole('link', { name: '利用規約' }).click();
  // The reload opens the page the member asked for, now with its chunk.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('利用規約');
  await expect(page).toHaveURL(/\/termsofservice$/);
  expect(loads.count).toBe(1);
  expect(refused).toBe(2);
});

test('a chunk that stays missing: one reload, then the error page with a way forward', async ({ page }) => {
  await openRegister(page);
  await page.route(TERMS_CHUNK, (route) => route.fulfill({ status: 404, body: '' }));
  const loads = loadsOf(page);

  await page.getByRole('link', { name: '利用規約' }).click();
  // Reloaded once, the page says what happened in the app's words (never the router's own page)
  // and offers the way forward.
  await expect(page.getByRole('heading', { name: 'エラーが発生しました' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '前の画面に戻って、もう一度ためす' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'お問い合わせ' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Some seconds later, still no second reload.
  await page.waitForTimeout(2_000);
  expect(loads.count).toBe(1);
});
