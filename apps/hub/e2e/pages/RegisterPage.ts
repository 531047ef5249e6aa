// Page object of the hub's registration screens: the method choice, the e-mail form, the sent
// page and the completion (role-based locators, the spec's texts).
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { expect, type Page } from '@playwright/test';

import { RoutePath } from '../../src/route-paths';
import { mailedLink, stackUrls } from '../stack';

/** The route paths as an anchored pattern on the URL's path (query allowed). */
export function pathPattern(path: string): RegExp {
  return new RegExp(`^[^?]*${path.replace(/[/]/g, '\\/')}(\\?.*)?$`);
}

export class RegisterPage {
  /** From a demo service's 新規登録 link to the method choice, checked to be shown. */
  static async openFrom(
    page: Page,
    service = stackUrls().demoService,
    appName?: string,
  ): Promise<RegisterPage> {
    await page.goto(service);
    await page.getByRole('link', { name: '新規登録' }).click();
    const register = new RegisterPage(page, appName);
    await register.expectChoiceShown();
    return register;
  }

  constructor(
    private readonly page: Page,
    /** The application name in the page title (community by default). */
    private readonly appName = 'らくらくコミュニティ',
  ) {}

  emailChoice() {
    return this.page.getByRole('button', { name: 'メールアドレスで登録' });
  }

  googleChoice() {
    return this.page.getByRole('button', { name: 'Googleで登録' });
  }

  daccountChoice() {
    return this.page.getByRole('button', { name: 'dアカウントで登録' });
  }

  loginLink() {
    return this.page.getByRole('link', { name: '会員の方はこちら（ログイン）' });
  }

  async expectChoiceShown() {
    await expect(this.emailChoice()).toBeVisible({ timeout: 20_000 });
    await expect(this.page).toHaveTitle(`新規会員登録 | ${this.appName}`);
    await expectNoAxeViolations(this.page);
  }

  async chooseEmail() {
    await this.emailChoice().click();
    await expect(this.page).toHaveURL(pathPattern(RoutePath.registerEmail));
    await expect(this.page).toHaveTitle(`メールアドレスで登録 | ${this.appName}`);
    await expectNoAxeViolations(this.page);
  }

  async sendRegisterMail(email: string) {
    await this.page.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
    await this.page.getByRole('button', { name: '登録メールを送信する' }).click();
  }

  async expectMailSent(email: string) {
    await expect(this.page).toHaveURL(pathPattern(RoutePath.registerSendComplete), { timeout: 20_000 });
    await expect(this.page.getByText(`${email} に会員登録のためのメールを送りました。`)).toBeVisible();
    await expect(this.page).toHaveTitle(`登録メール送信完了 | ${this.appName}`);
    await expectNoAxeViolations(this.page);
  }

  /**
   * Sends the registration mail, checks the sent page, and answers the link of the mail (maildev),
   * checked to be the hub's /register/validate/email?referenceKey=…
   */
  async requestMailLink(email: string): Promise<string> {
    await this.sendRegisterMail(email);
    await this.expectMailSent(email);
    const link = await mailedLink(this.page.request, email);
    const url = new URL(link);
    expect(url.pathname).toBe(RoutePath.registerValidateEmail);
    expect(url.searchParams.get('referenceKey')).toBeTruthy();
    return link;
  }

  /** 登録が完了しました (#prf_cpt_new), then OK. */
  async expectCompleteAndConfirm() {
    await expect(this.page).toHaveURL(pathPattern(RoutePath.registerComplete), { timeout: 30_000 });
    const complete = this.page.locator('#prf_cpt_new');
    await expect(complete.getByRole('heading', { name: '登録が完了しました' })).toBeVisible();
    await expect(this.page).toHaveTitle(`登録完了 | ${this.appName}`);
    await expectNoAxeViolations(this.page);
    await complete.getByRole('button', { name: 'OK' }).click();
  }
}
