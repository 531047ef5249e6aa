/**
 * TanStack Query and the member API client's context around a screen, loaded beside the screen's
 * chunk (routes.tsx `withQuery`), not with the entry chunk: the prerendered /profileEdit loading
 * view, the error page and a refused guarded route do not wait for it. Every screen gets the
 * page's one QueryClient, so the cache lives across screens.
 */
import { MemberApiProvider } from '@member-hub/api-client/react';
import { createPolicyQueryClient } from '@member-hub/app-kit/error-policy';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode } from 'react';

import { useProfileServices } from './Providers';
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

export function QueryBoundary({ children }: { children: ReactNode }) {
  const services = useProfileServices();
  return (
    <QueryClientProvider client={queryClientFor(services)}>
      <MemberApiProvider client={services.api}>{children}</MemberApiProvider>
    </QueryClientProvider>
  );
}
