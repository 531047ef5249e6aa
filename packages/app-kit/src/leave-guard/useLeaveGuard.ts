import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export interface LeaveGuardOptions {
  /** The form has something to lose; no confirmation otherwise. */
  active: boolean;
  /** The confirmation text (profile spec §2: 'このページを離れますか？' and the note). */
  message: string;
  /** Whether leaving for this path asks first (e.g. not for the provider routes); all by default. */
  confirmsLeavingTo?: (pathname: string) => boolean;
  /** Asks the user; window.confirm by default. */
  confirm?: (message: string) => boolean;
  /**
   * The user agreed to leave (in-app navigation): runs before the navigation goes on, so that the
   * app can note it for the screen that comes next (the hub's register-form exit flag).
   */
  onLeave?: () => void;
}

/**
 * The leave-page confirmation (profile spec §2, hub spec §8): on a reload or close (beforeunload;
 * the browser shows its own wording) and on an in-app navigation to another path (router blocker).
 */
export function useLeaveGuard({ active, message, confirmsLeavingTo, confirm, onLeave }: LeaveGuardOptions) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (!active || currentLocation.pathname === nextLocation.pathname) return false;
    return confirmsLeavingTo ? confirmsLeavingTo(nextLocation.pathname) : true;
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const ask = confirm ?? ((text: string) => window.confirm(text));
    if (ask(message)) {
      onLeave?.();
      blocker.proceed();
    } else blocker.reset();
  }, [blocker, message, confirm, onLeave]);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
