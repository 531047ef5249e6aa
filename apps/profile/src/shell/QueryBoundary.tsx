/**
 * TanStack Query and the member API client's context around a screen, loaded beside the screen's
 * chunk (routes.tsx `withQuery`), not with the entry chunk: the prerendered /profileEdit loading
 * view, the error page and a refused guarded route do not wait for it. Every screen gets the
 * page's one QueryClient (shell/query-client.ts, also the loading steps'), so the cache lives
 * across screens.
 */
import { MemberApiProvider } from '@member-hub/api-client/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode } from 'react';

import { useProfileServices } from './Providers';
import { queryClientFor } from './query-client';

export function QueryBoundary({ children }: { children: ReactNode }) {
  const services = useProfileServices();
  return (
    <QueryClientProvider client={queryClientFor(services)}>
      <MemberApiProvider client={services.api}>{children}</MemberApiProvider>
    </QueryClientProvider>
  );
}
