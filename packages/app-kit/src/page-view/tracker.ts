/**
 * The page-view tracker (hub spec §9 "A 300 ms debug-like delay occurs before page tracking";
 * profile spec §2 "enabled for all routes except the home page, with a 300 ms delay"). The sink
 * is where views go (an analytics service by configuration); a no-op by default.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export interface PageView {
  readonly path: string;
  readonly search: string;
  readonly title: string;
}

export interface PageViewSink {
  track(view: PageView): void;
}

export const noopPageViewSink: PageViewSink = { track() {} };

export const PAGE_VIEW_DELAY_MS = 300;

export interface PageViewTrackerOptions {
  sink?: PageViewSink;
  /** The home page, never tracked ('/' by default). */
  homePath?: string;
  delayMs?: number;
}

/** Tracks every route but home, `delayMs` after the navigation (a quicker next navigation cancels it). */
export function usePageViewTracker({
  sink = noopPageViewSink,
  homePath = '/',
  delayMs = PAGE_VIEW_DELAY_MS,
}: PageViewTrackerOptions = {}) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (pathname === homePath) return undefined;
    const timer = setTimeout(() => sink.track({ path: pathname, search, title: document.title }), delayMs);
    return () => clearTimeout(timer);
  }, [pathname, search, sink, homePath, delayMs]);
}

/** The tracker as an element for the app shell. */
export function PageViewTracker(props: PageViewTrackerOptions) {
  usePageViewTracker(props);
  return null;
}
