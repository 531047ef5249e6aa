import { type MemberApiClient } from '@member-hub/api-client';
import { type SavedEmailStore } from '@member-hub/identity';

import { type AlertQueue } from '@member-hub/app-kit/alerts';
import { createServicesContext } from '@member-hub/app-kit/app-services';
import { type AppConfig } from '@member-hub/app-kit/config';
import { type PageViewSink } from '@member-hub/app-kit/page-view';
import { type KeyValueStorage } from '@member-hub/app-kit/client-context';
import { type ErrorPolicy } from '@member-hub/app-kit/error-policy';
import { type FlagStore } from '@member-hub/app-kit/error-policy';
import { type LazyIdentity } from '@member-hub/app-kit/lazy-services';
import { type FlowDeps } from '../flows/shared/deps';
import { type AccountChooserController } from '@member-hub/app-kit/account-chooser';
import { type FlowRunner } from './flow-runner';

/** Everything the screens need from outside React, created once per page (src/services.ts). */
export interface HubServices extends FlowDeps {
  readonly config: AppConfig;
  readonly api: MemberApiClient;
  /** Firebase loads on first use: `getIdentity()` loads it for the screens that ask it synchronously. */
  readonly identity: Pick<
    LazyIdentity,
    keyof FlowDeps['identity'] | 'getIdToken' | 'getIdTokenClaims' | 'signInWithCustomToken' | 'getIdentity'
  >;
  readonly savedEmail: Pick<SavedEmailStore, 'save' | 'load' | 'clear'>;
  readonly storage: KeyValueStorage;
  readonly policy: ErrorPolicy;
  /** Runs flow steps as TanStack Query mutations, the policy as their global fallback. */
  readonly flows: FlowRunner;
  readonly timeout: FlagStore;
  /** In-page alerts (never the browser's alert()); shown by HubLayout's AlertHost. */
  readonly alerts: AlertQueue;
  /** Set against the emulator only. */
  readonly accountChooser: AccountChooserController | null;
  readonly userAgent: string;
  /** Where page views go (a no-op unless configured). */
  readonly pageViews: PageViewSink;
  /** Leaves the hub (window.location.assign). */
  readonly assign: (url: string) => void;
}

const servicesContext = createServicesContext<HubServices>('useHubServices');

export const HubServicesContext = servicesContext.Context;

export const useHubServices: () => HubServices = servicesContext.use;
