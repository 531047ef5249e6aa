/**
 * The profile app's one route table (profile spec §2). Segments come from route-paths.ts, which
 * the e2e tests reuse. The root loader applies the entry rules; routes with `requiresAuth` run
 * the route guard (a signed-in member, else the status=authError return). Screens only wire.
 */
import { createAuthGuard, createEntryLoader } from '@member-hub/app-kit/guard';
import { type RouteObject } from 'react-router';

import { ProfileLayout } from './containers/ProfileLayout';
import { GenericErrorPage } from './pages/GenericError';
import { ProfileHomePage } from './pages/ProfileHome';
import { type ProfileServices } from './providers/services';
import { type ProfileRouteHandle, RoutePath } from './route-paths';

type Services = Pick<ProfileServices, 'storage' | 'identity' | 'config' | 'memberHost'>;

const handle = (h: ProfileRouteHandle) => h;

export function profileRoutes(services: Services): RouteObject[] {
  const allowedReturnUrlPrefixes = services.config.allowedReturnUrlPrefixes;
  const requireAuth = createAuthGuard({
    waitForAuthReady: () => services.identity.waitForAuthReady(),
    storage: services.storage,
    allowedReturnUrlPrefixes,
    memberHost: services.memberHost,
    errorPath: RoutePath.error,
  });

  return [
    {
      id: 'root',
      element: <ProfileLayout />,
      loader: createEntryLoader({
        storage: services.storage,
        allowedReturnUrlPrefixes,
        errorPath: RoutePath.error,
      }),
      children: [
        // ---- Errors (first: /profileEdit/error is not the profile edit)
        {
          path: RoutePath.error,
          element: <GenericErrorPage />,
          handle: handle({ title: 'error', systemError: true }),
        },

        // ---- Profile edit: community and membership entries (the edit screens come later)
        {
          path: RoutePath.profileEdit,
          loader: requireAuth,
          element: <ProfileHomePage />,
          handle: handle({ title: 'profileEdit', requiresAuth: true }),
        },
        {
          path: RoutePath.memberProfileEdit,
          loader: requireAuth,
          element: <ProfileHomePage />,
          handle: handle({ title: 'profileEdit', requiresAuth: true, hideFooterOnMemberSite: true }),
        },
      ],
    },
  ];
}
