// Renders the hub's route table in a memory router with fake services.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

import { readAppConfig } from '@member-hub/app-kit/config';
import { createAlertQueue } from '@member-hub/app-kit/alerts';
import { createTestErrorPolicy, renderRoutes } from '@member-hub/app-kit/testing';
import { createHubI18n } from '../i18n/all-texts';
import { HubProviders } from '../shell/Providers';
import { type HubServices } from '../shell/ServicesContext';
import { RoutePath } from '../route-paths';
import { hubRoutes } from '../routes';
import { createFlowRunner } from '../shell/flow-runner';
import { createPolicyQueryClient } from '../shell/query-chunk';
import { fakeDeps } from './fakes';

export const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

export function renderHub(
  url: string,
  options: Parameters<typeof fakeDeps>[0] & { userAgent?: string; state?: unknown } = {},
) {
  const fakes = fakeDeps(options);
  const navigate = vi.fn();
  const pageViews = { track: vi.fn() };
  const { policy, assign, timeout, bindNavigate } = createTestErrorPolicy({
    storage: fakes.storage,
    allowedReturnUrlPrefixes: fakes.deps.allowedReturnUrlPrefixes,
    errorPath: RoutePath.error,
  });
  bindNavigate(navigate);
  const services = {
    ...fakes.deps,
    savedEmail: { ...fakes.savedEmail, clear: vi.fn() },
    config: readAppConfig({ DEV: true }),
    policy,
    flows: createFlowRunner(async () => createPolicyQueryClient(policy)),
    timeout,
    alerts: createAlertQueue(),
    accountChooser: null,
    pageViews,
    userAgent: options.userAgent ?? DESKTOP_UA,
    assign,
  } as unknown as HubServices;
  const router = createMemoryRouter(hubRoutes(services), {
    initialEntries: [
      {
        pathname: url.split('?')[0]!,
        search: url.includes('?') ? `?${url.split('?')[1]}` : '',
        state: options.state,
      },
    ],
  });
  navigate.mockImplementation((path: string) => void router.navigate(path));
  const tree = (
    <HubProviders services={services} i18n={createHubI18n()}>
      <RouterProvider router={router} />
    </HubProviders>
  );
  const { view, remount, revisit } = renderRoutes(tree, router);
  return { ...fakes, router, navigate, assign, timeout, pageViews, view, remount, revisit };
}
