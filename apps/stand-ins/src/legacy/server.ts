/**
 * The older community service stand-in as one Node HTTP server.
 *
 * Its API for the member API's adapter (JSON; header `X-Api-Key: <LEGACY_SERVICE_API_KEY>`):
 *   GET  /api/v1/users/me                 Authorization: Bearer <access token> → { accessToken, user }
 *                                          (migration: the spec's rakuUser); 401 token.expired / token.invalid
 *   POST /api/v1/kantan/auth              { uid, pwd, newpwd?, telno, modelno, sid } → { resultCode, … }
 *   POST /api/v1/kantan/register          { telno, modelno, sid }                  → { resultCode, … }
 *   POST /api/v1/kantan/authRegister      { telno, modelno, sid, token, linkage_fcm_token, service_id }
 *   GET  /api/v1/game/user?token=         game token → { accessToken, user }; 401 as above
 *   GET  /api/v1/pushTokens/:token        → { service, user }; 404 push_token.not_found
 *   GET  /api/v1/accounts/:id             registration number or uid → { uid, rakucomId }; 404
 *   POST /api/v1/migration/complete       { accessToken } → { resultCode: 1 }; 401 as above
 * Its public keys (no key): GET /.well-known/jwks.json, for the launch assertions it signs.
 * Its phone app's sign-in (no key):
 *   POST /app/v1/login                    { rakucomId, password } → { accessToken, expiresAt }; 401
 * The launch page (Japanese): GET /, POST /launch → 303 to the hub.
 * For tests only (no key): POST /test/reset, GET|POST /test/accounts, POST /test/tokens,
 * POST /test/pushTokens ({ installed: true } → the app's token on the account's phone),
 * POST /test/assertions ({ rakucomId, purpose, ttlSeconds?, audience? } → { assertion }).
 */
import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

import type { StandInsConfig } from '../config';
import { html, page, readBody, readForm, redirect, sendHtml, sendJson } from '../html';

import {
  JWKS_PATH,
  LaunchAssertionSigner,
  type AssertionPurpose,
  type AssertionSettings,
} from './assertions';
import {
  buildLaunchUrl,
  launchPurposeOf,
  demoLaunchClients,
  isOlderAppLaunch,
  LAUNCH_TEXT,
  launchPage,
  otherPushServiceOf,
  pushServiceOf,
  viaDemoService,
  type LaunchService,
} from './launch';
import { LegacyStore, toUser, type PushService, type TokenKind, type TokenLookup } from './store';

export interface LegacyServerOptions {
  hubOrigin: string;
  apiKey: string;
  demo: StandInsConfig['demo'];
  store: LegacyStore;
  /** Who signs the launch assertions (its public URL) and for whom (the member API's audience). */
  assertions: AssertionSettings;
  random?: () => string;
}

const PURPOSES: readonly AssertionPurpose[] = ['kantanRegister', 'kantanAuthRegister', 'migration', 'game'];
const isPurpose = (value: unknown): value is AssertionPurpose =>
  typeof value === 'string' && (PURPOSES as readonly string[]).includes(value);

type JsonObject = Record<string, unknown>;

class BadRequest extends Error {}

