/**
 * The carrier account (d-account) relay. Hub spec §4 "D-account flow", §7, §9.
 *
 *   hub ──POST daccountEntry!authRegister──▶ oneTimeToken
 *   browser ──GET daccountEntry/relay/<oneTimeToken> (once)──▶ 302 carrier login (PKCE, rpState, rpNonce)
 *   carrier ──GET daccountEntry/callback?code&state──▶ entry stored by state ──▶ 302 redirectUrl (unchanged)
 *   hub ──GET daccountEntry?state, GET daccount/{id}, GET daccountEntry!token──▶ entry, user?, customToken
 *
 * The relay page sets an HttpOnly cookie that binds the login to the browser: the callback and
 * the three reads answer only that browser, so a carrier subject alone gives nobody a token.
 */
import { memberApi, DACCOUNT_CALLBACK_PATH, DACCOUNT_RELAY_PATH } from '@member-hub/api-client/contract';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

import { CarrierRelayError, createCarrierRelay, type CarrierRelay } from '../daccount/carrier-relay';
import {
  clientDataOf,
  completeEntry,
  completedEntryOf,
  ENTRY_TTL_MS,
  failEntry,
  issueEntry,
  linkCarrierAccount,
  markTokenIssued,
  memberUidOf,
  startEntry,
  startedEntryOf,
  uidForCarrierAccount,
  unlinkCarrierAccount,
  type DaccountEntryRow,
  type EntryFailure,
} from '../daccount/entries';
import type { AppEnv } from '../http/app-env';
import { defineRoute, mountRoutes } from '../http/define-route';
import { ApiError } from '../http/errors';
import { enforceRateLimits } from '../http/rate-limit';
import { SIGN_IN_METHOD_CLAIM } from '../identity';
import { errorPage } from '../oidc/pages';

import { defineModule } from './types';

/** The browser binding cookie of the relay. */
export const DACCOUNT_COOKIE = 'mh_daccount';
/** The query value the relay adds to redirectUrl when the carrier login did not finish. */
export const DACCOUNT_ERROR_PARAM = 'daccountError';

export const RELAY_ERROR_TITLE = 'dアカウントでのログインを始められませんでした';
export const RELAY_ERROR_MESSAGE =
  'ページの有効期限が切れたか、すでに使われたリンクです。恐れ入りますが、ご利用のサービスからもう一度はじめからお試しください。';

function htmlError(c: Context<AppEnv>, status: 400 | 410) {
  c.header('cache-control', 'no-store');
  return c.html(errorPage(RELAY_ERROR_TITLE, RELAY_ERROR_MESSAGE), status);
}

/** Back to the hub page that started the login, with the outcome in the query. */
function backToHub(c: Context<AppEnv>, entry: DaccountEntryRow, failure?: EntryFailure) {
  // The hub keeps its rpState itself (the redirect URL's own query is the client's, with its state).
  const target = new URL(entry.redirectUrl);
  if (failure) target.searchParams.set(DACCOUNT_ERROR_PARAM, failure);
  c.header('cache-control', 'no-store');
  return c.redirect(target.href, 302);
}

