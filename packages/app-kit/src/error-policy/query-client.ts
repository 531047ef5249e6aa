/**
 * The error policy as TanStack Query's global fallback (one place decides what an unhandled failure
 * does): a failed query or mutation the screen does not handle goes through `policy.fail`
 * (reported; timeout dialog, authError return or generic error page). A mutation with its own
 * `onError`, or a query with `meta: { handlesErrors: true }`, gets `policy.handle` instead: the
 * policy still acts on timeouts, auth and server failures, and 400/403/404/409 are left to the
 * screen's per-code handler.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

import { type ErrorPolicy } from './error-policy';

export interface PolicyQueryMeta extends Record<string, unknown> {
  /** The screen handles 4xx answers of this query itself. */
  handlesErrors?: boolean;
}

export function createPolicyQueryClient(policy: Pick<ErrorPolicy, 'fail' | 'handle'>): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const context = { query: query.queryKey };
        if ((query.meta as PolicyQueryMeta | undefined)?.handlesErrors) policy.handle(error, context);
        else policy.fail(error, context);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const context = { mutation: mutation.options.mutationKey ?? null };
        if (mutation.options.onError) policy.handle(error, context);
        else policy.fail(error, context);
      },
    }),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}
