import { type ClientContext } from '@member-hub/app-kit/client-context';

import { RoutePath } from '../route-paths';

/**
 * The screens prerendered at build time (README "First paint without JavaScript"): the profile
 * edit's loading view (the shell and its loader while the guard and the member's data load). It
 * shows no member data, so it is the same for every member; `dist/profileEdit.html`, served for
 * `/profileEdit` (Vite preview, `try_files $uri $uri.html`).
 *
 * The client hydrates it when its first render is the same path with the same `firstPaintKey`
 * (after the entry rules and the guard ran); otherwise (not signed in, another variant or the
 * member-site layout) it renders anew (app-kit's mountApp).
 */
export const PRERENDERED_PATHS = [RoutePath.profileEdit] as const;

/** What the loading view's first render depends on besides the path: the variant and the layout. */
export function firstPaintKey({ variant, memberSiteLayout }: ClientContext): string {
  const parts: string[] = [variant.key];
  if (memberSiteLayout) parts.push('member-site');
  return parts.join(' ');
}
