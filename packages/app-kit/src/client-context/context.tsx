import { StorageKey } from '@member-hub/enums';
import { type ClientRecord } from '@member-hub/validators';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useLocation } from 'react-router';

import { type ClientContext, clientContextOf } from './client-context';
import { clientOfSaved, type KeyValueStorage } from './client-store';

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
  return useClientContext().client;
}

/**
 * The client context of the saved record, read again on every navigation (the entry loader may
 * have saved a new one). The same object while the record is unchanged, so a screen can hand it
 * to its flows and name it among an effect's dependencies.
 */
export function useClientContext(): ClientContext {
  const storage = useClientStorage();
  useLocation();
  const saved = storage.getItem(StorageKey.client);
  return useMemo(() => clientContextOf(clientOfSaved(saved)), [saved]);
}
