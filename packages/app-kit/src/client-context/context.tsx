import { type ClientRecord } from '@member-hub/validators';
import { createContext, type ReactNode, useContext } from 'react';
import { useLocation } from 'react-router';

import { type ClientContext, clientContextOf } from './client-context';
import { type KeyValueStorage, readClient } from './client-store';

const ClientStorageContext = createContext<KeyValueStorage | null>(null);
ClientStorageContext.displayName = 'ClientStorageContext';

export interface ClientContextProviderProps {
  /** Where the `client` record lives (window.localStorage; a memory storage in tests). */
  storage: KeyValueStorage;
  children?: ReactNode;
}

/** Gives the screens the storage of the `client` record (the validated entry). */
export function ClientContextProvider({ storage, children }: ClientContextProviderProps) {
  return <ClientStorageContext.Provider value={storage}>{children}</ClientStorageContext.Provider>;
}

export function useClientStorage(): KeyValueStorage {
  const storage = useContext(ClientStorageContext);
  if (!storage) throw new Error('useClientStorage needs <ClientContextProvider>');
  return storage;
}

/** The saved client record, read again on every navigation (the entry loader may have saved a new one). */
export function useClientRecord(): ClientRecord | null {
  const storage = useClientStorage();
  useLocation();
  return readClient(storage);
}

/** The client context of the saved record, worked out again on every navigation like the record. */
export function useClientContext(): ClientContext {
  return clientContextOf(useClientRecord());
}
