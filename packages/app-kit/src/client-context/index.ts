export { type ClientContext, clientContextOf, readClientContext } from './client-context';
export { dropClient, endProcess, type KeyValueStorage, readClient, saveClient } from './client-store';
export {
  ClientContextProvider,
  type ClientContextProviderProps,
  useClientContext,
  useClientRecord,
  useClientStorage,
} from './context';
export { applyEntry, type EntryOutcome } from './entry';
export { createMemoryStorage } from './memory-storage';
