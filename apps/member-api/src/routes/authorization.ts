/**
 * The hand-back to the client (hub spec §4 "After authorization", §7) and the authentication
 * host (/memberbase/v1, an OpenID Provider):
 *
 *   POST /member/v1/authorization (bearer)  { client entry } → { code, secureCode }
 *        400 client.invalid: unknown clientId, returnUrl not a registered redirect of it, bad scope;
 *        403 member.locked: the client's service is locked for the member.
 *        403 auth.identity_unverified: an unverified e-mail/password identity or another provider.
 *   GET  /memberbase/v1/authorization?code&secure_code → the client's returnUrl with a standard
 *        OAuth 2.0 code and state (see oidc/host.ts).
 *   /memberbase/v1/oidc/*  discovery, JWKS, token, userinfo, revocation, end-session.
 */
import { memberApi } from '@member-hub/api-client/contract';
import { ApiPathPrefix, HubPagePath } from '@member-hub/enums';
import { createReturnUrlChecker } from '@member-hub/validators';

import type { Deps } from '../deps';
import { defineRoute, mountRoutes } from '../http/define-route';
import { ApiError } from '../http/errors';
import { enforceRateLimits } from '../http/rate-limit';
import {
  assertIdentityAccepted,
  assertMaySignIn,
  assertNotRefused,
  preparedSignInLookup,
  signInLookupOf,
} from '../members/sign-in-check';
import { pruneExpiredPayloads } from '../oidc/adapter';
import { amrOf } from '../oidc/claims';
import { HandBackService } from '../oidc/hand-back';
import { createAuthHost } from '../oidc/host';
import { loadOrCreateKeys } from '../oidc/keys';
import { encryptedIdCipherOf } from '../members/encrypted-id-cipher';
import { createProvider } from '../oidc/provider';
import { OIDC_MOUNT_PATH } from '../oidc/settings';

import { defineModule } from './types';

export const authorizationModule = defineModule({
  name: 'authorization',
  async register(app, deps: Deps) {
    const settings = deps.config.oidc;
    if (new URL(settings.issuer).pathname !== OIDC_MOUNT_PATH) {
      throw new Error(
        `MEMBER_API_OIDC_ISSUER must end with ${OIDC_MOUNT_PATH} (the provider is mounted there)`,
      );
    }
    const { clients } = settings;
    const serviceOfClient = new Map(clients.map((c) => [c.client_id, c.service_id]));
    const keys = loadOrCreateKeys({
      dataDir: deps.config.dataDir,
      jwksJson: settings.jwksJson,
      cookieKeys: settings.cookieKeys,
    });
    const encryptedIds = encryptedIdCipherOf(deps.config);
    const signInLookup = preparedSignInLookup(deps.db);
    const provider = createProvider({
      issuer: settings.issuer,
      clients,
      keys,
      db: deps.db,
      now: deps.now,
      // The same check as the hand-back: a member who is gone, revoked or locked for the
      // client's service gets no tokens, not even with a refresh token.
      async signInAccount(uid, clientId, readAlong) {
        const service = serviceOfClient.get(clientId);
        if (service === undefined) return undefined;
        // The member read along with the code or token (one round trip fewer), else read here.
        const found =
          readAlong === undefined
            ? await signInLookup(uid, service)
            : signInLookupOf(readAlong ?? undefined, service);
        return 'refusal' in found ? undefined : found;
      },
      encryptedIdOf: (uid) => encryptedIds.seal(uid, deps.now()),
    });
    // The hub's own allow-list (deployment configuration), read at the first standard entry.
    let checker: ((url: unknown) => boolean) | undefined;
    const hubReturnUrlChecker = () =>
      (checker ??= createReturnUrlChecker(deps.config.deployment().returnUrlPrefixes));
    const handBacks = new HandBackService({
      db: deps.db,
      now: deps.now,
      ttlSeconds: settings.handBackTtlSeconds,
      clients,
    });

    mountRoutes(app, deps, [
      defineRoute(memberApi.authorize, async ({ body, user, log }) => {
        // Per member: a burst of 20 hand-backs, then one every 3 seconds (ratelimit/token-bucket.ts).
        await enforceRateLimits(deps.rateLimiter, ['handBack', user.uid]);
        // body.refreshToken (the Firebase refresh token in the spec's payload) is accepted and
        // dropped on purpose: the server never stores a Firebase refresh token. A client that
        // wants to stay signed in asks with needsRefreshToken and gets the provider's own
        // refresh token (offline_access) at the token endpoint.
        // The registered client names its service; body.serviceId (the caller's word) does not
        // decide. An unknown client is refused by handBacks.issue below.
        const service = serviceOfClient.get(body.clientId);
        // An unverified e-mail/password sign-up or a provider the hub does not offer: refused.
        assertIdentityAccepted(user);
        if (service === undefined) await assertMaySignIn(deps.db, user.uid, undefined);
        else {
          const found = await signInLookup(user.uid, service);
          if ('refusal' in found) assertNotRefused(found.refusal);
        }
        const result = await handBacks.issue(user.uid, body, user.authTime, amrOf(user));
        if (result.kind !== 'ok') {
          log.info({ reason: result.reason, clientId: body.clientId }, 'hand-back refused');
          throw new ApiError(400, 'client.invalid', `The client entry is not accepted (${result.reason}).`);
        }
        return { code: result.code, secureCode: result.secureCode };
      }),
    ]);

    const prune = setInterval(
      () => {
        pruneExpiredPayloads(deps.db, deps.now()).catch((error: unknown) =>
          deps.logger.warn({ err: error }, 'oidc prune failed'),
        );
      },
      10 * 60 * 1000,
    );
    prune.unref();

    const authHost = createAuthHost({
      provider,
      handBacks,
      cookieKey: keys.cookieKeys[0]!,
      hubLoginPage: new URL(HubPagePath.login, deps.config.hubPublicOrigin).href,
      hubReturnUrlFor(clientId, redirectUri) {
        const accepted = hubReturnUrlChecker();
        if (accepted(redirectUri)) return redirectUri;
        const registered = clients.find((c) => c.client_id === clientId)?.hub_return_url;
        return registered && accepted(registered) ? registered : undefined;
      },
      now: deps.now,
      logger: deps.logger,
    });
    return {
      nodeMounts: [
        { prefix: ApiPathPrefix.authHost, handler: authHost },
        // The provider's metadata at the origin's well-known addresses (RFC 8414); nothing else there.
        { prefix: '/.well-known', handler: authHost },
      ],
      async close() {
        clearInterval(prune);
      },
    };
  },
});
