import { useLocation, useMatches, useNavigate } from 'react-router';

import { backDestination, isRouteHandle, type RouteHandle } from './route-handle';

/** The handle of the deepest matched route that has one, else `fallback`. */
export function useRouteHandle<H extends RouteHandle>(fallback: H): H {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const h = matches[i]?.handle;
    if (isRouteHandle(h)) return h as H;
  }
  return fallback;
}

/** The header back button's action for the route's `back`, or undefined (no button). */
export function useBackAction(back: RouteHandle['back']): (() => void) | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  if (!back) return undefined;
  return () => {
    // The router's first location of this tab has the key 'default': there is nothing to go back to.
    const to = backDestination(back, location.key !== 'default');
    void (to === -1 ? navigate(-1) : navigate(to));
  };
}
