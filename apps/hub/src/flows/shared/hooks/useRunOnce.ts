import { useEffect, useRef } from 'react';

/**
 * Runs a screen's flow step once per mount (a loading screen starts its step when it opens; a
 * second effect run, as React's development mode makes, does not start it again). The first
 * render's `run` is the one used: the services it closes over are created once per page.
 */
export function useRunOnce(run: () => void | Promise<void>): void {
  const started = useRef(false);
  const first = useRef(run);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void first.current();
  }, []);
}
