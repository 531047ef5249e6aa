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
 */
import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Provider } from 'oidc-provider';

import type { Logger } from '../logger';
import { safeEqual } from '../mail/secrets';

import type { HandBackService } from './hand-back';
import { errorPage } from './pages';
import { HANDBACK_PATH, OIDC_MOUNT_PATH } from './settings';

const COOKIE = 'mh_handback';
const COOKIE_PATH = `${OIDC_MOUNT_PATH}/interaction`;
const COOKIE_MAX_AGE = 120;

export interface AuthHostOptions {
  provider: Provider;
  handBacks: HandBackService;
  /** HMAC key of the hand-back cookie. */
  cookieKey: string;
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
  const cookie = (value: string, maxAge: number) =>
    [
      `${COOKIE}=${value}`,
      `Path=${COOKIE_PATH}`,
      'HttpOnly',
      'SameSite=Lax',
      `Max-Age=${maxAge}`,
      secure ? 'Secure' : '',
    ]
      .filter(Boolean)
      .join('; ');

  async function handBack(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const code = url.searchParams.get('code');
    const secureCode = url.searchParams.get('secure_code');
    if (!code || !secureCode) {
      log.info({ reason: 'missing' }, 'hand-back refused');
      sendPage(res, 400, errorPage());
      return;
    }
    const result = await handBacks.redeem(code, secureCode);
    if (result.kind !== 'ok') {
      log.info({ reason: result.kind }, 'hand-back refused');
      sendPage(res, 400, errorPage());
      return;
    }
    const hb = result.handBack;
    // Every hand-back starts without a provider session: an earlier member's session in this
    // browser would make the provider ask to log that one out first (a visible form post).
    const sessionId = provider
      .createContext(req, res)
      .cookies.get(provider.cookieName('session'), { signed: true });
    if (sessionId) await (await provider.Session.find(sessionId))?.destroy();
    const authorize = new URL(provider.urlFor('authorization'));
    authorize.searchParams.set('client_id', hb.clientId);
    authorize.searchParams.set('redirect_uri', hb.returnUrl);
    authorize.searchParams.set('response_type', 'code');
    authorize.searchParams.set('scope', hb.scope);
    authorize.searchParams.set('state', hb.state);
    authorize.searchParams.set('nonce', hb.nonce);
    // A fresh login every time (the member signed in at the hub); consent so offline_access counts.
    authorize.searchParams.set('prompt', hb.needsRefreshToken ? 'login consent' : 'login');
    res.statusCode = 303;
    res.setHeader('Set-Cookie', cookie(`${hb.codeHash}.${mac(hb.codeHash)}`, COOKIE_MAX_AGE));
    res.setHeader('Location', authorize.href);
    res.setHeader('Cache-Control', 'no-store');
    res.end();
  }

  async function interaction(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let details: Awaited<ReturnType<Provider['interactionDetails']>>;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      log.info({ reason: 'no_interaction' }, 'interaction refused');
      sendPage(res, 400, errorPage());
      return;
    }
    const raw = readCookie(req, COOKIE) ?? '';
    const dot = raw.lastIndexOf('.');
    const codeHash = dot > 0 ? raw.slice(0, dot) : '';
    const valid = codeHash !== '' && safeEqual(raw.slice(dot + 1), mac(codeHash));
    const hb = valid ? await handBacks.takeForInteraction(codeHash) : undefined;
    const params = details.params as Record<string, unknown>;
    if (
      !hb ||
      params.client_id !== hb.clientId ||
      params.redirect_uri !== hb.returnUrl ||
      params.state !== hb.state ||
      params.nonce !== hb.nonce
    ) {
      log.warn({ reason: hb ? 'entry_mismatch' : 'no_handback' }, 'interaction refused');
      sendPage(res, 400, errorPage());
      return;
    }
    const grant =
      (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
      new provider.Grant({ accountId: hb.uid, clientId: hb.clientId });
    grant.addOIDCScope(hb.scope);
    const grantId = await grant.save();
    res.appendHeader('Set-Cookie', cookie('', 0));
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: hb.uid }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://internal');
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
