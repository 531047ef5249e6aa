import { HIDDEN_ACCEPTED_VALUE, NEEDS_AUTHEN_REG_AUTH } from '@member-hub/enums';
import { type ClientContext } from '@member-hub/app-kit/client-context';
import { isWebView } from '@member-hub/validators';

import { RoutePath } from '../route-paths';

/**
 * The screens prerendered at build time (README "First paint without JavaScript"): the entry
 * screens a member meets first. Each is written as `dist/<path>.html`, which the hosts serve for
 * `<path>` (Vite preview and `try_files $uri $uri.html /index.html` do so by themselves).
 *
 * What is safe: these screens depend on the entry (its query, saved by the entry rules, or the
 * client stored by an earlier entry) only through `firstPaintKey` below. They are prerendered
 * with no client stored; the root carries `data-prerendered` (the path) and `data-first-paint`
 * (the key), and the client hydrates only when its first render is that same screen with that same
 * key; otherwise it renders anew (createRoot replaces the markup: no mismatch). Screens behind the
 * route guard or showing stored data are not prerendered.
 */
export const PRERENDERED_PATHS = [
  RoutePath.login,
  RoutePath.register,
  RoutePath.sso,
  RoutePath.checkAuth,
] as const;

export type PrerenderedPath = (typeof PRERENDERED_PATHS)[number];

/**
 * What the prerendered screens' first render depends on besides the path: the variant (app name,
 * Google offered), the member-site layout (another header), `hidden=1` (no d-account),
 * `needs_authen_reg=auth` (/register moves on) and an in-app browser (no Google). The saved e-mail
 * of /login appears after hydration (an effect).
 */
export function firstPaintKey(
  { client, variant, memberSiteLayout }: ClientContext,
  userAgent: string,
): string {
  const parts: string[] = [variant.key];
  if (memberSiteLayout) parts.push('member-site');
  if (client?.hidden === HIDDEN_ACCEPTED_VALUE) parts.push('hidden');
  if (client?.needs_authen_reg === NEEDS_AUTHEN_REG_AUTH) parts.push('authen');
  if (isWebView(userAgent)) parts.push('webview');
  return parts.join(' ');
}
