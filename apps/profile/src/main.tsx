import '@member-hub/ui/styles.css';

import { createMemberApiClient } from '@member-hub/api-client';
import { readAppConfig } from '@member-hub/app-kit/config';
import { createIdentity } from '@member-hub/identity';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

import { createProfileI18n } from './i18n';
import { ProfileProviders } from './providers/ProfileProviders';
import { createProfileServices } from './providers/services';
import { profileRoutes } from './routes';

const config = readAppConfig(import.meta.env);
const identity = createIdentity({
  apiKey: config.firebase.apiKey,
  authDomain: config.firebase.authDomain,
  projectId: config.firebase.projectId,
  emulatorUrl: config.firebase.emulatorUrl,
  language: 'ja',
});
const api = createMemberApiClient({ baseUrl: config.memberApiBase, getIdToken: () => identity.getIdToken() });
const services = createProfileServices({ config, window, api, identity });
const router = createBrowserRouter(profileRoutes(services));
services.bindNavigate((path) => void router.navigate(path));

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <ProfileProviders services={services} i18n={createProfileI18n()}>
      <RouterProvider router={router} />
    </ProfileProviders>
  </StrictMode>,
);
