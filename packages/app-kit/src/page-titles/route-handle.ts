/**
 * Route metadata both apps put on their route table (`handle`), read by the app shell: the screen
 * title (page title "screen title | app name", profile spec §2), the guard flag, layout flags and
 * the header back button. Generic over the app's title keys and route paths.
 */

/**
 * The header back button of a route (hub spec §5 "optional back button labelled 戻る", profile
 * spec §2, §6 "Terms screens, each with a back button"):
 * - `{ to }`: go to that screen (e.g. the confirmation back to its form);
 * - `{ history: true, fallback }`: one step back in this tab's history, or `fallback` when the
 *   screen is the first one this tab opened (nothing to go back to).
 * Routes without `back` show the header without the button.
 */
export type RouteBack<Path extends string = string> =
  { readonly to: Path } | { readonly history: true; readonly fallback: Path };

/**
 * The spec's name of the screen a route shows, so that a reader holding the spec finds the route in
 * one hop: the screen id where the spec gives one (`028_ProfileEdit`, `005_sendMailComplete`, a
 * message id such as `006b`), else the spec's own name or path for it (`daccountAuthenticationConfirm`,
 * `/sso`). A screen the spec does not have says why (`{ notInSpec }`).
 */
export type SpecScreen = string | { readonly notInSpec: string };

/** Route metadata read by the layout (title, guard, layout flags, back button). */
export interface RouteHandle<TitleKey extends string = string, Path extends string = string> {
  /** Screen title key (the app's title namespace). */
  readonly title: TitleKey;
  /**
   * The title while the address carries the query value `param`: one route that shows two states,
   * e.g. a failure page that, opened from the mail, leads with the way to go on instead.
   */
  readonly titleWithQuery?: { readonly param: string; readonly title: TitleKey };
  /** The route needs a signed-in member (hub spec §2 "Route guard"). */
  readonly requiresAuth?: boolean;
  readonly hideFooter?: boolean;
  readonly showHeader?: boolean;
  readonly systemError?: boolean;
  /** The footer is hidden in the member-site layout (profile spec §2). */
  readonly hideFooterOnMemberSite?: boolean;
  /** The header back button (戻る) and where it goes; none when absent. */
  readonly back?: RouteBack<Path>;
}

/** The route's title key for the address's query (`titleWithQuery` when its value is there). */
export function titleKeyOf<TitleKey extends string>(handle: RouteHandle<TitleKey>, search: string): TitleKey {
  const alternative = handle.titleWithQuery;
  if (alternative && new URLSearchParams(search).get(alternative.param)) return alternative.title;
  return handle.title;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).title === 'string';
}

/**
 * Where the back button goes: -1 (history back) or a path. `hasHistory` is false on the first
 * screen of the tab (the router's initial location, key 'default').
 */
export function backDestination<Path extends string>(back: RouteBack<Path>, hasHistory: boolean): -1 | Path {
  if ('to' in back) return back.to;
  return hasHistory ? -1 : back.fallback;
}
