import { useEffect, useState } from 'react';

/**
 * True once `active` has stayed true for `delayMs` (the spec's loader thresholds, e.g.
 * SAVE_LOADER_DELAY_MS from @member-hub/enums); false again as soon as `active` is false.
 * A short task therefore never flashes a loader. `delayMs <= 0` shows it at once.
 */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);

  useEffect(() => {
    if (!active || delayMs <= 0) return undefined;
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => {
      clearTimeout(timer);
      setElapsed(false);
    };
  }, [active, delayMs]);

  return active && (delayMs <= 0 || elapsed);
}
