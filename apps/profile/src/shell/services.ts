/**
 * What the profile screens need from outside React, created once per page (src/main.tsx):
 * identity (Firebase; the emulator in development), the API client with the ID token from
 * identity, the client storage, the timeout flag, the error policy and the error reporter.
 * `navigate` is bound later, when the router exists.
 */
import { type MemberApiClient } from '@member-hub/api-client';
import { type AccountChooserController } from '@member-hub/app-kit/account-chooser';
import { type AlertQueue, createAlertQueue } from '@member-hub/app-kit/alerts';
import { type AppConfig } from '@member-hub/app-kit/config';
import { type KeyValueStorage, readClient } from '@member-hub/app-kit/client-context';
import {
  createErrorPolicy,
  createFlagStore,
  type ErrorPolicy,
  type FlagStore,
} from '@member-hub/app-kit/error-policy';
import {
  createErrorReporter,
  type ErrorReporter,
  reportUncaughtErrors,
} from '@member-hub/app-kit/error-reporting';
import { noopPageViewSink, type PageViewSink } from '@member-hub/app-kit/page-view';
import { type Identity } from '@member-hub/identity';

import { RoutePath } from '../route-paths';

export interface ProfileServices {
  readonly config: AppConfig;
  readonly api: MemberApiClient;
  readonly identity: Pick<
    Identity,
    | 'waitForAuthReady'
    | 'getIdToken'
    | 'signOut'
    | 'currentUser'
    | 'linkWithGoogle'
    | 'unlinkProvider'
    // E-mail change and the mail-link check (flows/change-email, flows/mail-link).
    | 'signInWithCustomToken'
    | 'revokeAndSignOut'
  >;
  readonly storage: KeyValueStorage;
  readonly timeout: FlagStore;
  /** The in-page alerts (one at a time in ui's MessageDialog, shown by the layout's AlertHost). */
  readonly alerts: AlertQueue;
  readonly policy: ErrorPolicy;
  readonly pageViews: PageViewSink;
  /** The member host for the {domain} placeholder. */
  readonly memberHost: string;
  /** Leaves the app for another page of this host or a service (window.location.assign). */
  readonly assign: (url: string) => void;
  /** The emulator's stand-in for the Google popup (development and tests), else null. */
  readonly accountChooser: AccountChooserController | null;
}

export interface ProfileServicesOptions {
  readonly config: AppConfig;
  readonly window: Window;
  readonly api: MemberApiClient;
  readonly identity: ProfileServices['identity'];
  /** Where failures are reported; the console by default. */
  readonly reporter?: ErrorReporter;
  /** Where page views go; nowhere by default. */
  readonly pageViews?: PageViewSink;
  /** The emulator's account chooser the identity was created with. */
  readonly accountChooser?: AccountChooserController | null;
}

export function createProfileServices(options: ProfileServicesOptions): ProfileServices & {
  bindNavigate(navigate: (path: string) => void): void;
} {
  const { config, window: win } = options;
  let navigate: (path: string) => void = (path) => win.location.assign(path);
  const storage = win.localStorage;
  const timeout = createFlagStore(false);
  // Sentry when VITE_SENTRY_DSN is set (its SDK loads with the first report), else the console.
  const reporter =
    options.reporter ??
    createErrorReporter({ app: 'profile', dsn: config.sentryDsn, environment: config.environment });
  reportUncaughtErrors(reporter, win);
  const policy = createErrorPolicy({
    navigate: (path) => navigate(path),
    assign: (url) => win.location.assign(url),
    timeout,
    readClient: () => readClient(storage),
    allowedReturnUrlPrefixes: config.allowedReturnUrlPrefixes,
    memberHost: win.location.host,
    errorPath: RoutePath.error,
    reporter,
  });
  return {
    config,
    api: options.api,
    identity: options.identity,
    storage,
    timeout,
    alerts: createAlertQueue(),
    policy,
    pageViews: options.pageViews ?? noopPageViewSink,
    memberHost: win.location.host,
    assign: (url) => win.location.assign(url),
    accountChooser: options.accountChooser ?? null,
    bindNavigate(next) {
      navigate = next;
    },
  };
}
