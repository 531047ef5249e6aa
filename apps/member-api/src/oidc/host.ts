/**
 * The authentication host as one raw Node handler for everything under /memberbase/v1
 * (oidc-provider owns req/res, so it is served before Hono; see routes/types.ts NodeMount):
 *
 *   GET /memberbase/v1/authorization?code&secure_code
 *       redeems the hand-back (one use, short-lived). Wrong, expired or reused → a Japanese
 *       error page (400), no redirect. Valid → a short-lived signed cookie names the hand-back
 *       and the browser goes to the provider's standard authorization endpoint with the entry's
 *       client_id, redirect_uri (= returnUrl), scope, state and nonce.
 *   GET /memberbase/v1/oidc/interaction/:uid
 *       the provider asks for login + consent; the hand-back in the cookie answers both for the
 *       member uid (provider.interactionFinished), after checking that the request's client,
 *       redirect_uri, state and nonce are the hand-back's own. The provider then redirects to
 *       returnUrl with a standard authorization code and `state`.
 *   /memberbase/v1/oidc/*  the provider itself: discovery, JWKS, auth, token, userinfo, revocation, end-session.
 *   /.well-known/oauth-authorization-server[/memberbase/v1/oidc], /.well-known/openid-configuration[…]
 *       the provider's discovery document at the origin's well-known addresses (RFC 8414).
 */
import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Provider } from 'oidc-provider';

import type { Logger } from '../logger';
import { safeEqual } from '../mail/secrets';

import type { HandBack, HandBackService } from './hand-back';
import { errorPage } from './pages';
import { interactionPath } from './provider';
import { HANDBACK_PATH, OIDC_MOUNT_PATH } from './settings';
import {
  handBackMatches,
  hubEntryOf,
  hubLoginUrl,
  type HubReturnUrlFor,
  signInRecentEnough,
} from './standard-entry';

const COOKIE = 'mh_handback';
const COOKIE_PATH = `${OIDC_MOUNT_PATH}/interaction`;
const COOKIE_MAX_AGE = 120;
/** Names the interaction a standard entry sent to the hub, for the hand-back that comes back. */
const ENTRY_COOKIE = 'mh_entry';

/**
 * The origin's well-known addresses of the provider's metadata (served by this handler's
 * `/.well-known` mount): RFC 8414's for an issuer with a path (the path after the well-known
 * name), and the bare names, since this origin has one issuer. The issuer's own
 * `${issuer}/.well-known/openid-configuration` is the provider's.
 */
export const ORIGIN_METADATA_PATHS: ReadonlySet<string> = new Set([
  `/.well-known/oauth-authorization-server${OIDC_MOUNT_PATH}`,
  `/.well-known/openid-configuration${OIDC_MOUNT_PATH}`,
  '/.well-known/oauth-authorization-server',
  '/.well-known/openid-configuration',
]);

export interface AuthHostOptions {
  provider: Provider;
  handBacks: HandBackService;
  /** HMAC key of the hand-back cookie. */
  cookieKey: string;
  /** The hub's `/login` page (absolute), where a standard entry's member signs in. */
  hubLoginPage: string;
  /** The hub's returnUrl for a client's redirect_uri (standard-entry.ts). */
  hubReturnUrlFor: HubReturnUrlFor;
  now: () => Date;
  logger: Logger;
}

function sendPage(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  );
  res.end(html);
}

