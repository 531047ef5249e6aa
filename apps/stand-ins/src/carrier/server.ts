/**
 * The carrier stand-in as one Node HTTP server:
 *
 *   GET  /                                   what this is, the seeded accounts
 *   GET  /interaction/:uid                   the login page (every authorization asks for a login)
 *   POST /interaction/:uid/login             id + password → finishes login and consent
 *   POST /interaction/:uid/abort             → back to the relay with error=access_denied
 *   everything else                          oidc-provider: /.well-known/openid-configuration,
 *                                            /jwks, /auth, /token, /me, /session/end
 *
 * For tests only: POST /test/down (every other request's connection is dropped, as if the carrier
 * were unreachable, for CARRIER_DOWN_MS or until POST /test/up).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

import type { Provider } from 'oidc-provider';

import type { StandInsConfig } from '../config';
import { readForm, sendHtml, sendJson } from '../html';

import { authenticateCarrier } from './accounts';
import { loadOrCreateCarrierKeys } from './keys';
import { carrierErrorPage, carrierHomePage, carrierLoginPage } from './pages';
import { createCarrierProvider, RELAY_CLIENT_NAME } from './provider';

/** How long POST /test/down lasts at most (a test that never says /test/up cannot leave it down). */
export const CARRIER_DOWN_MS = 60_000;

const INTERACTION = /^\/interaction\/([A-Za-z0-9_-]+)(?:\/(login|abort))?$/;

export function createCarrierHandler(provider: Provider, config: StandInsConfig['carrier']) {
  const issuer = new URL(provider.issuer);
  const providerCallback = provider.callback();

  async function clientName(clientId: unknown): Promise<string> {
    const client = typeof clientId === 'string' ? await provider.Client.find(clientId) : undefined;
    return client?.clientName ?? RELAY_CLIENT_NAME;
  }

  async function interaction(
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
    action: string | undefined,
  ): Promise<void> {
    let details: Awaited<ReturnType<Provider['interactionDetails']>>;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      sendHtml(res, 400, carrierErrorPage('interaction_not_found'));
      return;
    }
    if (details.uid !== uid) {
      sendHtml(res, 400, carrierErrorPage('interaction_mismatch'));
      return;
    }
    const name = await clientName(details.params.client_id);
    if (req.method === 'GET' && action === undefined) {
      sendHtml(res, 200, carrierLoginPage({ uid, clientName: name }));
      return;
    }
    if (req.method !== 'POST' || action === undefined) {
      res.statusCode = 405;
      res.end();
      return;
    }
    if (action === 'abort') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'the user cancelled the login' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const form = await readForm(req);
    const loginId = form.get('loginId') ?? '';
    const account = authenticateCarrier(loginId, form.get('password') ?? '');
    if (!account) {
      sendHtml(res, 401, carrierLoginPage({ uid, clientName: name, loginId, error: true }));
      return;
    }
    const grant = new provider.Grant({ accountId: account.sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  let downUntil = 0;

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', issuer);
    if (req.method === 'POST' && (url.pathname === '/test/down' || url.pathname === '/test/up')) {
      downUntil = url.pathname === '/test/down' ? Date.now() + CARRIER_DOWN_MS : 0;
      sendJson(res, 200, { down: downUntil > 0 });
      return;
    }
    if (Date.now() < downUntil) {
      req.socket.destroy(); // unreachable: the caller sees the connection drop, no answer
      return;
    }
    // The provider's URLs are the issuer's, whichever host name reached this server.
    req.headers['x-forwarded-host'] = issuer.host;
    req.headers['x-forwarded-proto'] = issuer.protocol.slice(0, -1);
    const match = INTERACTION.exec(url.pathname);
    if (match) {
      await interaction(req, res, match[1]!, match[2]);
      return;
    }
    if (url.pathname === '/' && req.method === 'GET') {
      sendHtml(
        res,
        200,
        carrierHomePage({ issuer: provider.issuer, redirectUris: config.client.redirectUris }),
      );
      return;
    }
    if (url.pathname === '/auth' && req.method === 'GET') {
      // Every new authorization request shows the login page: a tester picks the account each
      // time (an earlier session in this browser would sign the previous account in silently).
      const sessionId = provider
        .createContext(req, res)
        .cookies.get(provider.cookieName('session'), { signed: true });
      if (sessionId) await (await provider.Session.find(sessionId))?.destroy();
    }
    await providerCallback(req, res);
  };
}

export function createCarrierServer(config: StandInsConfig): { server: Server; provider: Provider } {
  const keys = loadOrCreateCarrierKeys({
    dataDir: config.dataDir,
    jwksJson: config.carrier.jwksJson,
    cookieKeys: config.carrier.cookieKeys,
  });
  const provider = createCarrierProvider({
    issuer: config.carrier.issuer,
    client: config.carrier.client,
    keys,
  });
  const handle = createCarrierHandler(provider, config.carrier);
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[stand-ins:carrier]', error);
      if (!res.headersSent) sendHtml(res, 500, carrierErrorPage('server_error'));
      else res.end();
    });
  });
  return { server, provider };
}