export const daccountModule = defineModule({
  name: 'daccount',
  register(app, deps) {
    const relay: CarrierRelay = deps.carrierRelay ?? createCarrierRelay(deps.config);
    const { db, now, logger, config } = deps;
    const bindingOf = (c: Context<AppEnv>) => getCookie(c, DACCOUNT_COOKIE);

    // The relay page under the one-time token: starts the carrier login (once).
    app.get(`${DACCOUNT_RELAY_PATH}/:oneTimeToken`, async (c) => {
      const started = await startEntry(db, now(), c.req.param('oneTimeToken'), (entry) =>
        relay.start({ state: entry.state, nonce: entry.nonce }),
      );
      if (!started.ok) {
        if (!started.entry) return htmlError(c, 410); // unknown, used or expired: refused
        logger.warn({ err: started.error }, 'carrier login could not start');
        return backToHub(c, started.entry, 'unavailable');
      }
      setCookie(c, DACCOUNT_COOKIE, started.binding, {
        path: '/member/v1',
        httpOnly: true,
        sameSite: 'Lax', // sent on the carrier's top-level redirect back
        secure: config.hubPublicOrigin.startsWith('https:'),
        maxAge: ENTRY_TTL_MS / 1000,
      });
      c.header('cache-control', 'no-store');
      c.header('referrer-policy', 'no-referrer');
      return c.redirect(started.url, 302);
    });

    // The carrier's return: checks state, exchanges the code, stores the entry by state.
    app.get(DACCOUNT_CALLBACK_PATH, async (c) => {
      const at = now();
      const entry = await startedEntryOf(db, at, bindingOf(c));
      if (!entry) return htmlError(c, 400); // not started in this browser (or already returned)
      const url = new URL(c.req.url);
      if (url.searchParams.get('state') !== entry.state) {
        await failEntry(db, entry, 'state_mismatch');
        return backToHub(c, entry, 'state_mismatch');
      }
      if (url.searchParams.has('error')) {
        await failEntry(db, entry, 'denied');
        return backToHub(c, entry, 'denied');
      }
      try {
        const { sub, nickname } = await relay.finish(url.search, {
          state: entry.state,
          nonce: entry.nonce,
          codeVerifier: entry.codeVerifier ?? '',
        });
        await completeEntry(db, at, entry, sub, nickname);
        return backToHub(c, entry);
      } catch (error) {
        const failure: EntryFailure =
          error instanceof CarrierRelayError && error.kind === 'unavailable' ? 'unavailable' : 'rejected';
        logger.warn({ err: error, failure }, 'carrier login did not finish');
        await failEntry(db, entry, failure);
        return backToHub(c, entry, failure);
      }
    });

    mountRoutes(app, deps, [
      defineRoute(memberApi.daccountAuthRegister, async ({ body, clientIp, deps: { rateLimiter } }) => {
        await enforceRateLimits(rateLimiter, ['daccount', clientIp]);
        let redirectUrl: URL;
        try {
          redirectUrl = new URL(body.redirectUrl);
        } catch {
          redirectUrl = new URL('invalid:');
        }
        if (redirectUrl.origin !== new URL(config.hubPublicOrigin).origin) {
          throw new ApiError(
            400,
            'daccount.redirect_invalid',
            "redirectUrl must be a page of the hub's origin.",
          );
        }
        return issueEntry(db, now(), {
          state: body.rpState,
          nonce: body.rpNonce,
          redirectUrl: redirectUrl.href,
          clientData: clientDataOf(redirectUrl),
        });
      }),

      defineRoute(memberApi.getDaccountEntry, async ({ query, c }) => {
        const entry = await completedEntryOf(db, now(), bindingOf(c), { state: query.state });
        if (!entry?.daccountEntryUserId)
          throw new ApiError(
            404,
            'daccount.entry_not_found',
            'No finished carrier login of this browser for this state.',
          );
        // The carrier's nickname is the server's (verified ID token), set after the client data so
        // a query value of the same name never stands in for it.
        return {
          ...entry.clientData,
          daccountEntryUserId: entry.daccountEntryUserId,
          carrierNickname: entry.carrierNickname ?? '',
        };
      }),

      defineRoute(memberApi.getDaccountUser, async ({ params, c }) => {
        const id = params.daccountEntryUserId ?? '';
        const entry = await completedEntryOf(db, now(), bindingOf(c), { daccountEntryUserId: id });
        if (!entry)
          throw new ApiError(
            403,
            'daccount.entry_mismatch',
            'This browser did not sign in with this carrier account.',
          );
        if (!(await memberUidOf(db, id)))
          throw new ApiError(404, 'daccount.user_not_found', 'No member is linked to this carrier account.');
        return { daccountEntryUserId: id };
      }),

      defineRoute(memberApi.getDaccountToken, async ({ query, c, deps: { identity } }) => {
        const at = now();
        const entry = await completedEntryOf(db, at, bindingOf(c), query);
        if (!entry)
          throw new ApiError(
            403,
            'daccount.entry_mismatch',
            'This browser did not sign in with this carrier account.',
          );
        if (entry.tokenIssuedAt)
          throw new ApiError(
            403,
            'daccount.token_used',
            'The custom token of this carrier login was already issued.',
          );
        const uid = await uidForCarrierAccount(db, at, query.daccountEntryUserId);
        // It says how the member signed in, for the ID token's amr (oidc/claims.ts amrOf).
        const customToken = await identity.createCustomToken(uid, { [SIGN_IN_METHOD_CLAIM]: 'd-account' });
        if (!(await markTokenIssued(db, at, entry)))
          throw new ApiError(
            403,
            'daccount.token_used',
            'The custom token of this carrier login was already issued.',
          );
        return { customToken };
      }),

      // Linkage (hub §4 linkage process; profile §2 "Provider linkage", the carrier half).
      defineRoute(memberApi.linkDaccount, async ({ user, body, c }) => {
        const outcome = await linkCarrierAccount(db, now(), bindingOf(c), {
          uid: user.uid,
          state: body.state,
        });
        switch (outcome.kind) {
          case 'linked':
            return { daccountEntryUserId: outcome.daccountEntryUserId };
          case 'no-entry':
            throw new ApiError(
              403,
              'daccount.entry_mismatch',
              'No unused finished carrier login of this browser for this state.',
            );
          case 'no-member':
            throw new ApiError(404, 'member.not_found', 'The signed-in user has no member record.');
          case 'already-linked':
            throw new ApiError(
              409,
              'daccount.already_linked',
              'This carrier account, or the signed-in member, is already linked.',
            );
        }
      }),

      defineRoute(memberApi.unlinkDaccount, async ({ user }) => {
        const outcome = await unlinkCarrierAccount(db, now(), user.uid);
        if (outcome === 'refused')
          throw new ApiError(
            403,
            'daccount.unlink_refused',
            'A member created by the carrier account cannot unlink it.',
          );
        if (outcome === 'no-member')
          throw new ApiError(404, 'member.not_found', 'The signed-in user has no member record.');
      }),
    ]);
  },
});
