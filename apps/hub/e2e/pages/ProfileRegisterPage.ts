// Page object of the profile registration form (profile=input) and its confirmation.
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { expect, type Page } from '@playwright/test';

import { RoutePath } from '../../src/route-paths';
import { pathPattern } from './RegisterPage';

export class ProfileRegisterPage {
  constructor(
    private readonly page: Page,
    private readonly appName = 'らくらくコミュニティ',
  ) {}

  async expectFormShown() {
    await expect(this.page).toHaveURL(pathPattern(RoutePath.registerProfile), { timeout: 30_000 });
    await expect(this.page.getByRole('textbox', { name: /ニックネーム/ })).toBeVisible();
    await expect(this.page).toHaveTitle(`プロフィール登録 | ${this.appName}`);
    await expectNoAxeViolations(this.page);
  }

  async fill({ nickname, prefecture, sex }: { nickname: string; prefecture: string; sex: string }) {
    const field = this.page.getByRole('textbox', { name: /ニックネーム/ });
    await field.fill(nickname);
    await field.blur();
    await expect(this.page.getByText('このニックネームは使用できます。')).toBeVisible({ timeout: 20_000 });
    await this.page.getByRole('combobox', { name: /都道府県/ }).selectOption({ label: prefecture });
    await this.page.getByRole('group', { name: /性別/ }).getByRole('radio', { name: sex }).check();
    await expectNoAxeViolations(this.page);
    await this.page.getByRole('button', { name: '確認へ進む' }).click();
  }

  async expectConfirmationAndRegister(values: string[]) {
    await expect(this.page).toHaveURL(pathPattern(RoutePath.registerProfileConfirm), { timeout: 20_000 });
    await expect(this.page).toHaveTitle(`プロフィール登録内容の確認 | ${this.appName}`);
    for (const value of values) await expect(this.page.getByText(value, { exact: true })).toBeVisible();
    await expectNoAxeViolations(this.page);
    await this.page.getByRole('button', { name: 'この内容で登録する' }).click();
  }
}
