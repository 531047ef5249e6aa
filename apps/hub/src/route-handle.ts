import { type app } from './i18n/locales/ja/app';

/** Route metadata read by the layout (title, guard, layout flags). */
export interface RouteHandle {
  /** Screen title key (namespace `app`, `title.*`). */
  readonly title: keyof typeof app.title;
  /** The route needs a signed-in member (hub spec §2 "Route guard"). */
  readonly requiresAuth?: boolean;
  readonly hideFooter?: boolean;
  readonly showHeader?: boolean;
  readonly systemError?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).title === 'string';
}
