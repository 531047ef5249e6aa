/**
 * Route segments of the profile app, shared by the route table (src/routes.tsx), the screens and
 * the e2e tests. Names are the spec's (profile spec §2). The gateway forwards these paths to this
 * app (tooling/dev-stack PROFILE_PAGE_PREFIXES).
 */
import type { RouteHandle } from '@member-hub/app-kit/page-titles';

import type { app } from './i18n/locales/ja/app';

export const RoutePath = {
  /** 028_ProfileEdit (community). */
  profileEdit: '/profileEdit',
  /** 031_MemberProfileEdit (membership). */
  memberProfileEdit: '/memberProfileEdit',
  /** The generic error page on our own host (ours: the spec names no path). */
  error: '/profileEdit/error',
} as const;

export type RoutePathValue = (typeof RoutePath)[keyof typeof RoutePath];

/** The profile app's route metadata: app-kit's RouteHandle over its title keys and paths. */
export type ProfileRouteHandle = RouteHandle<keyof typeof app.title, RoutePathValue>;
