/**
 * The hub's one QueryClient, loaded with the first API call (services/flow-runner.ts): every
 * failed query or mutation goes to `onError` — the error policy, wired once. No retries: the
 * policy decides (hub spec §7 "Status handling").
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

export function createHubQueryClient(onError: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onError(error) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error) }),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}
