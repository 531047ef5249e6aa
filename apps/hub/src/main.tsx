// First: zod must not probe eval under the CSP (before any schema is built).
import '@member-hub/api-client/jitless';
import '@member-hub/ui/styles.css';
import './styles/hub.css';

import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';

import { deployment, readAppConfig } from '@member-hub/app-kit/config';
import { createHttpPageViewSink } from '@member-hub/app-kit/page-view';
import { readClientContext } from '@member-hub/app-kit/client-context';
import { mountApp } from '@member-hub/app-kit/prerender';
import { createHubEntryI18n, loadHubTexts } from './i18n';
import { HubProviders } from './shell/Providers';
import { firstPaintKey } from './prerender/pages';
import { hubRoutes } from './routes';
import { createHubServices } from './shell/services';

const config = readAppConfig(import.meta.env);
// Page views go to the deployment's destination (the local stack's gateway records them).
const pageViews = createHttpPageViewSink({ url: deployment.pageViewUrl, app: 'hub' });
const services = createHubServices({ config, window, pageViews });
// The login screen's texts are in this chunk; the other screens' come with the first of them.
const i18n = createHubEntryI18n();
let screenTexts: Promise<void> | undefined;
const loadScreenTexts = () => (screenTexts ??= loadHubTexts(i18n));
const router = createBrowserRouter(hubRoutes(services, { loadScreenTexts }));
services.bindNavigate((path) => void router.navigate(path));
// Firebase is not part of the first paint of /login. Fetch it at the first sign of use (a touch,
// a click, a key) so that Google sign-in (its popup must open close to the click) finds it ready.
const warmIdentity = () => services.identity.preload();
for (const type of ['pointerdown', 'keydown', 'touchstart'] as const) {
  window.addEventListener(type, warmIdentity, { once: true, capture: true, passive: true });
}
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <HubProviders services={services} i18n={i18n}>
      <RouterProvider router={router} />
    </HubProviders>
  </StrictMode>
);

mountApp(root, app, router, () => firstPaintKey(readClientContext(services.storage), navigator.userAgent));
