/**
 * The entry rules and the route guard as react-router loaders, for both apps' route tables
 * (hub spec §2 "Entry rules", "Route guard"; profile spec §2 "Entry guard").
 */
import { authErrorReturnAddress, type EntryFlow } from '@member-hub/validators';
import { type LoaderFunctionArgs, redirect } from 'react-router';

import { type ClientContext, clientContextOf } from '../client-context/client-context';
import { type KeyValueStorage, readClient } from '../client-context/client-store';
import { applyEntry } from '../client-context/entry';

export interface EntryLoaderOptions {
  storage: KeyValueStorage;
  allowedReturnUrlPrefixes: readonly string[];
  /** The app's generic error page. */
  errorPath: string;
  /** An app rule that runs first and may redirect (the hub's `hidden` rule on /register). */
  before?: (url: URL) => Response | null;
  /**
   * Runs before the redirect to the error page on an invalid entry: the app ends a session this
   * browser still holds (hub spec §8: revoke and sign out before the generic error page).
   */
  onInvalid?: () => Promise<void>;
  /** The entry rules' flow of a URL (the hub's migration register allows an empty needsRefreshToken). */
  modeOf?: (url: URL) => EntryFlow;
}

/**
 * Entry rules on every navigation: a valid entry is saved, an invalid one ends on the error page.
 * The route's data is the client context of the record now saved (null on the error page itself).
 */
export function createEntryLoader(options: EntryLoaderOptions) {
  return async ({ request }: LoaderFunctionArgs): Promise<ClientContext | Response | null> => {
    const url = new URL(request.url);
    if (url.pathname === options.errorPath) return null;
    const early = options.before?.(url);
    if (early) return early;
    const outcome = applyEntry(
      url.searchParams,
      options.storage,
      options.allowedReturnUrlPrefixes,
      options.modeOf?.(url),
    );
    if (outcome.kind === 'invalid') {
      await options.onInvalid?.();
      return redirect(options.errorPath);
    }
    return clientContextOf(outcome.kind === 'saved' ? outcome.client : readClient(options.storage));
  };
}

export interface AuthGuardOptions {
  /** Resolves with the signed-in user once Firebase has restored the session (identity). */
  waitForAuthReady: () => Promise<unknown>;
  storage: KeyValueStorage;
  allowedReturnUrlPrefixes: readonly string[];
  memberHost: string;
  errorPath: string;
}

/** The unauthorized-error destination: the return address with status=authError, or the error page. */
export function unauthorizedDestination(options: Omit<AuthGuardOptions, 'waitForAuthReady'>): string {
  return (
    authErrorReturnAddress(
      readClient(options.storage),
      options.allowedReturnUrlPrefixes,
      options.memberHost,
    ) ?? options.errorPath
  );
}

/** Route guard: a signed-in identity, else the unauthorized-error return. */
export function createAuthGuard(options: AuthGuardOptions) {
  return async () => {
    const user = await options.waitForAuthReady();
    if (user) return null;
    return redirect(unauthorizedDestination(options));
  };
}
