/**
 * TanStack Query and the member API client's context for the screens below it, loaded with the
 * first screen that is not the error page (a route `lazy` in routes.tsx), not with the entry
 * chunk: the prerendered /profileEdit loading view and the error page do not wait for it.
 */
import { MemberApiProvider } from '@member-hub/api-client/react';
import { createPolicyQueryClient } from '@member-hub/app-kit/error-policy';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';

import { useProfileServices } from './ProfileProviders';
import { type ProfileServices } from './services';

/** One QueryClient per page (per services), kept when the boundary mounts again. */
const clients = new WeakMap<ProfileServices, QueryClient>();

function queryClientFor(services: ProfileServices): QueryClient {
  let client = clients.get(services);
  if (!client) {
    // The error policy is the global fallback of every read and write; no retries.
    client = createPolicyQueryClient(services.policy);
    clients.set(services, client);
  }
  return client;
}

export function QueryBoundary() {
  const services = useProfileServices();
  return (
    <QueryClientProvider client={queryClientFor(services)}>
      <MemberApiProvider client={services.api}>
        <Outlet />
      </MemberApiProvider>
    </QueryClientProvider>
  );
}
