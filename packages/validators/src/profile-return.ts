/**
 * The return address that is one of the profile's own screens on this host (`ProfileReturnPath`):
 * the hub's complete screens go straight back to it instead of handing the member back to a service.
 * Same origin and an exact listed path, so that neither another host nor another page of this one
 * can be reached this way; the address still passed the entry rules' allow-list before.
 */
import { ProfileReturnPath } from '@member-hub/enums';

const PATHS: readonly string[] = Object.values(ProfileReturnPath);

export function isSameHostProfileReturn(returnUrl: string | null | undefined, hostOrigin: string): boolean {
  if (!returnUrl) return false;
  try {
    const url = new URL(returnUrl);
    if (url.username !== '' || url.password !== '') return false;
    return url.origin === new URL(hostOrigin).origin && PATHS.includes(url.pathname);
  } catch {
    return false;
  }
}
