import { type MemberApiClient } from '@member-hub/api-client';

import { type ProfileRouteSlots } from '../../routes';
import { addProfileBonusPoints } from './bonus-points';
import { PurchaseShopSection } from './PurchaseShopSection';

/**
 * What the membership profile edit places and calls (profile §2, §4): the purchase-shop section in
 * the form, and after a save the profile-input rewards (each once, the all-items bonus once),
 * from the values as saved. A failed reward does not undo the save (the retries are in
 * addPointWithRetry); it is reported by the caller's error policy.
 */
export function membershipProfileEditSlots(api: MemberApiClient): ProfileRouteSlots {
  return {
    purchaseShop: ({ value, onChange, error }) => (
      <PurchaseShopSection value={value} onChange={onChange} error={error} />
    ),
    afterMemberProfileSave: async ({ me, values }) => {
      await addProfileBonusPoints(api, {
        email: me.email,
        prefecture: values.prefecture,
        city: values.city,
        birthday: values.birthday,
        shopKey: values.shopKey,
      });
    },
  };
}
