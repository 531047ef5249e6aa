/**
 * Creates the page's services once: identity (Firebase; the emulator in development), the API
 * client with the ID token from identity, the saved-e-mail store, the timeout flag and the error
 * policy. `navigate` is bound later, when the router exists.
 */
import { createErrorReporter, reportUncaughtErrors } from '@member-hub/app-kit/error-reporting';
import { createSavedEmailStore } from '@member-hub/identity';

import { type HubConfig } from './config/env';
import { readClient } from './flows/client-store';
import { createErrorPolicy } from './flows/error-policy';
import { createAccountChooser } from './providers/account-chooser/controller';
import { createLazyApiClient } from './providers/lazy-api';
import { createLazyIdentity, type LazyIdentity } from './providers/lazy-identity';
import { type HubServices } from './providers/services';
import { createFlagStore } from './providers/timeout/store';

export interface HubServicesOptions {
  readonly config: HubConfig;
  readonly window: Window;
}

export function createHubServices({ config, window: win }: HubServicesOptions): HubServices & {
  readonly identity: LazyIdentity;
  bindNavigate(navigate: (path: string) => void): void;
} {
  let navigate: (path: string) => void = (path) => win.location.assign(path);
  const accountChooser = config.firebase.emulatorUrl ? createAccountChooser() : null;
  // Firebase loads on first use (a separate chunk), not with the first paint of /login.
  const identity = createLazyIdentity(async () => {
    const { createIdentity } = await import('./providers/identity-chunk');
    return createIdentity({
      apiKey: config.firebase.apiKey,
      authDomain: config.firebase.authDomain,
      projectId: config.firebase.projectId,
      emulatorUrl: config.firebase.emulatorUrl,
      language: 'ja',
      ...(accountChooser ? { chooseEmulatorGoogleAccount: () => accountChooser.open() } : {}),
    });
  });
  // Sentry when VITE_SENTRY_DSN is set (its SDK loads with the first report), else the console.
  const reporter = createErrorReporter({
    app: 'hub',
    dsn: config.sentryDsn,
    environment: config.environment,
  });
  reportUncaughtErrors(reporter, win);
  const report = (error: unknown, context?: Record<string, unknown>) => reporter.report(error, context);
  // The client (and zod, which it parses answers with) loads with the first API call.
  const api = createLazyApiClient(async () => {
    const { createMemberApiClient } = await import('./providers/api-chunk');
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
    openTimeoutDialog: () => timeout.set(true),
    readClient: () => readClient(storage),
    allowedReturnUrlPrefixes: config.allowedReturnUrlPrefixes,
    hubHost: win.location.host,
    report,
  });
  return {
    config,
    api,
    identity,
    savedEmail: createSavedEmailStore({ projectId: config.firebase.projectId }),
    storage,
    policy,
    timeout,
    accountChooser,
    userAgent: win.navigator.userAgent,
    assign,
    allowedReturnUrlPrefixes: config.allowedReturnUrlPrefixes,
    hubHost: win.location.host,
    report,
    bindNavigate(next) {
      navigate = next;
    },
  };
}
