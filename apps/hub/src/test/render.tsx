// Renders the hub's route table in a memory router with fake services.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

import { readHubConfig } from '../config/env';
import { readClient } from '../flows/client-store';
import { createErrorPolicy } from '../flows/error-policy';
import { createHubI18n } from '../i18n';
import { HubProviders } from '../providers/HubProviders';
import { type HubServices } from '../providers/HubServicesContext';
import { createFlagStore } from '../providers/timeout/store';
import { hubRoutes } from '../routes';
import { createFlowRunner } from '../services/flow-runner';
import { createHubQueryClient } from '../services/query-chunk';
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
  const policy = createErrorPolicy({
    navigate: (path) => navigate(path),
    assign,
    openTimeoutDialog: () => timeout.set(true),
    readClient: () => readClient(fakes.storage),
    allowedReturnUrlPrefixes: fakes.deps.allowedReturnUrlPrefixes,
    hubHost: 'localhost:5170',
    report: () => {},
  });
  const services = {
    ...fakes.deps,
    savedEmail: { ...fakes.savedEmail, clear: vi.fn() },
    config: readHubConfig({ DEV: true }),
    policy,
    flows: createFlowRunner(async () => createHubQueryClient((error) => policy.fail(error))),
    timeout,
    accountChooser: null,
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
  const view = render(
    <HubProviders services={services} i18n={createHubI18n()}>
      <RouterProvider router={router} />
    </HubProviders>,
  );
  return { ...fakes, router, assign, timeout, view };
}
