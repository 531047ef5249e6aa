// The build-time renderer of the profile edit's loading view (member-hub-prerender, app-kit): the
// same providers and route table as main.tsx, rendered with a static router. The guard is given
// a signed-in member and the API is never called: the screen renders its loading state.
import { type MemberApiClient } from '@member-hub/api-client';
import { readAppConfig } from '@member-hub/app-kit/config';
import { buildTimeWindow } from '@member-hub/app-kit/prerender';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { createAccountChooser } from '@member-hub/app-kit/account-chooser';
import { membershipProfileEditSlots } from '../flows/points/profile-edit-slots';
import { createProfileI18n } from '../i18n';
import { ProfileProviders } from '../shell/Providers';
import { createProfileServices, type ProfileServices } from '../shell/services';
import { profileRoutes } from '../routes';
import { firstPaintKey, PRERENDERED_PATHS } from './pages';

export { PRERENDERED_PATHS };

const never = () => {
  throw new Error('not at build time');
};

export async function renderScreen(path: string) {
  const config = readAppConfig(import.meta.env);
  const api = new Proxy({}, { get: () => never }) as MemberApiClient;
  const identity = new Proxy(
    {
      waitForAuthReady: async () => ({ uid: 'build-time' }),
      // No member's kept place (sign in again) is given back at build time.
      currentUser: () => null,
    },
    { get: (target, key) => (key in target ? target[key as keyof typeof target] : never) },
  ) as unknown as ProfileServices['identity'];
  const accountChooser = config.firebase.emulatorUrl ? createAccountChooser() : null;
  const services = createProfileServices({
    config,
    window: buildTimeWindow(),
    api,
    identity,
    accountChooser,
  });
  const handler = createStaticHandler(profileRoutes(services, async () => membershipProfileEditSlots(api)));
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response) {
    throw new Error(
      `prerender ${path}: the route answered ${context.status} (a redirect cannot be prerendered)`,
    );
  }
  if (context.errors) throw new Error(`prerender ${path}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <ProfileProviders services={services} i18n={createProfileI18n()}>
        {/* hydrate={false}: no inline hydration script (the CSP allows none); the client runs its loaders. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ProfileProviders>
    </StrictMode>,
  );
  return { path, html, firstPaint: firstPaintKey(null) };
}
