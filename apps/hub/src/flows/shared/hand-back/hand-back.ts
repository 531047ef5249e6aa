/**
 * The hand-back (ARCHITECTURE.md "Hand-back"): POST /member/v1/authorization with the client
 * entry → code, secureCode → the browser goes to /memberbase/v1/authorization?code&secure_code,
 * and the authentication host returns it to the service with a standard authorization code.
 */
import { type AuthorizationBodyInput, type AuthorizationResponse } from '@member-hub/api-client';
import { PKCE_METHOD } from '@member-hub/enums';
import { type ClientRecord, isSameHostProfileReturn } from '@member-hub/validators';

import { type ClientContext, endProcess, type KeyValueStorage } from '@member-hub/app-kit/client-context';
import { AUTHORIZATION_ENDPOINT } from '../../../route-paths';
import { type FlowDeps } from '../deps';

/** The authorization body from the client record; null when a required value is missing. */
export function authorizationBodyOf(client: ClientRecord | null): AuthorizationBodyInput | null {
  if (!client) return null;
  const { returnUrl, state, nonce, scope, clientId, serviceId, needsRefreshToken } = client;
  if (!returnUrl || !state || !nonce || !scope || !clientId) return null;
  const body: AuthorizationBodyInput = { returnUrl, state, nonce, scope, clientId };
  if (serviceId) body.serviceId = serviceId;
  if (needsRefreshToken === 'true' || needsRefreshToken === 'false')
    body.needsRefreshToken = needsRefreshToken;
  // The client's PKCE challenge goes to the authentication host's request. Only S256 is taken:
  // a challenge without it (RFC 7636's default is plain) is sent alone, and the server refuses it
  // (400 client.invalid) rather than the hub dropping the client's protection silently.
  if (client.code_challenge) body.codeChallenge = client.code_challenge;
  if (client.code_challenge && client.code_challenge_method === PKCE_METHOD)
    body.codeChallengeMethod = PKCE_METHOD;
  return body;
}

export function handBackUrl(answer: AuthorizationResponse): string {
  const query = new URLSearchParams({ code: answer.code, secure_code: answer.secureCode });
  return `${AUTHORIZATION_ENDPOINT}?${query.toString()}`;
}

/**
 * The hand-back ends the flow in this browser: the `process` (login, register, migration) is
 * cleared, then the address the browser goes to. The complete screen calls this with the
 * authorization answer instead of `handBackUrl`.
 */
export function endFlowWithHandBack(storage: KeyValueStorage, answer: AuthorizationResponse): string {
  endProcess(storage);
  return handBackUrl(answer);
}

export type HandBackResult =
  /** The entry is not in this browser (the e-mail link was opened elsewhere). */
  | { readonly kind: 'browser-changed' }
  /** Where the browser goes: the authentication host, which returns it to the service. */
  | { readonly kind: 'hand-back'; readonly url: string }
  /** A profile screen of this host asked for the sign-in: straight back to it, no hand-back. */
  | { readonly kind: 'profile'; readonly url: string };

/**
 * loginComplete: the hand-back code for the saved entry (POST /member/v1/authorization), the
 * process ended, and the address to go to. API failures throw (the error policy decides).
 *
 * A return address that is one of the profile's own screens on this host (a member asked to sign
 * in again before a change that needs a recent sign-in) goes straight back to it, as the carrier
 * flow's complete screen does for the profile edit (hub spec §4 "D-account flow"): no service is
 * waiting for a code there.
 */
export async function handBack(
  deps: Pick<FlowDeps, 'api' | 'storage'>,
  { client }: ClientContext,
  hubOrigin: string,
): Promise<HandBackResult> {
  if (client && isSameHostProfileReturn(client.returnUrl, hubOrigin)) {
    endProcess(deps.storage);
    return { kind: 'profile', url: client.returnUrl };
  }
  const body = authorizationBodyOf(client);
  if (!body) return { kind: 'browser-changed' };
  const answer = await deps.api.authorize({ body });
  return { kind: 'hand-back', url: endFlowWithHandBack(deps.storage, answer) };
}
