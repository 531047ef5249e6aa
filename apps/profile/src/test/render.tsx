import { createAlertQueue } from '@member-hub/app-kit/alerts';
// Renders the profile app's route table in a memory router with fake services.
import { type MemberApiClient } from '@member-hub/api-client';
import { readAppConfig } from '@member-hub/app-kit/config';
import { createMemoryStorage, saveClient } from '@member-hub/app-kit/client-context';
import { createTestErrorPolicy, renderRoutes } from '@member-hub/app-kit/testing';
import { type ClientRecord } from '@member-hub/validators';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

import { memberFixture } from '../flows/profile-edit/fixtures';
import { createProfileI18n } from '../i18n';
import { ProfileProviders } from '../shell/Providers';
import { type ProfileServices } from '../shell/services';
import { RoutePath } from '../route-paths';
import { profileRoutes } from '../routes';

export const demoClient: ClientRecord = {
  returnUrl: 'http://localhost:5190/callback',
  state: 's1',
  nonce: 'n1',
  scope: 'openid',
  clientId: 'demo-community',
};

export interface RenderOptions {
  signedIn?: boolean;
  client?: ClientRecord | null;
  getMe?: MemberApiClient['getMe'];
  /** Further API calls (fakes). */
  api?: Partial<MemberApiClient>;
  /** Further identity calls (fakes). */
  identity?: Partial<ProfileServices['identity']>;
  /** The signed-in member's uid (default u1). */
  uid?: string;
  /** Items in the local store before the app starts (what an earlier screen left behind). */
  stored?: Record<string, string>;
  /** The membership screens get their slots (the purchase shop, the bonus points), as in main.tsx. */
  membershipSlots?: boolean;
  /** In React's StrictMode, as main.tsx renders (effects run twice on mount in development). */
  strict?: boolean;
}

export function renderProfile(url: string, options: RenderOptions = {}) {
  const storage = createMemoryStorage();
  if (options.client) saveClient(storage, options.client);
  for (const [key, value] of Object.entries(options.stored ?? {})) storage.setItem(key, value);
  const reporter = { report: vi.fn() };
  const pageViews = { track: vi.fn() };
  const config = readAppConfig({ DEV: true });
  const { policy, assign, timeout, bindNavigate } = createTestErrorPolicy({
    storage,
    allowedReturnUrlPrefixes: config.allowedReturnUrlPrefixes,
    errorPath: RoutePath.error,
    reporter,
  });
  const getMe = vi.fn(options.getMe ?? (async () => memberFixture));
  const services: ProfileServices = {
    config,
    api: {
      checkNickname: async () => ({ exsist: false }),
      listPasskeys: async () => ({ passkeys: [] }),
      getMe,
      ...options.api,
    } as unknown as MemberApiClient,
    identity: {
      waitForAuthReady: async () => (options.signedIn === false ? null : ({ uid: 'u1' } as never)),
      getIdToken: async () => 'token',
      currentUser: () =>
        options.signedIn === false ? null : ({ uid: options.uid ?? 'u1', providerIds: [] } as never),
      linkWithGoogle: vi.fn(),
      unlinkProvider: vi.fn(),
      signInWithCustomToken: vi.fn(async () => ({ user: { uid: 'u1' } }) as never),
      revokeAndSignOut: vi.fn(async (logout: () => Promise<void>) => {
        await logout().catch(() => undefined);
      }),
      signOut: vi.fn(async () => {}),
      ...options.identity,
    },
    storage,
    timeout,
    alerts: createAlertQueue(),
    policy,
    pageViews,
    memberHost: 'localhost:5170',
    assign,
    accountChooser: null,
  };
  const [pathname, search] = url.split('?');
  const loadSlots = options.membershipSlots
    ? () =>
        import('../flows/points/profile-edit-slots').then((m) => m.membershipProfileEditSlots(services.api))
    : undefined;
  const router = createMemoryRouter(profileRoutes(services, loadSlots), {
    initialEntries: [{ pathname: pathname!, search: search ? `?${search}` : '' }],
  });
  bindNavigate((path) => void router.navigate(path));
  const app = (
    <ProfileProviders services={services} i18n={createProfileI18n()}>
      <RouterProvider router={router} />
    </ProfileProviders>
  );
  const tree = options.strict ? <StrictMode>{app}</StrictMode> : app;
  const { view, remount, revisit } = renderRoutes(tree, router);
  return { router, storage, assign, reporter, getMe, timeout, pageViews, view, services, remount, revisit };
}
