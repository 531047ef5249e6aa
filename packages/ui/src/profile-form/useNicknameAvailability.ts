import { DEBOUNCE_MS } from '@member-hub/enums';
import { validateNickname } from '@member-hub/validators';
import { useEffect, useRef, useState } from 'react';

/**
 * Asks the server whether a nickname is free (GET /member/v1/nickname → `exsist`, profile §7):
 * resolve `true` when it can be used. The app injects it; ui never calls the network. The signal
 * is aborted when the answer is no longer wanted.
 */
export type NicknameAvailabilityCheck = (nickname: string, signal: AbortSignal) => Promise<boolean>;

/** idle: nothing to check (empty, invalid, unchanged or no check given); error: the check failed. */
export type NicknameAvailability = 'idle' | 'checking' | 'available' | 'unavailable' | 'error';

export interface NicknameAvailabilityOptions {
  /** Wait after the last keystroke before asking (spec: 600 ms). */
  debounceMs?: number;
  /** A nickname that needs no check (the member's own, in edit). */
  skip?: string | undefined;
}

/**
 * Live availability of a nickname. Only a nickname that passes the field rules is checked, after
 * `debounceMs` without change; the latest nickname wins: an older answer arriving late is dropped
 * and its request aborted.
 */
export function useNicknameAvailability(
  nickname: string,
  check: NicknameAvailabilityCheck | undefined,
  { debounceMs = DEBOUNCE_MS, skip }: NicknameAvailabilityOptions = {},
): NicknameAvailability {
  const [answer, setAnswer] = useState<{ nickname: string; state: NicknameAvailability } | null>(null);
  // The latest check function, so an inline function from the app does not restart the wait.
  const checkRef = useRef(check);
  useEffect(() => {
    checkRef.current = check;
  }, [check]);

  const active = check !== undefined && nickname !== skip && validateNickname(nickname) === null;

  useEffect(() => {
    if (!active) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const run = checkRef.current;
      if (!run) return;
      run(nickname, controller.signal).then(
        (available) => {
          if (!controller.signal.aborted) {
            setAnswer({ nickname, state: available ? 'available' : 'unavailable' });
          }
        },
        () => {
          if (!controller.signal.aborted) setAnswer({ nickname, state: 'error' });
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, nickname, debounceMs]);

  if (!active) return 'idle';
  return answer?.nickname === nickname ? answer.state : 'checking';
}
