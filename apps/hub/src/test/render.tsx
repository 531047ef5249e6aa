// Renders the hub's route table in a memory router with fake services.
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

import { readAppConfig } from '@member-hub/app-kit/config';
import { readClient } from '@member-hub/app-kit/client-context';
import { createAlertQueue } from '@member-hub/app-kit/alerts';
import { createErrorPolicy, createFlagStore } from '@member-hub/app-kit/error-policy';
import { silentReporter } from '@member-hub/app-kit/error-reporting';
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
  const assign = vi.fn();
  const timeout = createFlagStore(false);
  const pageViews = { track: vi.fn() };
  const policy = createErrorPolicy({
    navigate: (path) => navigate(path),
    assign,
    timeout,
    readClient: () => readClient(fakes.storage),
    allowedReturnUrlPrefixes: fakes.deps.allowedReturnUrlPrefixes,
    memberHost: 'localhost:5170',
    errorPath: RoutePath.error,
    reporter: silentReporter,
  });
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
  const view = render(tree);
  /** The screen mounted a second time on the same router and services (as a remount would). */
  const remount = () => {
    view.unmount();
    return render(tree);
  };
  /**
   * What could start a loading step again within the page: the screen mounted a second time and
   * its loaders run again (a revalidation); then a moment for a repeated step to show.
   */
  const revisit = async () => {
    remount();
    await act(() => router.revalidate());
    await new Promise((resolve) => setTimeout(resolve, 50));
  };
  return { ...fakes, router, navigate, assign, timeout, pageViews, view, remount, revisit };
}
