import { MemberApiProvider } from '@member-hub/api-client/react';
import { createPolicyQueryClient } from '@member-hub/app-kit/error-policy';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode } from 'react';

import { type HubServices, useHubServices } from './services';

/** The error policy wired once: every failed query or mutation goes through it. */
export function createHubQueryClient(services: Pick<HubServices, 'policy'>): QueryClient {
  return createPolicyQueryClient(services.policy);
}

/** One query client per services object, kept while the app runs (screens come and go). */
const clients = new WeakMap<HubServices, QueryClient>();

function queryClientOf(services: HubServices): QueryClient {
  let client = clients.get(services);
  if (!client) {
    client = createHubQueryClient(services);
    clients.set(services, client);
  }
  return client;
}

/**
 * TanStack Query and the member API hooks (`@member-hub/api-client/react`) for the screens that
 * use them. Not part of the root providers: it comes in the chunk of the first screen that needs
 * it (routes.tsx `withApiQueries`), so /login does not download the query library.
 */
export function ApiQueryProviders({ children }: { children: ReactNode }) {
  const services = useHubServices();
  return (
    <QueryClientProvider client={queryClientOf(services)}>
      <MemberApiProvider client={services.api}>{children}</MemberApiProvider>
    </QueryClientProvider>
  );
}