async function readJson(req: IncomingMessage): Promise<JsonObject> {
  const text = await readBody(req);
  try {
    const value: unknown = text === '' ? {} : JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as JsonObject;
  } catch {
    // fall through
  }
  throw new BadRequest('body must be a JSON object');
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function keyMatches(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function tokenError(res: ServerResponse, lookup: Exclude<TokenLookup, { kind: 'ok' }>): void {
  sendJson(
    res,
    401,
    lookup.kind === 'expired'
      ? { code: 'token.expired', message: 'The token has expired.' }
      : { code: 'token.invalid', message: 'The token is not known.' },
  );
}

export function createLegacyHandler(options: LegacyServerOptions) {
  const { store } = options;
  const clients = demoLaunchClients(options.demo);
  // One key pair per start; the first request waits for it.
  const signer = LaunchAssertionSigner.create(options.assertions);

  async function api(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (!keyMatches(str(req.headers['x-api-key']), options.apiKey)) {
      sendJson(res, 401, { code: 'api_key.invalid', message: 'A valid X-Api-Key is required.' });
      return;
    }
    const route = `${req.method} ${url.pathname}`;
    switch (route) {
      case 'GET /api/v1/users/me': {
        const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
        const lookup = store.lookupToken(bearer);
        if (lookup.kind !== 'ok') return tokenError(res, lookup);
        return sendJson(res, 200, { accessToken: bearer, user: toUser(lookup.account) });
      }
      case 'POST /api/v1/kantan/auth': {
        const body = await readJson(req);
        return sendJson(
          res,
          200,
          store.kantanAuth({
            uid: str(body.uid),
            pwd: str(body.pwd),
            newpwd: str(body.newpwd),
            telno: str(body.telno),
            modelno: str(body.modelno),
            sid: str(body.sid),
          }),
        );
      }
      case 'POST /api/v1/kantan/register': {
        const body = await readJson(req);
        return sendJson(
          res,
          200,
          store.kantanRegister({ telno: str(body.telno), modelno: str(body.modelno), sid: str(body.sid) }),
        );
      }
      case 'POST /api/v1/kantan/authRegister': {
        const body = await readJson(req);
        return sendJson(
          res,
          200,
          store.kantanAuthRegister({
            telno: str(body.telno),
            modelno: str(body.modelno),
            sid: str(body.sid),
            token: str(body.token),
            linkage_fcm_token: str(body.linkage_fcm_token),
            service_id: str(body.service_id),
          }),
        );
      }
      case 'GET /api/v1/game/user': {
        const lookup = store.lookupToken(url.searchParams.get('token'), 'game');
        if (lookup.kind !== 'ok') return tokenError(res, lookup);
        return sendJson(res, 200, {
          accessToken: store.issueToken(lookup.account).token,
          user: toUser(lookup.account),
        });
      }
      case 'POST /api/v1/migration/complete': {
        const body = await readJson(req);
        const lookup = store.completeMigration(str(body.accessToken));
        if (lookup.kind !== 'ok') return tokenError(res, lookup);
        return sendJson(res, 200, { resultCode: 1 });
      }
    }
    const push = /^\/api\/v1\/pushTokens\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && push) {
      const owner = store.pushTokenOwner(decodeURIComponent(push[1]!));
      if (!owner) return sendJson(res, 404, { code: 'push_token.not_found', message: 'Unknown push token.' });
      return sendJson(res, 200, owner);
    }
    if (req.method === 'GET' && url.pathname.startsWith('/api/v1/accounts/')) {
      // One account, two spellings: the registration number and the uid answer the same account.
      const account = store.find(decodeURIComponent(url.pathname.slice('/api/v1/accounts/'.length)));
      if (!account) return sendJson(res, 404, { code: 'account.not_found', message: 'No such account.' });
      return sendJson(res, 200, { uid: account.uid, rakucomId: account.rakucomId });
    }
    sendJson(res, 404, { code: 'http.not_found', message: 'No such route.' });
  }

  async function testRoute(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const route = `${req.method} ${url.pathname}`;
    if (route === 'POST /test/reset') {
      store.reset();
      return sendJson(res, 200, { ok: true });
    }
    if (route === 'GET /test/accounts') return sendJson(res, 200, store.list());
    if (route === 'POST /test/accounts') {
      const body = await readJson(req);
      return sendJson(
        res,
        200,
        store.addAccount({
          ...(str(body.nickname) !== undefined ? { nickname: str(body.nickname)! } : {}),
          ...(str(body.birthday) !== undefined ? { birthday: str(body.birthday)! } : {}),
        }),
      );
    }
    if (route === 'POST /test/assertions') {
      const body = await readJson(req);
      const account = store.find(str(body.rakucomId) ?? str(body.uid));
      if (!account) return sendJson(res, 404, { code: 'account.not_found', message: 'No such account.' });
      if (!isPurpose(body.purpose)) throw new BadRequest(`purpose must be one of ${PURPOSES.join(', ')}`);
      const assertion = await (
        await signer
      ).sign(account, body.purpose, {
        ...(typeof body.ttlSeconds === 'number' ? { ttlSeconds: body.ttlSeconds } : {}),
        ...(str(body.audience) !== undefined ? { audience: str(body.audience)! } : {}),
      });
      return sendJson(res, 200, { assertion });
    }
    if (route === 'POST /test/tokens' || route === 'POST /test/pushTokens') {
      const body = await readJson(req);
      const account = store.find(str(body.rakucomId) ?? str(body.uid));
      if (!account) return sendJson(res, 404, { code: 'account.not_found', message: 'No such account.' });
      if (route === 'POST /test/pushTokens') {
        const service = body.service === 'lamembers' ? 'lamembers' : 'rakucom';
        // installed: the token the app on the account's phone holds (the launch page's).
        const token =
          body.installed === true
            ? store.installedPushToken(account, service, { reinstall: body.reinstall === true })
            : store.issuePushToken(account, service);
        return sendJson(res, 200, { token });
      }
      const kind: TokenKind = body.kind === 'game' ? 'game' : 'app';
      const ttl = typeof body.ttlSeconds === 'number' ? body.ttlSeconds : undefined;
      return sendJson(res, 200, store.issueToken(account, kind, ttl));
    }
    sendJson(res, 404, { code: 'http.not_found', message: 'No such route.' });
  }

  async function launch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = await readForm(req);
    const account = store.find(form.get('account'));
    const action = form.get('action');
    if (!account || !isOlderAppLaunch(action)) {
      sendHtml(
        res,
        400,
        launchPage({
          accounts: store.list(),
          hubOrigin: options.hubOrigin,
          error: LAUNCH_TEXT.unknownAccount,
        }),
      );
      return;
    }
    const service: LaunchService = form.get('service') === 'members' ? 'members' : 'community';
    const ttl = form.get('expired') === '1' ? -60 : undefined;
    const push = (which: PushService) => store.issuePushToken(account, which);
    // The older service vouches for this launch: a signed, short-lived, single-use assertion.
    const purpose = launchPurposeOf(action);
    const assertion = purpose ? await (await signer).sign(account, purpose) : undefined;
    const location = buildLaunchUrl({
      hubOrigin: options.hubOrigin,
      action,
      service,
      client: clients[service],
      account,
      token:
        action === 'gameRegister'
          ? store.issueToken(account, 'game', ttl).token
          : store.issueToken(account, 'app', ttl).token,
      fcmToken: form.get('withPushToken') === '1' ? push(pushServiceOf(service)) : undefined,
      linkageFcmToken: form.get('withLinkage') === '1' ? push(otherPushServiceOf(service)) : undefined,
      ...(assertion ? { assertion } : {}),
      ...(options.random ? { random: options.random } : {}),
    });
    redirect(
      res,
      form.get('viaDemo') === '1' ? viaDemoService(location, clients[service]).href : location.href,
    );
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://internal');
    try {
      if (url.pathname.startsWith('/api/')) return await api(req, res, url);
      if (url.pathname.startsWith('/test/')) return await testRoute(req, res, url);
      if (req.method === 'POST' && url.pathname === '/app/v1/login') {
        const body = await readJson(req);
        const issued = store.appSignIn(str(body.rakucomId) ?? '', str(body.password) ?? '');
        if (!issued)
          return sendJson(res, 401, { code: 'login.failed', message: 'Wrong number or password.' });
        return sendJson(res, 200, { accessToken: issued.token, expiresAt: issued.expiresAt });
      }
      if (req.method === 'GET' && url.pathname === JWKS_PATH) {
        res.setHeader('Cache-Control', 'public, max-age=300');
        return sendJson(res, 200, (await signer).jwks());
      }
      if (req.method === 'GET' && url.pathname === '/') {
        return sendHtml(res, 200, launchPage({ accounts: store.list(), hubOrigin: options.hubOrigin }));
      }
      if (req.method === 'POST' && url.pathname === '/launch') return await launch(req, res);
      if (req.method === 'GET' && url.pathname === EMBED_CHECK_PATH) {
        return sendEmbedCheck(res, options.hubOrigin);
      }
      sendJson(res, 404, { code: 'http.not_found', message: 'No such route.' });
    } catch (error) {
      if (error instanceof BadRequest) {
        sendJson(res, 400, { code: 'request.invalid', message: error.message });
        return;
      }
      throw error;
    }
  };
}

