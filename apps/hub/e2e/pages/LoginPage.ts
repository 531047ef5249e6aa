// Page object of the hub's login screens (role-based locators, the spec's texts).
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { expect, type Page } from '@playwright/test';

import { RoutePath } from '../../src/route-paths';
import { mailedLink, stackUrls } from '../stack';

export class LoginPage {
  /** From a demo service's ログイン link to the login page, checked to be shown. */
  static async openFrom(page: Page, service = stackUrls().demoService, appName?: string): Promise<LoginPage> {
    await page.goto(service);
    await page.getByRole('link', { name: 'ログイン' }).click();
    const login = new LoginPage(page, appName);
    await login.expectShown();
    return login;
  }

  constructor(
    private readonly page: Page,
    /** The application name in the page title (community by default). */
    private readonly appName = 'らくらくコミュニティ',
  ) {}

  emailField() {
    return this.page.getByRole('textbox', { name: 'メールアドレス' });
  }

  async expectShown() {
    await expect(this.page).toHaveURL(new RegExp(`${RoutePath.login}\\?`));
    await expect(this.emailField()).toBeVisible();
    await expect(this.page).toHaveTitle(`ログイン | ${this.appName}`);
    await expectNoAxeViolations(this.page);
  }

  async sendLoginMail(email: string) {
    await this.emailField().fill(email);
    await this.page.getByRole('button', { name: 'ログインメールを送信する' }).click();
  }

  async expectMailSent(email: string) {
    await expect(this.page).toHaveURL(new RegExp(`${RoutePath.loginSendComplete}$`));
    await expect(this.page.getByText(`${email} にログインのためのメールを送りました。`)).toBeVisible();
    await expect(this.page).toHaveTitle(`ログインメール送信完了 | ${this.appName}`);
    await expectNoAxeViolations(this.page);
  }

  /** Sends the login mail, checks the sent page, and answers the link of the mail (maildev). */
  async requestMailLink(email: string): Promise<string> {
    await this.sendLoginMail(email);
    await this.expectMailSent(email);
    return mailedLink(this.page.request, email);
  }
}
