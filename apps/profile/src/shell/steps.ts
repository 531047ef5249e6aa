/**
 * What the route table hands a loading step's loader (flows/<flow>/loader.ts) besides the
 * services: the entry rules' answer of the navigation (the loader gate) and the page's one
 * QueryClient, the step's cache (app-kit `stepLoader`).
 */
import { type LoaderGate } from '@member-hub/app-kit/guard';
import { type QueryClient } from '@tanstack/react-query';

export interface ProfileStepWiring {
  readonly gate: LoaderGate;
  readonly queryClient: () => Promise<QueryClient>;
}

/** Step query keys start with 'step' (app-kit `stepKey`); the screens' own queries do not. */
export const isStepQuery = (query: { readonly queryKey: readonly unknown[] }): boolean =>
  query.queryKey[0] === 'step';
