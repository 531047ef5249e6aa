/**
 * The way back offered by the generic error page (our decision where the spec is silent; the
 * labels are the spec's for the linkage-error dialog, hub §8): when this browser still holds a
 * client entry whose return address is allowed, the page links back to that service; otherwise
 * (e.g. after an invalid entry, whose record is dropped) no service is known and none is offered.
 */
import { type ClientContext } from '@member-hub/app-kit/client-context';
import { isAllowedReturnUrl, returnAddress, type ServiceVariant } from '@member-hub/validators';

export interface ErrorPageWayBack {
  readonly href: string;
  /** The label differs by variant: らくらくコミュニティ ホームに戻る / サービスに戻る. */
  readonly variant: ServiceVariant['key'];
}

export function errorPageWayBack(
  { client, variant }: ClientContext,
  allowedReturnUrlPrefixes: readonly string[],
  hubHost: string,
): ErrorPageWayBack | null {
  if (!client || !isAllowedReturnUrl(client.returnUrl, allowedReturnUrlPrefixes)) return null;
  return {
    href: returnAddress(client.returnUrl, null, { hubHost }),
    variant: variant.key,
  };
}
