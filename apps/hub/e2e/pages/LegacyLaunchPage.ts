// The older community service stand-in's launch page (apps/stand-ins, "スマホアプリからの起動"):
// it plays the phone apps (its community app, the members app and its game) opening the hub with
// a fresh token, as a tester does by hand. Also the stand-in's /test/* calls and the signed-in
// member's own record, read with the hub's Firebase session.
import { type APIRequestContext, expect, type Page } from '@playwright/test';

import { stackUrls } from '../stack';

/** A fresh app token of an account (the stand-in's /test/tokens). */
export async function appToken(request: APIRequestContext, rakucomId: string): Promise<string> {
  const res = await request.post(`${stackUrls().legacyService}/test/tokens`, { data: { rakucomId } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** A launch assertion the older service signs for the account (the stand-in's /test/assertions). */
export async function launchAssertion(
  request: APIRequestContext,
  rakucomId: string,
  purpose: 'migration' | 'kantanRegister' | 'kantanAuthRegister' | 'game',
): Promise<string> {
  const res = await request.post(`${stackUrls().legacyService}/test/assertions`, {
    data: { rakucomId, purpose },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { assertion: string }).assertion;
}

/** A fresh push token of an account's app (the stand-in's /test/pushTokens). */
export async function pushToken(request: APIRequestContext, rakucomId: string): Promise<string> {
  const res = await request.post(`${stackUrls().legacyService}/test/pushTokens`, {
    data: { rakucomId, service: 'rakucom' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** The Firebase ID token of the hub's session (the SDK's IndexedDB record), on the hub's origin. */
export async function hubIdToken(page: Page): Promise<string> {
  await page.goto(`${stackUrls().gateway}/termsofservice`);
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => reject(new Error('no firebaseLocalStorageDb'));
        open.onsuccess = () => {
          const all = open.result
            .transaction('firebaseLocalStorage', 'readonly')
            .objectStore('firebaseLocalStorage')
            .getAll();
          all.onsuccess = () => {
            const rows = all.result as { value?: { stsTokenManager?: { accessToken?: string } } }[];
            const token = rows.map((r) => r.value?.stsTokenManager?.accessToken).find(Boolean);
            if (token) resolve(token);
            else reject(new Error('no signed-in user in the hub'));
          };
        };
      }),
  );
}

/** The signed-in member's record (GET /member/v1/me), with the hub's session. */
export async function signedInMember(
  page: Page,
): Promise<{ uid: string; nickname: string; birthday: string; rakucomId: string }> {
  const token = await hubIdToken(page);
  const res = await page.request.get(`${stackUrls().gateway}/member/v1/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

export interface LegacyAccount {
  uid: string;
  rakucomId: string;
  nickname: string;
}

/** A fresh person at the older service (a new registration number; the stand-in's /test/accounts). */
export async function addLegacyAccount(request: APIRequestContext, nickname = ''): Promise<LegacyAccount> {
  const res = await request.post(`${stackUrls().legacyService}/test/accounts`, { data: { nickname } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as LegacyAccount;
}

/** The push token the app of `service` holds on the account's phone (what the launch page sends). */
export async function installedPushToken(
  request: APIRequestContext,
  rakucomId: string,
  service: 'rakucom' | 'lamembers',
): Promise<string> {
  const res = await request.post(`${stackUrls().legacyService}/test/pushTokens`, {
    data: { rakucomId, service, installed: true },
  });
  return ((await res.json()) as { token: string }).token;
}

/** The launch buttons of the stand-in's page (its LAUNCH_LABELS; the payout is SiblingAppPage's). */
export const LaunchButton = {
  migrationRegister: '引き継ぎ登録（migrationRegister）',
  migrationLogin: '引き継ぎログイン（migrationLogin）',
  kantanLogin: 'かんたんログイン（kantanLogin）',
  kantanRegister: 'かんたん登録（kantanRegister）',
  kantanAuthRegister: '本会員登録（KantanAuthRegister）',
  gameRegister: 'ゲーム登録（gameRegister）',
} as const;

export interface LaunchOptions {
  /** The account's registration number (登録番号). */
  account: string;
  action: keyof typeof LaunchButton;
  service?: 'community' | 'members';
  withPushToken?: boolean;
  expired?: boolean;
  /** Through the demo service's /launch (the default): the hand-back ends signed in there. */
  viaDemo?: boolean;
}

export class LegacyLaunchPage {
  private constructor(private readonly page: Page) {}

  static async open(page: Page): Promise<LegacyLaunchPage> {
    await page.goto(stackUrls().legacyService);
    await expect(page.getByRole('heading', { level: 1, name: 'スマホアプリからの起動' })).toBeVisible();
    return new LegacyLaunchPage(page);
  }

  private async choose(account: string, viaDemo: boolean) {
    await this.page.getByRole('radio', { name: new RegExp(`^${account} `) }).check();
    if (viaDemo) await this.page.getByRole('checkbox', { name: /デモサービスを経由して開く/ }).check();
  }

  /** A phone app opens a hub entry (migration, kantan, the game) with a fresh token of the account. */
  async launch(options: LaunchOptions) {
    await this.choose(options.account, options.viaDemo ?? true);
    await this.page
      .getByRole('radio', {
        name: options.service === 'members' ? '会員サービス（デモ）' : 'コミュニティ（デモ）',
      })
      .check();
    if (options.withPushToken)
      await this.page.getByRole('checkbox', { name: /^プッシュ通知トークンを付ける/ }).check();
    if (options.expired) await this.page.getByRole('checkbox', { name: '期限切れのトークンで開く' }).check();
    await this.page.getByRole('button', { name: LaunchButton[options.action] }).click();
  }
}
