// First: zod must not probe eval under the CSP (before any schema is built).
import '@member-hub/api-client/jitless';
import '@member-hub/ui/styles.css';

import { readClientContext } from '@member-hub/app-kit/client-context';
import { deployment, readAppConfig } from '@member-hub/app-kit/config';
import { createHttpPageViewSink } from '@member-hub/app-kit/page-view';
import { mountApp } from '@member-hub/app-kit/prerender';
import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';

import { createProfileI18n } from './i18n';
import { firstPaintKey } from './prerender/pages';
import { ProfileProviders } from './shell/Providers';
import { createProfileServices } from './shell/services';
import { profileRoutes } from './routes';

const config = readAppConfig(import.meta.env);
// Firebase, the API client (zod) and TanStack Query load on first use, in chunks of their own:
// the entry chunk paints the prerendered loading view and runs the entry rules without them (the
// guard's waitForAuthReady is Firebase's first use, and with nothing stored in this browser it
// answers "nobody" without Firebase). Against the emulator the Google popup is the apps' shared
// account chooser (app-kit).
// Page views go to the deployment's destination (the local stack's gateway records them).
const pageViews = createHttpPageViewSink({ url: deployment.pageViewUrl, app: 'profile' });
const services = createProfileServices({ config, window, pageViews });
// The membership screens' slots (purchase shop, bonus points) load with those screens.
const router = createBrowserRouter(
  profileRoutes(services, () =>
    import('./flows/points/profile-edit-slots').then((m) => m.membershipProfileEditSlots(services.api)),
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
mountApp(root, app, router, () => firstPaintKey(readClientContext(services.storage)));
