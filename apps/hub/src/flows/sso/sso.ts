/**
 * The single-sign-on check /sso, /checkAuth (hub spec §4 "Single-sign-on check"):
 * signed in, service not locked and status not '2' → update the profile, add a login history
 * entry, register the authorization (refresh token) and return with auth=true; otherwise sign out
 * — revoking the refresh token first only for return addresses of the membership service (§4 step
 * 3: "in one variant only for return addresses containing the membership service name") — and go
 * to the service's failure address (by serviceId) or the return address with auth=false.
 * Any failure → the generic error page (revoked and signed out, §8), reported as
 * 'check if logged-in user failed' with the failure as its cause — except a client entry the API
 * refuses: the authorization runs before the writes, so a link with a made-up client writes
 * nothing and signs nobody out.
 *
 * Any site can link a signed-in member to /sso with a real client's entry (its client id and
 * return address are public). The check acts — writes, authorization, sign-out — only when the
 * service itself started the navigation: the page the browser came from (document.referrer, set by
 * the browser from the navigation's initiator; a foreign page can remove it, never forge it) is on
 * the origin of the service's return address, which the API checks against the client's
 * registered addresses. Otherwise nothing is written and nobody is signed out: the service gets
 * auth=false and runs its ordinary sign-in. docs/decisions/0013.
 */
import { ApiErrorCode, isHttpError } from '@member-hub/api-client';
import { internalError } from '@member-hub/app-kit/error-reporting';
import {
  InternalErrorMessage,
  LoginHistoryMode,
  MemberStatus,
  ReturnQuery,
  SECOND_SERVICE_MARKER,
  ssoFailureRedirectOf,
} from '@member-hub/enums';

import { type ClientContext } from '@member-hub/app-kit/client-context';
import { type ClientRecord, mergeServiceUsageFor, returnAddress } from '@member-hub/validators';

import { deployment } from '../../shell/deployment';
import { type FlowDeps, revokeAndSignOut, signOutOnly } from '../shared/deps';
import { authorizationBodyOf } from '../shared/hand-back/hand-back';
import { recordLoginHistory } from '../shared/login-history';
import { checkMemberAccess } from '../shared/member-access';

/** The API refused the client entry itself (unknown client, return address or bad values). */
function isRefusedClientEntry(error: unknown): boolean {
  return (
    isHttpError(error) &&
    (error.code === ApiErrorCode.ClientInvalid || error.code === ApiErrorCode.ValidationFailed)
  );
}

export type SsoOutcome = { kind: 'redirect'; url: string } | { kind: 'error'; error?: unknown };

/** True when the page the browser came from is on the origin of the service's return address. */
export function startedByService(referrer: string, returnUrl: string): boolean {
  try {
    const from = new URL(referrer).origin;
    return from !== 'null' && from === new URL(returnUrl).origin;
  } catch {
    return false; // no referrer (removed, typed, bookmarked) or no address at all
  }
}

/** Where a check that finds no usable sign-in goes: the service's failure address, else auth=false. */
function notSignedIn(client: ClientRecord, deps: FlowDeps): SsoOutcome {
  const failure = client.serviceId
    ? ssoFailureRedirectOf(client.serviceId, deployment.ssoFailureUrls)
    : undefined;
  return {
    kind: 'redirect',
    url: failure ?? returnAddress(client.returnUrl, ReturnQuery.authFalse, { hubHost: deps.hubHost }),
  };
}

/**
 * `navigation.referrer`: the page that sent the browser to /sso (document.referrer).
 */
export async function runSsoCheck(
  deps: FlowDeps,
  { client, variant }: ClientContext,
  navigation: { referrer: string },
): Promise<SsoOutcome> {
  const body = authorizationBodyOf(client);
  if (!client || !body) return { kind: 'error' };
  // Not the service's own link: write nothing, sign nobody out.
  if (!startedByService(navigation.referrer, client.returnUrl)) return notSignedIn(client, deps);
  try {
    const user = await deps.identity.waitForAuthReady();
    const access = user ? await checkMemberAccess(deps.api, variant, deps.report) : null;
    if (access?.ok && access.me.memberStatus !== MemberStatus.SsoBlocked) {
      // The authorization first: the server checks the client and its return address, so a
      // made-up client entry writes nothing.
      await deps.api.authorize({ body });
      await deps.api.updateMe({
        body: {
          memberStatus: access.me.memberStatus,
          serviceUsage: mergeServiceUsageFor(access.me.serviceUsage, variant),
        },
      });
      await recordLoginHistory(deps.api, LoginHistoryMode.Login, variant, client.returnUrl);
      return {
        kind: 'redirect',
        url: returnAddress(client.returnUrl, ReturnQuery.authTrue, { hubHost: deps.hubHost }),
      };
    }
    if (user) {
      if (client.returnUrl.includes(SECOND_SERVICE_MARKER)) await revokeAndSignOut(deps);
      else await signOutOnly(deps);
    }
    return notSignedIn(client, deps);
  } catch (error) {
    // A client entry the API refuses says nothing about the member: no sign-out.
    if (!isRefusedClientEntry(error)) await revokeAndSignOut(deps).catch(() => undefined);
    return { kind: 'error', error: internalError(InternalErrorMessage.LoggedInCheck, error) };
  }
}
