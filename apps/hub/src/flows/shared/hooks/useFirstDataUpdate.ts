import { useSyncExternalStore } from 'react';

import { firstDataUpdate } from '../first-data-update';

/** Whether the first data update runs now (first-data-update.ts): the loader's variant. */
export function useFirstDataUpdate(): boolean {
  return useSyncExternalStore(firstDataUpdate.subscribe, firstDataUpdate.get, firstDataUpdate.get);
}
