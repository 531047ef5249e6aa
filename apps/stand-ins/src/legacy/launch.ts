/**
 * The launch page: plays what the older service's phone apps do when they open the hub — mint a
 * fresh token (or push token) for the chosen account and open the hub's entry route with the
 * spec's query names. `buildLaunchUrl` is the pure part (tests and other apps' e2e read it).
 */
import { KANTAN_SID, PushRelationService, ServiceId, serviceIdQueryOf } from '@member-hub/enums';
import { randomState } from '@member-hub/validators';

import { html, page, raw, type RawHtml } from '../html';

import type { AssertionPurpose } from './assertions';
import type { LegacyAccount } from './store';

/**
 * The phone-app launches, each with the hub route it opens. The payout is launched by the sibling
 * apps' page (src/sibling-app), which adds the device proof; this page offers the others.
 */
export const LAUNCH_ROUTES = Object.freeze({
  migrationRegister: '/migrationRegister',
  migrationLogin: '/migrationLogin',
  kantanLogin: '/kantanLogin',
  kantanRegister: '/kantanRegister',
  kantanAuthRegister: '/KantanAuthRegister',
  gameRegister: '/gameRegister',
  payout: '/payout',
} as const);
export type LaunchAction = keyof typeof LAUNCH_ROUTES;
/** The launches of the older service's own page: all but the payout. */
export type OlderAppLaunch = Exclude<LaunchAction, 'payout'>;

export const LAUNCH_LABELS: Readonly<Record<OlderAppLaunch, string>> = Object.freeze({
  migrationRegister: '引き継ぎ登録（migrationRegister）',
  migrationLogin: '引き継ぎログイン（migrationLogin）',
  kantanLogin: 'かんたんログイン（kantanLogin）',
  kantanRegister: 'かんたん登録（kantanRegister）',
  kantanAuthRegister: '本会員登録（KantanAuthRegister）',
  gameRegister: 'ゲーム登録（gameRegister）',
});
export const isOlderAppLaunch = (value: unknown): value is OlderAppLaunch =>
  typeof value === 'string' && Object.hasOwn(LAUNCH_LABELS, value);

export type LaunchService = 'community' | 'members';

export interface LaunchClient {
  /** The sibling service's callback (the hub's returnUrl) and its client id. */
  returnUrl: string;
  clientId: string;
}

/** The demo sibling services as the clients of a launch (apps/demo-service). */
export function demoLaunchClients(demo: {
  community: string;
  members: string;
}): Record<LaunchService, LaunchClient> {
  return {
    community: { returnUrl: `${demo.community}/callback`, clientId: 'demo-community' },
    members: { returnUrl: `${demo.members}/lamember/callback`, clientId: 'demo-members' },
  };
}

export interface LaunchInput {
  hubOrigin: string;
  action: LaunchAction;
  service: LaunchService;
  client: LaunchClient;
  account: Pick<LegacyAccount, 'telno' | 'modelno'>;
  /** The older service's access token (migration, kantan auth-register) or game token (gameRegister). */
  token?: string;
  /** Push token of the requested service's app (payout `token`; migration login `fcm_token`). */
  fcmToken?: string;
  /** Push token of the other app (`linkage_fcm_token`); absent → the string 'null'. */
  linkageFcmToken?: string;
  /** The signed launch assertion (`assertion`; launches with a purpose, see launchPurposeOf). */
  assertion?: string;
  random?: () => string;
}

/** The entry values the demo service sets itself when a launch goes through it. */
const CLIENT_ENTRY_KEYS = ['returnUrl', 'state', 'nonce', 'scope', 'clientId'] as const;

/**
 * The same launch through the demo service's GET /launch (apps/demo-service): the demo service
 * starts its own request (state, nonce, cookie) and forwards the other values to the hub page, so
 * that the hand-back ends signed in at the demo service.
 */
