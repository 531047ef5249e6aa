// Page object of the emulator's Google account chooser (src/shell/AccountChooser.tsx),
// which stands in for Google's popup against the Auth emulator.
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { expect, type Page } from '@playwright/test';

/**
 * After a Google button was pressed: picks "別のアカウントを使う", types `email` and signs in with it.
 * The chooser is axe-checked while it is open unless `axe: false`.
 */
export async function chooseGoogleAccount(
  page: Page,
  email: string,
  { axe = true }: { axe?: boolean } = {},
): Promise<void> {
  const chooser = page.getByRole('dialog', { name: 'Googleアカウントの選択（開発用）' });
  await expect(chooser).toBeVisible();
  await chooser.getByRole('button', { name: '別のアカウントを使う' }).click();
  await chooser.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  if (axe) await expectNoAxeViolations(page);
  await chooser.getByRole('button', { name: 'このアカウントでログイン' }).click();
}
