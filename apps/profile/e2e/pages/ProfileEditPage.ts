// Page object of the profile edit (028_ProfileEdit / 031_MemberProfileEdit), its confirmation and
// completion, entered from a service with its return address.
import { stackUrls } from '@member-hub/dev-stack/e2e-helpers';
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { expect, type Page } from '@playwright/test';

import { RoutePath } from '../../src/route-paths';

export type Screen = 'community' | 'members';

const paths = {
  community: {
    edit: RoutePath.profileEdit,
    confirm: RoutePath.profileEditConfirm,
    complete: RoutePath.profileEditComplete,
  },
  members: {
    edit: RoutePath.memberProfileEdit,
    confirm: RoutePath.memberProfileEditConfirm,
    complete: RoutePath.memberProfileEditComplete,
  },
} as const;

/**
 * The `serviceId` query of each screen (enums' `serviceIdStrings`: community '1004', membership
 * '1006'), written out: Playwright loads the e2e files without the workspace build, so they import
 * no package dist.
 */
const serviceIdQuery = { community: '1004', members: '1006' } as const satisfies Record<Screen, string>;

const pathPattern = (path: string) => new RegExp(`${path}(\\?.*)?$`);

export class ProfileEditPage {
  constructor(
    private readonly page: Page,
    private readonly screen: Screen = 'community',
  ) {}

  /** Opens the edit screen the way a service links to it (returnUrl, serviceId, extra query). */
  async open(extra: Record<string, string> = {}) {
    const urls = stackUrls();
    const query = new URLSearchParams({
      returnUrl: `${this.screen === 'members' ? urls.demoMembersService : urls.demoService}/`,
      serviceId: serviceIdQuery[this.screen],
      ...extra,
    });
    await this.page.goto(`${paths[this.screen].edit}?${query.toString()}`);
    await this.expectForm();
  }

  async expectForm() {
    await expect(this.page).toHaveURL(pathPattern(paths[this.screen].edit), { timeout: 20_000 });
    await expect(this.nickname()).toBeVisible({ timeout: 20_000 });
    await expect(this.page).toHaveTitle(
      `プロフィール編集 | ${this.screen === 'members' ? '会員サービス' : 'らくらくコミュニティ'}`,
    );
  }

  nickname() {
    return this.page.getByRole('textbox', { name: /ニックネーム/ });
  }

  birthday() {
    return this.page.getByRole('group', { name: /生年月日/ });
  }

  async setNickname(value: string, expectAvailable = true) {
    await this.nickname().fill(value);
    await this.nickname().blur();
    await expect(
      this.page.getByText(
        expectAvailable ? 'このニックネームは使用できます。' : 'このニックネームは使用できません。',
      ),
    ).toBeVisible({ timeout: 20_000 });
  }

  async setBirthday(year: string, month: string, day: string) {
    const group = this.birthday();
    await group.getByRole('combobox', { name: '年' }).selectOption(year);
    await group.getByRole('combobox', { name: '月' }).selectOption(month);
    await group.getByRole('combobox', { name: '日' }).selectOption(day);
  }

  async toConfirm() {
    await this.page.getByRole('button', { name: '確認へ進む' }).click();
    await expect(this.page).toHaveURL(pathPattern(paths[this.screen].confirm), { timeout: 20_000 });
    await expect(this.page.getByRole('heading', { name: '入力内容の確認' })).toBeVisible();
  }

  registerButton() {
    return this.page.getByRole('button', { name: 'この内容で登録する' });
  }

  async saveAndComplete() {
    await this.registerButton().click();
    await this.expectComplete();
  }

  async expectComplete() {
    await expect(this.page).toHaveURL(pathPattern(paths[this.screen].complete), { timeout: 30_000 });
    await expect(this.page.getByRole('heading', { name: 'プロフィールを登録しました' })).toBeVisible();
  }

  async axe() {
    await expectNoAxeViolations(this.page);
  }
}
