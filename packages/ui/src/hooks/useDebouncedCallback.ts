import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Leading-edge guard against double taps (the spec's button debounce): the first call runs at
 * once; further calls are ignored until `waitMs` has passed since the accepted one. Returns
 * whether the call was accepted, so a caller can also cancel a default action.
 * Use DEBOUNCE_MS (600 ms) or KANTAN_DEBOUNCE_MS (200 ms) from @member-hub/enums.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: ((...args: A) => void) | undefined,
  waitMs: number,
): (...args: A) => boolean {
  const callbackRef = useRef(callback);
  const lockedRef = useRef(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useLayoutEffect(() => {
    callbackRef.current = callback;
  }, [callback]);

  useEffect(
    () => () => {
      clearTimeout(timerRef.current);
      lockedRef.current = false;
    },
    [],
  );

  return useCallback(
    (...args: A) => {
      if (lockedRef.current) return false;
      if (waitMs > 0) {
        lockedRef.current = true;
        timerRef.current = setTimeout(() => {
          lockedRef.current = false;
        }, waitMs);
      }
      callbackRef.current?.(...args);
      return true;
    },
    [waitMs],
  );
}
