import { MOCK_QUERY, MOCK_TIMEOUT_VALUE } from '@member-hub/enums';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

import { type FlagStore } from './flag-store';

/**
 * The timeout flag for the app shell's timeout dialog: whether it is open, and its close. The
 * query mock=timeout forces it open (hub spec §8, profile spec §2).
 */
export function useTimeoutFlag(timeout: FlagStore): { open: boolean; close: () => void } {
  const { search } = useLocation();
  const open = useSyncExternalStore(timeout.subscribe, timeout.get, timeout.get);
  useEffect(() => {
    if (new URLSearchParams(search).get(MOCK_QUERY) === MOCK_TIMEOUT_VALUE) timeout.set(true);
  }, [search, timeout]);
  const close = useCallback(() => timeout.set(false), [timeout]);
  return { open, close };
}
