// The sibling phone apps' stand-in (apps/stand-ins, /sibling-app/ of the older service's origin):
// the community app and the members app of one phone opening the hub's /payout with their push
// tokens and a device assertion their backend signed. Also that backend's test call, as an app
// on a phone asks it for an assertion of the tokens the phone holds.
import { type APIRequestContext, expect, type Page } from '@playwright/test';

import { stackUrls } from '../stack';

const siblingApp = () => `${stackUrls().legacyService}/sibling-app`;

/** A device assertion naming these push tokens (the app's backend, as the app on that phone asks it). */
export async function deviceAssertion(
  request: APIRequestContext,
  pushTokens: Partial<Record<'rakucom' | 'lamembers', string>>,
): Promise<string> {
  const res = await request.post(`${siblingApp()}/test/assertions`, { data: { pushTokens } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { assertion: string }).assertion;
}

/** The payout's linkage token: none ('null'), the other app's on the same phone, or one nobody issued. */
export type PayoutLinkage = 'none' | 'other' | 'unknown';

const PAYOUT_BUTTON = {
  community: 'コミュニティアプリでポイント交換',
  members: '会員アプリでポイント交換',
} as const;

const PAYOUT_LINKAGE = {
  none: 'なし（null を送る）',
  other: 'このスマホのもう一方のアプリのトークン',
  unknown: 'どこにも登録されていないトークン',
} as const;

export class SiblingAppPage {
  private constructor(private readonly page: Page) {}

  static async open(page: Page): Promise<SiblingAppPage> {
    await page.goto(`${siblingApp()}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'ポイント交換（2つのアプリ）' })).toBeVisible();
    return new SiblingAppPage(page);
  }

  /** One of the two apps on the phone opens /payout with its push token, the linkage token and its proof. */
  async launchPayout(
    account: string,
    app: keyof typeof PAYOUT_BUTTON,
    linkage: PayoutLinkage,
    options: { viaDemo?: boolean } = {},
  ) {
    await this.page.getByRole('radio', { name: new RegExp(`^${account} `) }).check();
    if (options.viaDemo ?? true)
      await this.page.getByRole('checkbox', { name: /デモサービスを経由して開く/ }).check();
    await this.page.getByRole('radio', { name: PAYOUT_LINKAGE[linkage], exact: true }).check();
    await this.page.getByRole('button', { name: PAYOUT_BUTTON[app] }).click();
  }
}
