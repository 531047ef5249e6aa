import { createContext, createElement, useContext, type ReactNode } from 'react';

import type { MemberApiClient } from '../client/client';

const MemberApiContext = createContext<MemberApiClient | null>(null);
MemberApiContext.displayName = 'MemberApiContext';

export interface MemberApiProviderProps {
  /** The client from `createMemberApiClient`. Wrap in TanStack Query's QueryClientProvider too. */
  client: MemberApiClient;
  children?: ReactNode;
}

/** Provides the member-base API client to the hooks of this entry. */
export function MemberApiProvider({ client, children }: MemberApiProviderProps) {
  return createElement(MemberApiContext.Provider, { value: client }, children);
}

/** The client of the nearest MemberApiProvider. */
export function useMemberApiClient(): MemberApiClient {
  const client = useContext(MemberApiContext);
  if (!client) throw new Error('useMemberApiClient must be used inside <MemberApiProvider client={...}>');
  return client;
}
