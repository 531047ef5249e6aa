/**
 * Creates the page's services once: identity (Firebase; the emulator in development), the API
 * client with the ID token from identity, the saved-e-mail store, the timeout flag and the error
 * policy. `navigate` is bound later, when the router exists.
 */
import { createMemberApiClient } from '@member-hub/api-client';
import { createIdentity, createSavedEmailStore } from '@member-hub/identity';

import { type HubConfig } from './config/env';
import { readClient } from './flows/client-store';
import { createErrorPolicy } from './flows/error-policy';
import { createAccountChooser } from './providers/account-chooser/controller';
import { type HubServices } from './providers/services';
import { createFlagStore } from './providers/timeout/store';

export interface HubServicesOptions {
  readonly config: HubConfig;
  readonly window: Window;
}

export function createHubServices({ config, window: win }: HubServicesOptions): HubServices & {
  bindNavigate(navigate: (path: string) => void): void;
} {
  let navigate: (path: string) => void = (path) => win.location.assign(path);
  const accountChooser = config.firebase.emulatorUrl ? createAccountChooser() : null;
  const identity = createIdentity({
    apiKey: config.firebase.apiKey,
    authDomain: config.firebase.authDomain,
    projectId: config.firebase.projectId,
    emulatorUrl: config.firebase.emulatorUrl,
    language: 'ja',
    ...(accountChooser ? { chooseEmulatorGoogleAccount: () => accountChooser.open() } : {}),
  });
  const report = (error: unknown) => console.error('[hub]', error);
  const api = createMemberApiClient({
    baseUrl: config.memberApiBase,
    getIdToken: () => identity.getIdToken(),
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
    bindNavigate(next) {
      navigate = next;
    },
  };
}