function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function createAuthHost(options: AuthHostOptions) {
  const { provider, handBacks, logger } = options;
  const log = logger.child({ module: 'auth-host' });
  // The provider answers its own failures with a bare `server_error` and logs nothing: every one
  // reaches the log here with its cause, so monitoring sees it (the listener is added once).
  if (provider.listenerCount('server_error') === 0) {
    provider.on('server_error', (ctx: { method?: string; path?: string }, error: Error) => {
      log.error({ err: error, method: ctx.method, path: ctx.path }, 'authentication host error');
    });
  }
  const issuerUrl = new URL(provider.issuer);
  const secure = issuerUrl.protocol === 'https:';
  const providerCallback = provider.callback();
  const mac = (value: string) =>
    createHmac('sha256', options.cookieKey).update(`handback:${value}`).digest('base64url');
  const cookie = (value: string, maxAge: number, name = COOKIE, path = COOKIE_PATH) =>
    [
      `${name}=${value}`,
      `Path=${path}`,
      'HttpOnly',
      'SameSite=Lax',
      `Max-Age=${maxAge}`,
      secure ? 'Secure' : '',
    ]
      .filter(Boolean)
      .join('; ');

  /** The value of a cookie this host signed for `purpose`, or undefined. */
  const signed = (raw: string | undefined, purpose: string): string | undefined => {
    const dot = raw?.lastIndexOf('.') ?? -1;
    if (!raw || dot <= 0) return undefined;
    const value = raw.slice(0, dot);
    return safeEqual(raw.slice(dot + 1), mac(`${purpose}${value}`)) ? value : undefined;
  };
  const epochNow = () => Math.floor(options.now().getTime() / 1000);
  type Interaction = InstanceType<Provider['Interaction']>;

  /** Ends a waiting interaction with an OIDC error: the provider sends it to the client's redirect_uri. */
  async function failInteraction(
    res: ServerResponse,
    waiting: Interaction,
    error: string,
    description: string,
  ) {
    waiting.result = { error, error_description: description };
    await waiting.save(Math.max(waiting.exp - epochNow(), 1));
    res.statusCode = 303;
    res.setHeader('Set-Cookie', cookie('', 0, ENTRY_COOKIE, HANDBACK_PATH));
    res.setHeader('Location', waiting.returnTo);
    res.setHeader('Cache-Control', 'no-store');
    res.end();
  }

  /** Every hand-back starts without a provider session (an earlier member's would ask to log out first). */
  async function endProviderSession(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const sessionId = provider
      .createContext(req, res)
      .cookies.get(provider.cookieName('session'), { signed: true });
    if (sessionId) await (await provider.Session.find(sessionId))?.destroy();
  }

  async function handBack(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const code = url.searchParams.get('code');
    const secureCode = url.searchParams.get('secure_code');
    // A standard entry that sent this browser to the hub is waiting for this hand-back.
    const entryUid = signed(readCookie(req, ENTRY_COOKIE), 'entry:');
    const waiting = entryUid ? await provider.Interaction.find(entryUid) : undefined;
    const result = code && secureCode ? await handBacks.redeem(code, secureCode) : undefined;
    if (result?.kind !== 'ok') {
      log.info({ reason: result?.kind ?? 'missing', waiting: Boolean(waiting) }, 'hand-back refused');
      // The client that is waiting learns that the sign-in did not come back (OIDC Core §3.1.2.6).
      if (waiting) await failInteraction(res, waiting, 'access_denied', 'the sign-in was not handed back');
      else sendPage(res, 400, errorPage());
      return;
    }
    const hb = result.handBack;
    await endProviderSession(req, res);
    if (waiting && handBackMatches(hb, hubEntryOf(waiting, options.hubReturnUrlFor))) {
      // Back to the client's own request: its interaction finishes with this hand-back.
      if (waiting.session) {
        delete waiting.session;
        await waiting.save(Math.max(waiting.exp - epochNow(), 1));
      }
      res.statusCode = 303;
      res.setHeader('Set-Cookie', [
        cookie(`${hb.codeHash}.${mac(hb.codeHash)}`, COOKIE_MAX_AGE),
        cookie('', 0, ENTRY_COOKIE, HANDBACK_PATH),
      ]);
      res.setHeader('Location', new URL(interactionPath(waiting.uid), issuerUrl).href);
      res.setHeader('Cache-Control', 'no-store');
      res.end();
      return;
    }
    // The spec's entry: a new authorization request made from the hand-back.
    const authorize = new URL(provider.urlFor('authorization'));
    authorize.searchParams.set('client_id', hb.clientId);
    authorize.searchParams.set('redirect_uri', hb.returnUrl);
    authorize.searchParams.set('response_type', 'code');
    authorize.searchParams.set('scope', hb.scope);
    authorize.searchParams.set('state', hb.state);
    authorize.searchParams.set('nonce', hb.nonce);
    if (hb.codeChallenge) {
      authorize.searchParams.set('code_challenge', hb.codeChallenge);
      authorize.searchParams.set('code_challenge_method', 'S256');
    }
    // A fresh login every time (the member signed in at the hub); consent so offline_access counts.
    authorize.searchParams.set('prompt', hb.needsRefreshToken ? 'login consent' : 'login');
    res.statusCode = 303;
    res.setHeader('Set-Cookie', cookie(`${hb.codeHash}.${mac(hb.codeHash)}`, COOKIE_MAX_AGE));
    res.setHeader('Location', authorize.href);
    res.setHeader('Cache-Control', 'no-store');
    res.end();
  }

  /**
   * An interaction without a hand-back is a standard entry: the member signs in at the hub with the
   * entry derived from the request, and this host remembers (signed cookie) which interaction waits.
   */
  async function toHub(req: IncomingMessage, res: ServerResponse, details: Interaction): Promise<void> {
    const entry = hubEntryOf(details, options.hubReturnUrlFor);
    if (!entry) {
      log.info(
        { reason: 'return_url_not_allowed', clientId: details.params.client_id },
        'standard entry refused',
      );
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'the hub does not sign in for this redirect_uri' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    res.statusCode = 303;
    res.setHeader(
      'Set-Cookie',
      cookie(
        `${details.uid}.${mac(`entry:${details.uid}`)}`,
        Math.max(details.exp - epochNow(), 1),
        ENTRY_COOKIE,
        HANDBACK_PATH,
      ),
    );
    res.setHeader('Location', hubLoginUrl(options.hubLoginPage, entry));
    res.setHeader('Cache-Control', 'no-store');
    res.end();
  }

  async function interaction(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let details: Interaction;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      log.info({ reason: 'no_interaction' }, 'interaction refused');
      sendPage(res, 400, errorPage());
      return;
    }
    const codeHash = signed(readCookie(req, COOKIE), '');
    const hb: HandBack | undefined = codeHash ? await handBacks.takeForInteraction(codeHash) : undefined;
    if (!hb) {
      await toHub(req, res, details);
      return;
    }
    res.appendHeader('Set-Cookie', cookie('', 0));
    const finish = (result: Parameters<Provider['interactionFinished']>[2]) =>
      provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    // The hand-back names the request's redirect_uri itself (the spec's entry, checked against the
    // client's registration when issued) or the address the hub was given for it (standard entry).
    const returnUrlFor: HubReturnUrlFor = (clientId, redirectUri) =>
      hb.returnUrl === redirectUri ? redirectUri : options.hubReturnUrlFor(clientId, redirectUri);
    if (!handBackMatches(hb, hubEntryOf(details, returnUrlFor))) {
      log.warn({ reason: 'entry_mismatch' }, 'interaction refused');
      await finish({ error: 'access_denied', error_description: 'the sign-in was for another request' });
      return;
    }
    if (!signInRecentEnough(hb, details.params, options.now())) {
      await finish({ error: 'login_required', error_description: 'the sign-in is older than max_age' });
      return;
    }
    const grant =
      (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
      new provider.Grant({ accountId: hb.uid, clientId: hb.clientId });
    grant.addOIDCScope(hb.scope);
    const grantId = await grant.save();
    // The login time is when the member signed in at the hub (auth_time, max_age).
    const ts = Math.floor((hb.authTime ?? hb.createdAt).getTime() / 1000);
    await finish({
      login: { accountId: hb.uid, ts, ...(hb.amr ? { amr: hb.amr } : {}) },
      consent: { grantId },
    });
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://internal');
    if (ORIGIN_METADATA_PATHS.has(url.pathname)) {
      // The same metadata at the origin's well-known addresses (RFC 8414 §3.1, OpenID Connect
      // Discovery §4): answered by the provider's own discovery endpoint.
      req.url = `${OIDC_MOUNT_PATH}/.well-known/openid-configuration${url.search}`;
      url.pathname = `${OIDC_MOUNT_PATH}/.well-known/openid-configuration`;
    }
    if (url.pathname === HANDBACK_PATH || url.pathname.startsWith(`${COOKIE_PATH}/`)) {
      // GET only: a HEAD (link checkers) must not use up the one-time code.
      if (req.method !== 'GET') {
        res.statusCode = 405;
        res.setHeader('Allow', 'GET');
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ code: 'http.method_not_allowed', message: 'Method not allowed.' }));
        return;
      }
      await (url.pathname === HANDBACK_PATH ? handBack(req, res, url) : interaction(req, res));
      return;
    }
    if (url.pathname === OIDC_MOUNT_PATH || url.pathname.startsWith(`${OIDC_MOUNT_PATH}/`)) {
      // The provider routes relative to its mount path (the issuer's path) and builds its URLs
      // from originalUrl + host: make them the issuer's, however the request reached us
      // (through the gateway as localhost or 127.0.0.1, or directly).
      const original = req.url ?? '/';
      const rest = original.slice(OIDC_MOUNT_PATH.length);
      (req as IncomingMessage & { originalUrl?: string }).originalUrl = original;
      req.url = rest.startsWith('/') ? rest : `/${rest}`;
      req.headers['x-forwarded-host'] = issuerUrl.host;
      req.headers['x-forwarded-proto'] = issuerUrl.protocol.slice(0, -1);
      await providerCallback(req, res);
      return;
    }
    res.statusCode = 404;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ code: 'http.not_found', message: 'No such route.' }));
  };
}
