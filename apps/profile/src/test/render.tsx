// Renders the profile app's route table in a memory router with fake services.
import { type MemberApiClient } from '@member-hub/api-client';
import { readAppConfig } from '@member-hub/app-kit/config';
import { createMemoryStorage, readClient, saveClient } from '@member-hub/app-kit/client-context';
import { createErrorPolicy, createFlagStore } from '@member-hub/app-kit/error-policy';
import { type ClientRecord } from '@member-hub/validators';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

import { createProfileI18n } from '../i18n';
import { ProfileProviders } from '../providers/ProfileProviders';
import { type ProfileServices } from '../providers/services';
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
}

export function renderProfile(url: string, options: RenderOptions = {}) {
  const storage = createMemoryStorage();
  if (options.client) saveClient(storage, options.client);
  const assign = vi.fn();
  const reporter = { report: vi.fn() };
  const pageViews = { track: vi.fn() };
  const timeout = createFlagStore(false);
  const config = readAppConfig({ DEV: true });
  let navigate: (path: string) => void = () => {};
  const policy = createErrorPolicy({
    navigate: (path) => navigate(path),
    assign,
    timeout,
    readClient: () => readClient(storage),
    allowedReturnUrlPrefixes: config.allowedReturnUrlPrefixes,
    memberHost: 'localhost:5170',
    errorPath: RoutePath.error,
    reporter,
  });
  const getMe = vi.fn(options.getMe ?? (async () => ({ nickname: 'はなこ' }) as never));
  const services: ProfileServices = {
    config,
    api: { getMe } as unknown as MemberApiClient,
    identity: {
      waitForAuthReady: async () => (options.signedIn === false ? null : ({ uid: 'u1' } as never)),
      getIdToken: async () => 'token',
    },
    storage,
    timeout,
    policy,
    pageViews,
    memberHost: 'localhost:5170',
  };
  const [pathname, search] = url.split('?');
  const router = createMemoryRouter(profileRoutes(services), {
    initialEntries: [{ pathname: pathname!, search: search ? `?${search}` : '' }],
  });
  navigate = (path) => void router.navigate(path);
  const view = render(
    <ProfileProviders services={services} i18n={createProfileI18n()}>
      <RouterProvider router={router} />
    </ProfileProviders>,
  );
  return { router, storage, assign, reporter, getMe, timeout, pageViews, view };
}
