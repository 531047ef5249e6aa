// The build-time renderer of the profile edit's loading view (member-hub-prerender, app-kit): the
// same providers and route table as main.tsx, rendered by app-kit's renderPrerendered. The guard
// is given a signed-in member and the API is never called: the screen renders its loading state.
import { type MemberApiClient } from '@member-hub/api-client';
import { clientContextOf } from '@member-hub/app-kit/client-context';
import { readAppConfig } from '@member-hub/app-kit/config';
import { type LazyIdentity } from '@member-hub/app-kit/lazy-services';
import { buildTimeWindow } from '@member-hub/app-kit/prerender';
import { type PrerenderedScreen, renderPrerendered } from '@member-hub/app-kit/prerender/render';
import { type ReactNode } from 'react';

import { membershipProfileEditSlots } from '../flows/points/profile-edit-slots';
import { createProfileI18n } from '../i18n';
import { ProfileProviders } from '../shell/Providers';
import { createProfileServices } from '../shell/services';
import { profileRoutes } from '../routes';
import { firstPaintKey, PRERENDERED_PATHS } from './pages';

export { PRERENDERED_PATHS };

const never = () => {
  throw new Error('not at build time');
};

export async function renderScreen(path: string): Promise<PrerenderedScreen> {
  const config = readAppConfig(import.meta.env);
  const api = new Proxy({}, { get: () => never }) as MemberApiClient;
  const identity = new Proxy(
    {
      waitForAuthReady: async () => ({ uid: 'build-time' }),
      // No member's kept place (sign in again) is given back at build time.
      currentUser: () => null,
    },
    { get: (target, key) => (key in target ? target[key as keyof typeof target] : never) },
  ) as unknown as LazyIdentity;
  const services = createProfileServices({ config, window: buildTimeWindow(), api, identity });
  return renderPrerendered({
    path,
    routes: profileRoutes(services, async () => membershipProfileEditSlots(api)),
    Providers: ({ children }: { children: ReactNode }) => (
      <ProfileProviders services={services} i18n={createProfileI18n()}>
        {children}
      </ProfileProviders>
    ),
    firstPaint: firstPaintKey(clientContextOf(null)),
  });
}