export function viaDemoService(hubUrl: URL, client: LaunchClient): URL {
  const url = new URL('/launch', client.returnUrl);
  url.searchParams.set('to', hubUrl.pathname.replace(/^\//, ''));
  for (const [key, value] of hubUrl.searchParams) {
    if (!(CLIENT_ENTRY_KEYS as readonly string[]).includes(key)) url.searchParams.set(key, value);
  }
  return url;
}

/** The hub URL a phone-app launch opens. */
export function buildLaunchUrl(input: LaunchInput): URL {
  const random = input.random ?? (() => randomState());
  const url = new URL(LAUNCH_ROUTES[input.action], input.hubOrigin);
  const q = url.searchParams;
  q.set('returnUrl', input.client.returnUrl);
  q.set('state', random());
  q.set('nonce', random());
  q.set('scope', 'openid');
  q.set('clientId', input.client.clientId);
  const needsRefreshToken = input.service === 'members' ? 'true' : 'false';
  const serviceId = serviceIdQueryOf(
    input.service === 'members' ? ServiceId.Membership : ServiceId.Community,
  );
  switch (input.action) {
    case 'migrationRegister':
    case 'migrationLogin':
      q.set('token', input.token ?? '');
      q.set('needsRefreshToken', needsRefreshToken);
      if (input.action === 'migrationLogin' && input.fcmToken) q.set('fcm_token', input.fcmToken);
      break;
    case 'kantanLogin':
      q.set('needsRefreshToken', needsRefreshToken);
      q.set('sid', KANTAN_SID);
      q.set('telno', input.account.telno);
      q.set('modelno', input.account.modelno);
      break;
    case 'kantanRegister':
      q.set('telno', input.account.telno);
      q.set('modelno', input.account.modelno);
      q.set('sid', KANTAN_SID);
      break;
    case 'kantanAuthRegister':
      q.set('telno', input.account.telno);
      q.set('modelno', input.account.modelno);
      q.set('sid', KANTAN_SID);
      q.set('token', input.token ?? '');
      q.set('linkage_fcm_token', input.linkageFcmToken ?? 'null');
      q.set('serviceId', serviceId);
      break;
    case 'gameRegister':
      q.set('token', input.token ?? '');
      break;
    case 'payout':
      q.set('token', input.fcmToken ?? '');
      q.set('linkage_fcm_token', input.linkageFcmToken ?? 'null');
      q.set('serviceId', serviceId);
      break;
  }
  if (input.assertion) q.set('assertion', input.assertion);
  return url;
}

/**
 * The launches the older service vouches for with an assertion: those where the hub signs in
 * with the older service's account. The kantan login proves itself with the password, and the
 * payout is the push-token relation's.
 */
export function launchPurposeOf(action: LaunchAction): AssertionPurpose | undefined {
  switch (action) {
    case 'migrationRegister':
    case 'migrationLogin':
      return 'migration';
    case 'kantanRegister':
      return 'kantanRegister';
    case 'kantanAuthRegister':
      return 'kantanAuthRegister';
    case 'gameRegister':
      return 'game';
    default:
      return undefined;
  }
}

/** Which app's push token is the payout `token` of a service (the other is the linkage token). */
export function pushServiceOf(service: LaunchService) {
  return service === 'members' ? PushRelationService.Lamembers : PushRelationService.Rakucom;
}
export function otherPushServiceOf(service: LaunchService) {
  return service === 'members' ? PushRelationService.Rakucom : PushRelationService.Lamembers;
}

const BANNER = 'らくらくコミュニティ（テスト用の代役）';

export const LAUNCH_TEXT = Object.freeze({
  title: 'スマホアプリからの起動',
  unknownAccount: 'アカウントを選んでください。',
} as const);

/**
 * The launch pages' account choice (the older service's app and the sibling app): one radio per
 * account, the first chosen; it scrolls in its own box, so a long list (accounts added by tests)
 * keeps the launch buttons near.
 */
export function accountChoices(accounts: readonly LegacyAccount[]): RawHtml {
  return html`<fieldset>
    <legend>アカウント（${accounts.length}件）</legend>
    <div class="scroll-list">
      ${accounts.map(
        (a, i) =>
          html`<label class="choice">
            <input type="radio" name="account" value="${a.rakucomId}" ${i === 0 ? raw('checked') : ''} />
            <span>${a.rakucomId} ${a.nickname || '（ニックネームなし）'}・${a.purpose}</span>
          </label>`,
      )}
    </div>
  </fieldset>`;
}

export function launchPage(options: {
  accounts: LegacyAccount[];
  hubOrigin: string;
  error?: string;
}): string {
  // Plain block layout at any width (360 px included): every part is its own box, one under the
  // other, the buttons full width; nothing is positioned or floated, and long values wrap, so the
  // page never grows wider than the screen (a wider page is zoomed out on a phone and its
  // buttons end up under other elements). The account choice scrolls in its own box, so a long
  // list (accounts added by tests) keeps the launch buttons near.
  const body = html` <h1>${LAUNCH_TEXT.title}</h1>
    <p>
      らくらくコミュニティのスマホアプリが会員基盤を開く動きを再現します。
      ボタンを押すたびに新しいトークンを発行して <code>${options.hubOrigin}</code> を開きます。
    </p>
    ${options.error ? html`<p class="error" role="alert">${options.error}</p>` : ''}
    <form method="post" action="/launch" class="stack">
      ${accountChoices(options.accounts)}
      <fieldset>
        <legend>呼び出し元のサービス</legend>
        <label class="choice"
          ><input type="radio" name="service" value="community" checked />
          <span>コミュニティ（デモ）</span></label
        >
        <label class="choice"
          ><input type="radio" name="service" value="members" /> <span>会員サービス（デモ）</span></label
        >
      </fieldset>
      <fieldset>
        <legend>オプション</legend>
        <label class="choice"
          ><input type="checkbox" name="withPushToken" value="1" />
          <span>プッシュ通知トークンを付ける（引き継ぎログイン: fcm_token）</span></label
        >
        <label class="choice"
          ><input type="checkbox" name="withLinkage" value="1" />
          <span>もう一方のアプリのトークンを付ける（linkage_fcm_token）</span></label
        >
        <label class="choice"
          ><input type="checkbox" name="expired" value="1" /> <span>期限切れのトークンで開く</span></label
        >
        <label class="choice"
          ><input type="checkbox" name="viaDemo" value="1" />
          <span>デモサービスを経由して開く（最後にデモサービスでログイン済みになる）</span></label
        >
      </fieldset>
      <div class="box">
        ${(Object.keys(LAUNCH_LABELS) as OlderAppLaunch[]).map(
          (action) =>
            html`<button type="submit" name="action" value="${action}">${LAUNCH_LABELS[action]}</button>`,
        )}
      </div>
    </form>
    <h2>アカウント一覧</h2>
    <ul class="records">
      ${options.accounts.map(
        (a) =>
          html`<li>
            <dl>
              <dt>登録番号</dt>
              <dd>${a.rakucomId}</dd>
              <dt>パスワード</dt>
              <dd>${a.password ?? '（不明）'}</dd>
              <dt>電話番号・機種</dt>
              <dd>${a.telno || '（空）'} ${a.modelno || '（空）'}</dd>
              <dt>誕生日</dt>
              <dd>${a.birthday || '（空）'}</dd>
              <dt>状態</dt>
              <dd>${a.locked ? '停止中' : '利用中'}${a.migrated ? '・引き継ぎ済み' : ''}</dd>
            </dl>
          </li>`,
      )}
    </ul>`;
  return page({ title: `${LAUNCH_TEXT.title} | ${BANNER}`, banner: BANNER, body });
}
