import { type app } from './i18n/locales/ja/app';
import { type RoutePathValue } from './route-paths';

/**
 * The header back button of a route (hub spec §5 "optional back button labelled 戻る", profile
 * spec §2, §6 "Terms screens, each with a back button"):
 * - `{ to }`: go to that screen (e.g. the confirmation back to its form);
 * - `{ history: true, fallback }`: one step back in this tab's history, or `fallback` when the
 *   screen is the first one this tab opened (nothing to go back to).
 * Routes without `back` show the header without the button.
 */
export type RouteBack =
  { readonly to: RoutePathValue } | { readonly history: true; readonly fallback: RoutePathValue };

/** Route metadata read by the layout (title, guard, layout flags, back button). */
export interface RouteHandle {
  /** Screen title key (namespace `app`, `title.*`). */
  readonly title: keyof typeof app.title;
  /** The route needs a signed-in member (hub spec §2 "Route guard"). */
  readonly requiresAuth?: boolean;
  readonly hideFooter?: boolean;
  readonly showHeader?: boolean;
  readonly systemError?: boolean;
  /** The header back button (戻る) and where it goes; none when absent. */
  readonly back?: RouteBack;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).title === 'string';
}

/**
 * Where the back button goes: -1 (history back) or a path. `hasHistory` is false on the first
 * screen of the tab (the router's initial location, key 'default').
 */
export function backDestination(back: RouteBack, hasHistory: boolean): -1 | RoutePathValue {
  if ('to' in back) return back.to;
  return hasHistory ? -1 : back.fallback;
}
