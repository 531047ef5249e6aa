// The gateway's route table: which upstream answers which path on the one public origin.
// Production serves both SPAs and the API behind one host with the same path rules.
//
// The paths come from the cross-app table of @member-hub/enums (`ApiPathPrefix`,
// `profilePagePrefixes`). The gateway runs inside plain Node, tsx and Playwright processes that load
// workspace packages only after a build, so this file imports their types and `satisfies` them:
// the typecheck fails when a value here is not exactly the table's.
import type { ApiPathPrefix, profilePagePrefixes } from '@member-hub/enums';

export type Upstream = 'memberApi' | 'profile' | 'hub';

/** Where the profile SPA's Vite dev server serves its own assets (its Vite `base`). */
export const PROFILE_ASSET_BASE = '/profile-app/';

/** Paths served by the member API (prefixes, matched per path segment). */
export const MEMBER_API_PREFIXES: readonly string[] = [
  '/member/v1' satisfies (typeof ApiPathPrefix)['memberApi'],
  '/memberbase/v1' satisfies (typeof ApiPathPrefix)['authHost'],
  '/.well-known',
];

/**
 * Page routes of the profile SPA: exactly enums `profilePagePrefixes` (same entries, same order).
 * Each entry also covers its children, e.g. /profileEdit/prefectures, /changeEmail/error.
 */
export const PROFILE_PAGE_PREFIXES: readonly string[] = [
  '/profileEdit',
  '/memberProfileEdit',
  '/avator',
  '/changeEmail',
  '/providerLinkage',
  '/unsubscribe',
  '/kantanPwdEdit',
  '/valid',
  '/AuthRegister/ProviderLinkage',
] as const satisfies typeof profilePagePrefixes;

/** True when `pathname` is `prefix` itself or one of its children (segment boundary). */
export function matchesPrefix(pathname: string, prefix: string): boolean {
  const base = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  return pathname === base || pathname.startsWith(`${base}/`);
}

export interface RouteDecision {
  upstream: Upstream;
  /** The path (with query) to request from the upstream. */
  path: string;
}

/**
 * Decide the upstream for a request target (`/path?query`).
 *
 * Profile page routes are forwarded under the profile app's asset base
 * (`/profileEdit` → `/profile-app/profileEdit`): its Vite server uses that base and falls back
 * to its index.html, while the browser keeps the public URL for the client-side router.
 */
export function resolveRoute(target: string): RouteDecision {
  const queryAt = target.search(/[?#]/);
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const rest = queryAt === -1 ? '' : target.slice(queryAt);
  const pathname = normalisePath(rawPath);

  if (MEMBER_API_PREFIXES.some((prefix) => matchesPrefix(pathname, prefix))) {
    return { upstream: 'memberApi', path: pathname + rest };
  }
  if (matchesPrefix(pathname, PROFILE_ASSET_BASE)) {
    return { upstream: 'profile', path: pathname + rest };
  }
  if (PROFILE_PAGE_PREFIXES.some((prefix) => matchesPrefix(pathname, prefix))) {
    return { upstream: 'profile', path: PROFILE_ASSET_BASE.slice(0, -1) + pathname + rest };
  }
  return { upstream: 'hub', path: pathname + rest };
}

/** Collapse duplicate slashes and resolve dot segments so `/x/../member/v1` cannot dodge the table. */
function normalisePath(rawPath: string): string {
  const path = rawPath.startsWith('/') ? rawPath : `/${rawPath}`;
  const segments: string[] = [];
  for (const segment of path.split('/').slice(1)) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  const trailing = path.length > 1 && path.endsWith('/') && segments.length > 0 ? '/' : '';
  return `/${segments.join('/')}${trailing}`;
}
