/** What the flows need from the outside world; the providers give the real ones, tests fakes. */
import { type MemberApiClient } from '@member-hub/api-client';
import { type Identity, type SavedEmailStore } from '@member-hub/identity';

import { endProcess, type KeyValueStorage } from '@member-hub/app-kit/client-context';

export type HubApi = Pick<
  MemberApiClient,
  | 'getMe'
  | 'updateMe'
  | 'addLoginHistory'
  | 'authorize'
  | 'saveLoginParam'
  | 'getLoginParam'
  | 'sendLoginMailLink'
  | 'getMailLink'
  | 'getMailLinkInfo'
  | 'enterMailCode'
  | 'confirmMailLink'
  | 'logout'
>;

export type HubIdentity = Pick<
  Identity,
  | 'isSignInLink'
  | 'completeEmailLinkSignIn'
  | 'signInWithGoogle'
  | 'setPassword'
  | 'revokeAndSignOut'
  | 'signOut'
  | 'waitForAuthReady'
  | 'currentUser'
>;

export type SavedEmail = Pick<SavedEmailStore, 'save' | 'load'>;

export interface FlowDeps {
  readonly api: HubApi;
  readonly identity: HubIdentity;
  readonly storage: KeyValueStorage;
  readonly savedEmail: SavedEmail;
  readonly allowedReturnUrlPrefixes: readonly string[];
  /** The hub's own host, for the {domain} placeholder. */
  readonly hubHost: string;
  /** The error reporter (Sentry when VITE_SENTRY_DSN is set, else the console). */
  readonly report?: (error: unknown, context?: Record<string, unknown>) => void;
}

/**
 * Revokes the refresh token through the server, then signs out (a failed revocation is only
 * logged). The flow in progress ends with the session: the local `process` key is cleared.
 */
export async function revokeAndSignOut(deps: Pick<FlowDeps, 'api' | 'identity' | 'storage'>): Promise<void> {
  endProcess(deps.storage);
  await deps.identity.revokeAndSignOut(() => deps.api.logout());
}

/** Signs out without revoking the refresh token; the flow in progress ends too. */
export async function signOutOnly(deps: Pick<FlowDeps, 'identity' | 'storage'>): Promise<void> {
  endProcess(deps.storage);
  await deps.identity.signOut();
}
