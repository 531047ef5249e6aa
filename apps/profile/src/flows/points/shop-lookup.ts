/**
 * The purchase-shop lookup (profile spec §5 "shop key", §7 "GET shop info"): `tel` is the shop
 * key, `serviceKey` the membership service. A 404 is "no such shop"; a timeout, auth or server
 * failure goes through the error policy and the field says the check did not work.
 */
import { isHttpError, type MemberApiClient } from '@member-hub/api-client';
import { ServiceId, serviceIdQueryOf } from '@member-hub/enums';
import { type ShopLookupResult } from '@member-hub/ui';

export async function lookupShop(
  api: Pick<MemberApiClient, 'getShopInfo'>,
  shopKey: string,
  onFailure: (error: unknown) => void,
): Promise<ShopLookupResult> {
  try {
    const { shopName } = await api.getShopInfo({
      query: { tel: shopKey, serviceKey: serviceIdQueryOf(ServiceId.Membership) },
    });
    return { kind: 'found', shopName };
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return { kind: 'notFound' };
    onFailure(error);
    return { kind: 'failed' };
  }
}
