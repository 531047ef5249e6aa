/**
 * What the profile screens need from outside React, created once per page (src/main.tsx) by
 * app-kit's createAppServices. `navigate` is bound later, when the router exists.
 */
import { type MemberApiClient } from '@member-hub/api-client';
import { type AccountChooserController } from '@member-hub/app-kit/account-chooser';
import { type AlertQueue } from '@member-hub/app-kit/alerts';
import { type AppConfig } from '@member-hub/app-kit/config';
import { type KeyValueStorage } from '@member-hub/app-kit/client-context';
import { createAppServices } from '@member-hub/app-kit/app-services';
import { type ErrorPolicy, type FlagStore } from '@member-hub/app-kit/error-policy';
import { type ErrorReporter } from '@member-hub/app-kit/error-reporting';
import { type LazyIdentity } from '@member-hub/app-kit/lazy-services';
import { type PageViewSink } from '@member-hub/app-kit/page-view';
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
  /** Stand-ins for identity and the API (the build-time render, which never calls the API). */
  readonly api?: MemberApiClient;
  readonly identity?: LazyIdentity;
  /** Where failures are reported; the console by default. */
  readonly reporter?: ErrorReporter;
  /** Where page views go; nowhere by default. */
  readonly pageViews?: PageViewSink;
}

/**
 * app-kit's services (identity and the API client from the profile's own chunks: Firebase, the API
 * client (zod) and TanStack Query load on first use, so the entry chunk paints the prerendered
 * loading view and runs the entry rules without them).
 */
export function createProfileServices(options: ProfileServicesOptions): ProfileServices & {
  readonly identity: LazyIdentity;
  bindNavigate(navigate: (path: string) => void): void;
} {
  return createAppServices({
    ...options,
    app: 'profile',
    errorPath: RoutePath.error,
    loadIdentityChunk: () => import('./identity-chunk').then((m) => m.createIdentity),
    loadApiChunk: () => import('./api-chunk').then((m) => m.createMemberApiClient),
  });
}
