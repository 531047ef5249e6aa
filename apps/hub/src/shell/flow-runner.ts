/**
 * Server state has one path in the hub: every flow step that talks to the member API runs as a
 * TanStack Query mutation in the hub's one QueryClient, whose MutationCache and QueryCache
 * `onError` is the error policy — the global fallback for every failure a flow does not decide
 * itself. The decisions stay in the flows: plain functions that answer `{ kind }` and are tested
 * without React or Query. A screen runs a step, then wires the answer; it never catches.
 */
import { type QueryClient } from '@tanstack/react-query';

/** A step's answer, or `ok: false` when it threw (the error policy has already handled it). */
export type FlowOutcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false };

export interface FlowRunner {
  /** Runs `step` as the mutation `[name]`; its failures go to the policy, once. */
  run<T>(name: string, step: () => Promise<T>): Promise<FlowOutcome<T>>;
  /** The one QueryClient (for screens that use `@member-hub/api-client/react` hooks). */
  queryClient(): Promise<QueryClient>;
}

/**
 * `loadClient` is called once, on the first run: the query library comes in its own chunk with
 * the first API call, not with the first paint of /login (shell/query-chunk.ts).
 */
export function createFlowRunner(loadClient: () => Promise<QueryClient>): FlowRunner {
  let client: Promise<QueryClient> | null = null;
  const queryClient = () => (client ??= loadClient());
  return {
    queryClient,
    async run<T>(name: string, step: () => Promise<T>): Promise<FlowOutcome<T>> {
      const qc = await queryClient();
      const mutation = qc.getMutationCache().build<T, unknown, void, unknown>(qc, {
        mutationKey: [name],
        mutationFn: step,
      });
      try {
        return { ok: true, value: await mutation.execute() };
      } catch {
        return { ok: false };
      }
    },
  };
}
