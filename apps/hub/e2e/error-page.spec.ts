// The generic error page (hub spec §8) at 360 px: the normal page padding, and a way back to the
// service when this browser still knows it; none after an invalid entry (its record is dropped).
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { expect, type Page, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import { LoginPage } from './pages/LoginPage';
import { pathPattern } from './pages/RegisterPage';
import { hubEntryUrl, stackUrls } from './stack';

/** The error page is shown, its text clear of the screen edges (the page padding). */
async function expectErrorPageWithPadding(page: Page) {
  await expect(page).toHaveURL(pathPattern(RoutePath.error));
  const heading = page.getByRole('heading', { name: 'エラーが発生しました' });
  await expect(heading).toBeVisible();
  const box = await heading.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(width).toBe(360);
  expect(box?.x ?? 0).toBeGreaterThanOrEqual(12);
  expect((box?.x ?? 0) + (box?.width ?? width)).toBeLessThanOrEqual(width - 12);
  await expectNoAxeViolations(page);
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
