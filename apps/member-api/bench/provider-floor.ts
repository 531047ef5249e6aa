// The token endpoint's floor (bench/run.mjs): oidc-provider alone — the version the API runs, the
// API's signing keys, registered clients and provider settings (src/oidc/provider.ts
// providerSettings, the same function the API's provider is built with: claims, scopes,
// lifetimes, refresh-token rotation, interactions, error page) — on an in-memory store (map-adapter.ts),
// or, for a second floor, on PostgreSQL in the library's own adapter pattern (pg-adapter.ts), and
// with an account that needs no lookup. What the API adds on top of it is its own cost: the PostgreSQL
// store, the sign-in check behind findAccount, `encrypted_id`, its mount and its middleware.
// Codes come from the provider's own flow (auth → interaction → auth), finished here for a fixed
// account as the API's hand-back finishes it (a grant with the request's scope, login + consent).
import type { IncomingMessage, ServerResponse } from 'node:http';

import { Provider } from 'oidc-provider';

import type { RegisteredClient } from '../src/oidc/clients';
import type { ProviderKeys } from '../src/oidc/keys';
import { providerSettings } from '../src/oidc/provider';
import { OIDC_MOUNT_PATH } from '../src/oidc/settings';

import { createMapAdapter } from './map-adapter';

export interface ProviderFloorOptions {
  /** The floor's own issuer: its origin + the API's mount path. */
  issuer: string;
  clients: RegisteredClient[];
  keys: ProviderKeys;
  /** The one account every flow signs in, with the nickname of its ID token. */
  account: { uid: string; nickname: string };
  /** The provider's store: an in-memory one (createMapAdapter) unless given. */
  adapter?: ReturnType<typeof createMapAdapter>;
}

const INTERACTION_PREFIX = `${OIDC_MOUNT_PATH}/interaction/`;

export function createProviderFloor(options: ProviderFloorOptions): Provider {
  const { account } = options;
  // The product's own settings (src/oidc/provider.ts), with the floor's store and account.
  const configuration = providerSettings({
    clients: options.clients,
    keys: options.keys,
    adapter: options.adapter ?? createMapAdapter(),
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        claims: async () => ({ sub, nickname: account.nickname }),
      };
    },
  });
  const provider = new Provider(options.issuer, configuration);
  provider.proxy = true;
  return provider;
}

/**
 * The floor's Node handler: the provider under the API's mount path (its URLs made the issuer's,
 * as the API's host does), and the interaction, finished at once for the floor's account.
 */
export function providerFloorHandler(provider: Provider, account: { uid: string }) {
  const callback = provider.callback();
  const issuerUrl = new URL(provider.issuer);
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const original = req.url ?? '/';
    if (original.startsWith(INTERACTION_PREFIX)) {
      const details = await provider.interactionDetails(req, res);
      const grant = new provider.Grant({
        accountId: account.uid,
        clientId: String(details.params.client_id),
      });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.uid, ts: Math.floor(Date.now() / 1000) }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (original === OIDC_MOUNT_PATH || original.startsWith(`${OIDC_MOUNT_PATH}/`)) {
      const rest = original.slice(OIDC_MOUNT_PATH.length);
      (req as IncomingMessage & { originalUrl?: string }).originalUrl = original;
      req.url = rest.startsWith('/') ? rest : `/${rest}`;
      req.headers['x-forwarded-host'] = issuerUrl.host;
      req.headers['x-forwarded-proto'] = issuerUrl.protocol.slice(0, -1);
      await callback(req, res);
      return;
    }
    res.statusCode = 404;
    res.end();
  };
}