/**
 * A page on an origin that is NOT on the embedded prefecture screen's allow-list (this stand-in's):
 * it tries to frame the hub's /profileEdit/prefectures, and the browser refuses by the hub's
 * `frame-ancestors`. Its own policy allows the frame, so the refusal is the hub's.
 */
export const EMBED_CHECK_PATH = '/embed-check';

function sendEmbedCheck(res: ServerResponse, hubOrigin: string): void {
  const src = new URL('/profileEdit/prefectures', hubOrigin).href;
  const body = page({
    title: '埋め込みの確認（許可されていないサイト）',
    banner: 'スタンドイン：許可リストにないサイト',
    body: html`<h1>許可されていないサイトからの埋め込み</h1>
      <p>
        このサイトは地域の登録画面を埋め込む許可を持っていません。下の枠には何も表示されないのが正しい動きです。
      </p>
      <iframe
        id="area-register"
        title="地域の登録（拒否されるはずの枠）"
        src="${src}"
        style="width: 100%; min-height: 400px;"
      ></iframe>`,
  });
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; frame-src ${new URL(hubOrigin).origin}; frame-ancestors 'none'`,
  );
  res.end(body);
}

export function createLegacyServer(
  config: StandInsConfig,
  store?: LegacyStore,
): { server: Server; store: LegacyStore } {
  const legacyStore = store ?? new LegacyStore({ tokenTtlSeconds: config.legacy.tokenTtlSeconds });
  const handle = createLegacyHandler({
    hubOrigin: config.hubOrigin,
    apiKey: config.legacy.apiKey,
    demo: config.demo,
    store: legacyStore,
    assertions: { issuer: config.legacy.publicUrl, audience: config.legacy.assertionAudience },
  });
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[stand-ins:legacy]', error);
      if (!res.headersSent) sendJson(res, 500, { code: 'server.error', message: 'Internal error.' });
      else res.end();
    });
  });
  return { server, store: legacyStore };
}
