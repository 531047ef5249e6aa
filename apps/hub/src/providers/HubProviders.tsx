import { MemberApiProvider } from '@member-hub/api-client/react';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type i18n } from 'i18next';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';

import { type HubServices, HubServicesContext } from './services';

/** The error policy wired once: every failed query or mutation goes through it. */
export function createHubQueryClient(services: Pick<HubServices, 'policy'>): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => services.policy.fail(error) }),
    mutationCache: new MutationCache({ onError: (error) => services.policy.fail(error) }),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

export function HubProviders({
  services,
  i18n,
  children,
}: {
  services: HubServices;
  i18n: i18n;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => createHubQueryClient(services));
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemberApiProvider client={services.api}>
          <HubServicesContext.Provider value={services}>{children}</HubServicesContext.Provider>
        </MemberApiProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
