// First paint without JavaScript (a slow line shows the screen before the scripts arrive): the
// profile edit's loading view is prerendered at build time (src/prerender): readable with scripts
// off, and hydrated (not rendered anew) for a signed-in member, with no console error (a hydration
// mismatch is reported there).
import { createMember, stackUrls, uniqueEmail } from '@member-hub/dev-stack/e2e-helpers';
import { expect, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import { signInThroughHub } from './stack';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/profileEdit shows its loading view from the HTML alone, with no inline script', async ({ page }) => {
    const response = await page.goto(RoutePath.profileEdit);
    await expect(page.getByRole('heading', { level: 1, name: 'プロフィール編集' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'プロフィールを読み込んでいます' })).toBeVisible();
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-prerendered="/profileEdit"');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});

test('a signed-in member’s /profileEdit hydrates the loading view, then shows the form, without console errors', async ({
  page,
}) => {
  const email = uniqueEmail('fp');
  const { nickname } = await createMember(page.request, email, 'fp');
  await signInThroughHub(page, email, nickname);

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${stackUrls().gateway}${RoutePath.profileEdit}`);
  await expect(page.getByRole('textbox', { name: /ニックネーム/ })).toHaveValue(nickname);
  await expect(page.locator('#root')).toHaveAttribute('data-first-render', 'hydrated');
  expect(errors).toEqual([]);
});
