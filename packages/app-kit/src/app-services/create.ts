/**
 * The services object both apps create once per page (their `src/main.tsx`, and the build-time
 * render): identity (Firebase from the app's own chunk, the emulator in development), the member
 * API client with the ID token from identity (also its own chunk), the client storage, the timeout
 * flag, the in-page alerts, the error policy and reporter, the page-view sink and the emulator's
 * account chooser. `navigate` is bound later, when the router exists.
 */
import { type createMemberApiClient, type MemberApiClient } from '@member-hub/api-client';

import { type AccountChooserController, createAccountChooser } from '../account-chooser';
import { type AlertQueue, createAlertQueue } from '../alerts';
import { type KeyValueStorage, readClient } from '../client-context';
import { type AppConfig } from '../config';
import { createErrorPolicy, createFlagStore, type ErrorPolicy, type FlagStore } from '../error-policy';
import { createErrorReporter, type ErrorReporter, reportUncaughtErrors } from '../error-reporting';
import {
  createAppIdentity,
  createLazyApiClient,
  type LazyIdentity,
  type LoadIdentityChunk,
} from '../lazy-services';
import { noopPageViewSink, type PageViewSink } from '../page-view';

/** What every screen of either app may need from outside React. */
export interface AppServices {
  readonly config: AppConfig;
  readonly identity: LazyIdentity;
  readonly api: MemberApiClient;
  readonly storage: KeyValueStorage;
  readonly timeout: FlagStore;
  /** The in-page alerts (one at a time in ui's MessageDialog, shown by AppLayout's AlertHost). */
  readonly alerts: AlertQueue;
  readonly policy: ErrorPolicy;
  readonly reporter: ErrorReporter;
  readonly pageViews: PageViewSink;
  /** The member host for the {domain} placeholder and the return-address checks. */
  readonly memberHost: string;
  readonly userAgent: string;
  /** Leaves the app for another page of this host or a service (window.location.assign). */
  readonly assign: (url: string) => void;
  /** The emulator's stand-in for the Google popup (development and tests), else null. */
  readonly accountChooser: AccountChooserController | null;
}

/** `createMemberApiClient` of `@member-hub/api-client` from the app's own chunk. */
export type LoadApiChunk = () => Promise<typeof createMemberApiClient>;

export interface AppServicesOptions {
  /** Which app reports (the reporter's `app`). */
  readonly app: 'hub' | 'profile';
  readonly config: AppConfig;
  readonly window: Window;
  /** The generic error page the error policy sends to. */
  readonly errorPath: string;
  /** `() => import('./identity-chunk').then((m) => m.createIdentity)`: Firebase in a chunk of its own. */
  readonly loadIdentityChunk: LoadIdentityChunk;
  /** `() => import('./api-chunk').then((m) => m.createMemberApiClient)`: the client (and zod) likewise. */
  readonly loadApiChunk: LoadApiChunk;
  /** Stand-ins for identity and the API (the build-time render, which never calls the API). */
  readonly identity?: LazyIdentity;
  readonly api?: MemberApiClient;
  /** Where failures are reported; Sentry when `config.sentryDsn` is set, else the console. */
  readonly reporter?: ErrorReporter;
  /** Where page views go; nowhere by default. */
  readonly pageViews?: PageViewSink;
}

export function createAppServices(options: AppServicesOptions): AppServices & {
  bindNavigate(navigate: (path: string) => void): void;
} {
  const { config, window: win } = options;
  let navigate: (path: string) => void = (path) => win.location.assign(path);
  const accountChooser = config.firebase.emulatorUrl ? createAccountChooser() : null;
  // Firebase loads on first use (a separate chunk), not with the first paint; the guards skip it
  // when nothing is stored in this browser.
  const identity =
    options.identity ?? createAppIdentity(config.firebase, accountChooser, options.loadIdentityChunk);
  // Sentry when VITE_SENTRY_DSN is set (its SDK loads with the first report), else the console.
  const reporter =
    options.reporter ??
    createErrorReporter({ app: options.app, dsn: config.sentryDsn, environment: config.environment });
  reportUncaughtErrors(reporter, win);
  // The client (and zod, which it parses answers with) loads with the first API call.
  const api =
    options.api ??
    createLazyApiClient(async () =>
      (await options.loadApiChunk())({
        baseUrl: config.memberApiBase,
        getIdToken: () => identity.getIdToken(),
      }),
    );
  const storage = win.localStorage;
  const timeout = createFlagStore(false);
  const assign = (url: string) => win.location.assign(url);
  const policy = createErrorPolicy({
    navigate: (path) => navigate(path),
    assign,
    timeout,
    readClient: () => readClient(storage),
    allowedReturnUrlPrefixes: config.allowedReturnUrlPrefixes,
    memberHost: win.location.host,
    errorPath: options.errorPath,
    reporter,
  });
  return {
    config,
    identity,
    api,
    storage,
    timeout,
    alerts: createAlertQueue(),
    policy,
    reporter,
    pageViews: options.pageViews ?? noopPageViewSink,
    memberHost: win.location.host,
    userAgent: win.navigator.userAgent,
    assign,
    accountChooser,
    bindNavigate(next) {
      navigate = next;
    },
  };
}
