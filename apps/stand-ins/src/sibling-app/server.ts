/**
 * The sibling phone apps' stand-in (the community app `rakucom` and the members app `lamembers`
 * on one phone) under `/sibling-app/` of the older service's origin, whose backend they are:
 *   GET  /sibling-app/.well-known/jwks.json   the public keys of the device assertions
 *   GET  /sibling-app/                        the launch page: one of the apps opens the hub's
 *                                             /payout with its push token, the linkage token and
 *                                             a fresh device assertion (`device_assertion`)
 *   POST /sibling-app/launch                  → 303 to the hub (or through the demo service)
 * For tests only:
 *   POST /sibling-app/test/assertions         { rakucomId, pushTokens?, ttlSeconds? } → { assertion }
 *                                             (the app on that account's phone asking its backend)
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';

import type { StandInsConfig } from '../config';
import { html, page, raw, readBody, readForm, redirect, sendHtml, sendJson } from '../html';
import {
  accountChoices,
  buildLaunchUrl,
  demoLaunchClients,
  otherPushServiceOf,
  pushServiceOf,
  viaDemoService,
  type LaunchService,
} from '../legacy/launch';
import type { LegacyAccount, LegacyStore } from '../legacy/store';

import { type DeviceAssertionIssuer, type PushTokens } from './device-assertion';

export const SIBLING_APP_PREFIX = '/sibling-app';

const BANNER = 'これは本物のスマホアプリではありません（開発・テスト用の代役）';

export const SIBLING_APP_TEXT = Object.freeze({
  title: 'ポイント交換（2つのアプリ）',
  community: 'コミュニティアプリでポイント交換',
  members: '会員アプリでポイント交換',
} as const);

/** The linkage token choices: none ('null'), the other app's on the same phone, one nobody issued. */
const LINKAGE_LABELS = Object.freeze({
  none: 'なし（null を送る）',
  other: 'このスマホのもう一方のアプリのトークン',
  unknown: 'どこにも登録されていないトークン',
} as const);
type Linkage = keyof typeof LINKAGE_LABELS;

/** The installation id the backend knows the phone by (one phone per account here). */
const installationOf = (account: LegacyAccount) => `phone-${account.uid}`;

function launchPage(accounts: LegacyAccount[], error?: string): string {
  const body = html`<h1>${SIBLING_APP_TEXT.title}</h1>
    <p>
      同じスマホに入っている2つのアプリ（コミュニティアプリ・会員アプリ）が、それぞれのプッシュ通知トークンと、
      アプリのサーバーが署名した端末の証明（<code>device_assertion</code>、2分間有効・1回限り）を付けて
      <code>/payout</code> を開きます。
    </p>
    ${error ? html`<p class="error" role="alert">${error}</p>` : ''}
    <form method="post" action="${SIBLING_APP_PREFIX}/launch" class="stack">
      ${accountChoices(accounts)}
      <fieldset>
        <legend>もう一方のアプリのトークン（linkage_fcm_token）</legend>
        ${(Object.keys(LINKAGE_LABELS) as Linkage[]).map(
          (value) =>
            html`<label class="choice"
              ><input
                type="radio"
                name="linkage"
                value="${value}"
                ${value === 'none' ? raw('checked') : ''}
              />
              <span>${LINKAGE_LABELS[value]}</span></label
            >`,
        )}
      </fieldset>
      <fieldset>
        <legend>オプション</legend>
        <label class="choice"
          ><input type="checkbox" name="reinstall" value="1" />
          <span>開くアプリを再インストールしたことにする（新しいトークン）</span></label
        >
        <label class="choice"
          ><input type="checkbox" name="viaDemo" value="1" />
          <span>デモサービスを経由して開く（最後にデモサービスでログイン済みになる）</span></label
        >
      </fieldset>
      <div class="box">
        <button type="submit" name="app" value="community">${SIBLING_APP_TEXT.community}</button>
        <button type="submit" name="app" value="members">${SIBLING_APP_TEXT.members}</button>
      </div>
    </form>`;
  return page({ title: `${SIBLING_APP_TEXT.title} | ${BANNER}`, banner: BANNER, body });
}

