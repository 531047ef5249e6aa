// Page object of the provider linkage (profile spec §2 "Provider linkage": 052_ProviderLinkage and
// its unlink confirmation and results), with the provider's own sign-in: the emulator's Google
// account chooser, or the carrier stand-in's login page. Every view it checks is axe-checked.
import { createMember, uniqueEmail } from '@member-hub/dev-stack/e2e-helpers';
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

import { RoutePath } from '../../src/route-paths';
import { signInThroughHub } from '../stack';

export type LinkageProvider = 'google' | 'carrier';

const providers = {
  google: { query: 'google', name: 'Googleアカウント' },
  carrier: { query: 'docomo-type', name: 'dアカウント' },
} as const;

/** A fresh member (e-mail `label`-unique, nickname from `nicknamePrefix`), signed in through the hub. */
export async function signInAsNewMember(
  page: Page,
  request: APIRequestContext,
  label: string,
  nicknamePrefix: string,
): Promise<void> {
  const email = uniqueEmail(label);
  const { nickname } = await createMember(request, email, nicknamePrefix);
  await signInThroughHub(page, email, nickname);
}

export class ProviderLinkagePage {
  constructor(
    private readonly page: Page,
    private readonly provider: LinkageProvider,
  ) {}

  /** The provider's name on the screens ('Googleアカウント', 'dアカウント'). */
  get name(): string {
    return providers[this.provider].name;
  }

  /** Opens AuthRegister/ProviderLinkage for the provider: its explanation, titled アカウント連携. */
  async openAuthRegister() {
    await this.page.goto(
      `${RoutePath.authRegisterProviderLinkage}?provider=${providers[this.provider].query}`,
    );
    await expect(this.page.getByRole('heading', { name: `${this.name}の連携` })).toBeVisible({
      timeout: 30_000,
    });
    await expect(this.page).toHaveTitle('アカウント連携 | らくらくコミュニティ');
    await expectNoAxeViolations(this.page);
  }

  /** Opens the linkage screen of the provider and checks it shows `state`. */
  async open(state: '連携済み' | '未連携') {
    await this.page.goto(`${RoutePath.providerLinkage}?provider=${providers[this.provider].query}`);
    await this.expectState(state);
  }

  async expectState(state: '連携済み' | '未連携') {
    await expect(this.page.getByRole('heading', { name: `${this.name}の連携` })).toBeVisible({
      timeout: 30_000,
    });
    await expect(this.page.getByText(state, { exact: true })).toBeVisible();
    await expect(this.page).toHaveTitle('アカウント連携 | らくらくコミュニティ');
    await expectNoAxeViolations(this.page);
  }

  /**
   * Presses 連携する and signs in at the provider: `account` is the e-mail typed into the
   * emulator's Google chooser ("another account"), or the carrier stand-in's seeded login id.
   */
  async link(account: string) {
    await this.page.getByRole('button', { name: '連携する' }).click();
    if (this.provider === 'google') await this.chooseGoogleAccount(account);
    else await this.signInAtCarrier(account);
  }

  /** The completion screen after a link. */
  async expectLinked({ axe = true }: { axe?: boolean } = {}) {
    await expect(this.page.getByRole('heading', { name: `${this.name}の連携が完了しました` })).toBeVisible({
      timeout: 30_000,
    });
    if (axe) await expectNoAxeViolations(this.page);
  }

  /** From the linked state: 連携を解除する, the confirmation, 解除する and the result. */
  async unlink() {
    await this.page.getByRole('button', { name: '連携を解除する' }).click();
    await expect(
      this.page.getByRole('heading', { name: `${this.name}の連携を解除しますか？` }),
    ).toBeVisible();
    await expectNoAxeViolations(this.page);
    // 解除する takes the place of 連携を解除する, and the button takes no second tap within 600 ms
    // of the first (the spec's debounce: a double tap must not confirm as well).
    await this.page.waitForTimeout(700);
    await this.page.getByRole('button', { name: '解除する', exact: true }).click();
    await expect(this.page.getByRole('heading', { name: `${this.name}の連携を解除しました` })).toBeVisible({
      timeout: 30_000,
    });
    await expectNoAxeViolations(this.page);
  }

  /** The emulator's Google chooser (app-kit's, the same as the hub's): "another account" with `email`. */
  private async chooseGoogleAccount(email: string) {
    const chooser = this.page.getByRole('dialog', { name: 'Googleアカウントの選択（開発用）' });
    await expect(chooser).toBeVisible();
    await chooser.getByRole('button', { name: '別のアカウントを使う' }).click();
    await chooser.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
    await expectNoAxeViolations(this.page);
    await chooser.getByRole('button', { name: 'このアカウントでログイン' }).click();
  }

  /** On the carrier stand-in's login page: the seeded account's button. */
  private async signInAtCarrier(loginId: string) {
    const account = this.page.getByRole('button', { name: new RegExp(`^${loginId}（`) });
    await expect(account).toBeVisible({ timeout: 30_000 });
    await account.click();
  }
}
