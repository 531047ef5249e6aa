/**
 * Creates the page's services once: identity (Firebase; the emulator in development), the API
 * client with the ID token from identity, the saved-e-mail store, the timeout flag and the error
 * policy. `navigate` is bound later, when the router exists.
 */
import { createErrorReporter, reportUncaughtErrors } from '@member-hub/app-kit/error-reporting';
import { createSavedEmailStore } from '@member-hub/identity';

import { type AppConfig } from '@member-hub/app-kit/config';
import { readClient } from '@member-hub/app-kit/client-context';
import { createAlertQueue } from '@member-hub/app-kit/alerts';
import { createErrorPolicy, createFlagStore } from '@member-hub/app-kit/error-policy';
import { type ErrorReporter } from '@member-hub/app-kit/error-reporting';
import { noopPageViewSink, type PageViewSink } from '@member-hub/app-kit/page-view';

import { type HubServices } from './ServicesContext';
import { RoutePath } from '../route-paths';
import { createAccountChooser } from './account-chooser';
import { createFlowRunner } from './flow-runner';
import { createAppIdentity, createLazyApiClient, type LazyIdentity } from '@member-hub/app-kit/lazy-services';

export interface HubServicesOptions {
  readonly config: AppConfig;
  readonly window: Window;
  /** Where failures are reported; the console by default. */
  readonly reporter?: ErrorReporter;
  /** Where page views go; nowhere by default. */
  readonly pageViews?: PageViewSink;
}

export function createHubServices(options: HubServicesOptions): HubServices & {
  readonly identity: LazyIdentity;
  bindNavigate(navigate: (path: string) => void): void;
} {
  const { config, window: win } = options;
  let navigate: (path: string) => void = (path) => win.location.assign(path);
  const accountChooser = config.firebase.emulatorUrl ? createAccountChooser() : null;
  // Firebase loads on first use (a separate chunk), not with the first paint of /login; the guards
  // (SSO check, invalid entry) skip it when nothing is stored in this browser.
  const identity = createAppIdentity(config.firebase, accountChooser, () =>
    import('./identity-chunk').then((m) => m.createIdentity),
  );
  // Sentry when VITE_SENTRY_DSN is set (its SDK loads with the first report), else the console.
  const reporter =
    options.reporter ??
    createErrorReporter({ app: 'hub', dsn: config.sentryDsn, environment: config.environment });
  reportUncaughtErrors(reporter, win);
  const report = (error: unknown, context?: Record<string, unknown>) => reporter.report(error, context);
  // The client (and zod, which it parses answers with) loads with the first API call.
  const api = createLazyApiClient(async () => {
    const { createMemberApiClient } = await import('./api-chunk');
    return createMemberApiClient({
      baseUrl: config.memberApiBase,
      getIdToken: () => identity.getIdToken(),
    });
  });
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
    errorPath: RoutePath.error,
    reporter,
  });
  // Server state's one path: flow steps run as TanStack Query mutations, the policy as fallback.
  const flows = createFlowRunner(async () => {
    const { createPolicyQueryClient } = await import('./query-chunk');
    return createPolicyQueryClient(policy);
  });
  return {
    config,
    api,
    flows,
    identity,
    savedEmail: createSavedEmailStore({ projectId: config.firebase.projectId }),
    storage,
    policy,
    timeout,
    alerts: createAlertQueue(),
    accountChooser,
    userAgent: win.navigator.userAgent,
    pageViews: options.pageViews ?? noopPageViewSink,
    assign,
    allowedReturnUrlPrefixes: config.allowedReturnUrlPrefixes,
    hubHost: win.location.host,
    report,
    bindNavigate(next) {
      navigate = next;
    },
  };
}