export interface SiblingAppOptions {
  config: StandInsConfig;
  store: LegacyStore;
  assertions: DeviceAssertionIssuer;
}

/** The issuer of the apps' device assertions: the older service's URL + /sibling-app. */
export const siblingAppIssuer = (config: StandInsConfig) => `${config.legacy.publicUrl}${SIBLING_APP_PREFIX}`;

/** Handles a request under /sibling-app/; answers false for any other path. */
export function createSiblingAppHandler(options: SiblingAppOptions) {
  const { config, store, assertions } = options;
  const clients = demoLaunchClients(config.demo);

  async function launch(req: IncomingMessage, res: ServerResponse) {
    const form = await readForm(req);
    const account = store.find(form.get('account'));
    if (!account) return sendHtml(res, 400, launchPage(store.list(), 'アカウントを選んでください。'));
    const service: LaunchService = form.get('app') === 'members' ? 'members' : 'community';
    const linkage = (form.get('linkage') ?? 'none') as Linkage;
    const own = pushServiceOf(service);
    const other = otherPushServiceOf(service);
    const fcmToken = store.installedPushToken(account, own, { reinstall: form.get('reinstall') === '1' });
    const linkageFcmToken =
      linkage === 'other'
        ? store.installedPushToken(account, other)
        : linkage === 'unknown'
          ? `fcm-unknown-${randomUUID()}`
          : undefined;
    // The app sends the tokens it reads on the phone; the backend signs what the phone holds.
    const pushTokens: PushTokens = {
      [own]: fcmToken,
      ...(linkageFcmToken ? { [other]: linkageFcmToken } : {}),
    };
    const location = buildLaunchUrl({
      hubOrigin: config.hubOrigin,
      action: 'payout',
      service,
      client: clients[service],
      account,
      fcmToken,
      ...(linkageFcmToken ? { linkageFcmToken } : {}),
    });
    location.searchParams.set(
      'device_assertion',
      await assertions.issue(installationOf(account), pushTokens),
    );
    redirect(
      res,
      form.get('viaDemo') === '1' ? viaDemoService(location, clients[service]).href : location.href,
    );
  }

  /** Tests: the app on an account's phone asks for an assertion of its installed tokens. */
  async function testAssertion(req: IncomingMessage, res: ServerResponse) {
    const body = JSON.parse((await readBody(req)) || '{}') as {
      rakucomId?: string;
      pushTokens?: PushTokens;
      ttlSeconds?: number;
    };
    const account = store.find(body.rakucomId);
    const installed: PushTokens = account ? store.installedPushTokens(account) : {};
    const pushTokens: PushTokens = body.pushTokens ?? {
      ...(installed.rakucom ? { rakucom: installed.rakucom } : {}),
      ...(installed.lamembers ? { lamembers: installed.lamembers } : {}),
    };
    const installation = account ? installationOf(account) : `phone-${randomUUID()}`;
    sendJson(res, 200, { assertion: await assertions.issue(installation, pushTokens, body.ttlSeconds) });
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://internal');
    if (url.pathname !== SIBLING_APP_PREFIX && !url.pathname.startsWith(`${SIBLING_APP_PREFIX}/`))
      return false;
    const route = `${req.method} ${url.pathname.slice(SIBLING_APP_PREFIX.length) || '/'}`;
    if (route === 'GET /.well-known/jwks.json') sendJson(res, 200, assertions.jwks());
    else if (route === 'GET /') sendHtml(res, 200, launchPage(store.list()));
    else if (route === 'POST /launch') await launch(req, res);
    else if (route === 'POST /test/assertions') await testAssertion(req, res);
    else sendJson(res, 404, { code: 'http.not_found', message: 'No such route.' });
    return true;
  };
}

/**
 * Serves `handle` before the server's own request listeners (the older service's), so that both
 * systems answer on one origin as the apps' backend and the older service do in production.
 */
export function mountSiblingApp(
  server: Server,
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>,
): void {
  const others = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res)
      .then((handled) => {
        if (!handled) for (const listener of others) listener(req, res);
      })
      .catch((error: unknown) => {
        console.error('[stand-ins:sibling-app]', error);
        if (!res.headersSent) sendJson(res, 500, { code: 'server.error', message: 'Internal error.' });
        else res.end();
      });
  });
}
