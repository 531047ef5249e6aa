/**
 * Creates the hub's services once per page: app-kit's (identity, API client, storage, timeout
 * flag, alerts, error policy and reporter, page views, account chooser) and the hub's own (the
 * saved-e-mail store, the flow runner). `navigate` is bound later, when the router exists.
 */
import { createAppServices } from '@member-hub/app-kit/app-services';
import { type AppConfig } from '@member-hub/app-kit/config';
import { type ErrorReporter } from '@member-hub/app-kit/error-reporting';
import { type LazyIdentity } from '@member-hub/app-kit/lazy-services';
import { type PageViewSink } from '@member-hub/app-kit/page-view';
import { createSavedEmailStore } from '@member-hub/identity';

import { RoutePath } from '../route-paths';
import { createFlowRunner } from './flow-runner';
import { type HubServices } from './ServicesContext';

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
  const app = createAppServices({
    ...options,
    app: 'hub',
    errorPath: RoutePath.error,
    loadIdentityChunk: () => import('./identity-chunk').then((m) => m.createIdentity),
    loadApiChunk: () => import('./api-chunk').then((m) => m.createMemberApiClient),
  });
  const { config, reporter, policy } = app;
  // Server state's one path: flow steps run as TanStack Query mutations, the policy as fallback.
  const flows = createFlowRunner(async () => {
    const { createPolicyQueryClient } = await import('./query-chunk');
    return createPolicyQueryClient(policy);
  });
  return {
    ...app,
    flows,
    savedEmail: createSavedEmailStore({ projectId: config.firebase.projectId }),
    allowedReturnUrlPrefixes: config.allowedReturnUrlPrefixes,
    hubHost: app.memberHost,
    report: (error: unknown, context?: Record<string, unknown>) => reporter.report(error, context),
  };
}
