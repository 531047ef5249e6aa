// First: zod must not probe eval under the CSP (before any schema is built).
import '@member-hub/api-client/jitless';
import '@member-hub/ui/styles.css';

import { createAccountChooser } from '@member-hub/app-kit/account-chooser';
import { readClient } from '@member-hub/app-kit/client-context';
import { readAppConfig } from '@member-hub/app-kit/config';
import { mountApp } from '@member-hub/app-kit/prerender';
import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';

import { createProfileI18n } from './i18n';
import { firstPaintKey } from './prerender/pages';
import { ProfileProviders } from './shell/Providers';
import { createProfileServices } from './shell/services';
import { profileRoutes } from './routes';
import { createAppIdentity, createLazyApiClient } from '@member-hub/app-kit/lazy-services';

const config = readAppConfig(import.meta.env);
// Against the emulator the Google popup is the apps' shared account chooser (app-kit).
const accountChooser = config.firebase.emulatorUrl ? createAccountChooser() : null;
// Firebase, the API client (zod) and TanStack Query load on first use, in chunks of their own:
// the entry chunk paints the prerendered loading view and runs the entry rules without them (the
// guard's waitForAuthReady is Firebase's first use, and with nothing stored in this browser it
// answers "nobody" without Firebase).
const identity = createAppIdentity(config.firebase, accountChooser, () =>
  import('./shell/identity-chunk').then((m) => m.createIdentity),
);
const api = createLazyApiClient(async () => {
  const { createMemberApiClient } = await import('./shell/api-chunk');
  return createMemberApiClient({ baseUrl: config.memberApiBase, getIdToken: () => identity.getIdToken() });
});
const services = createProfileServices({ config, window, api, identity, accountChooser });
// The membership screens' slots (purchase shop, bonus points) load with those screens.
const router = createBrowserRouter(
  profileRoutes(services, () =>
    import('./flows/points/profile-edit-slots').then((m) => m.membershipProfileEditSlots(api)),
  ),
);
services.bindNavigate((path) => void router.navigate(path));

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <ProfileProviders services={services} i18n={createProfileI18n()}>
      <RouterProvider router={router} />
    </ProfileProviders>
  </StrictMode>
);
// The prerendered loading view of /profileEdit is hydrated when it is what the client shows first.
mountApp(root, app, router, () => firstPaintKey(readClient(services.storage)));
