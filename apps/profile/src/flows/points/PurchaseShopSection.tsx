import { useMemberApiClient } from '@member-hub/api-client/react';
import { type PurchaseShop, PurchaseShopField } from '@member-hub/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useProfileServices } from '../../shell/Providers';
import { bonusMessageOf } from './bonus-message';
import { fetchProfilePointHistory, pointStatusOf } from './bonus-points';
import { lookupShop } from './shop-lookup';

export interface PurchaseShopSectionProps {
  value: PurchaseShop;
  onChange: (value: PurchaseShop) => void;
  /** The rendered validation message of the shop key, if any. */
  error?: string | undefined;
}

/** The query key of the profile-input point history (invalidate it after a save adds points). */
export const profilePointHistoryKey = ['pointHistory', 'profileInput'] as const;

/**
 * 購入店舗 and the bonus-point message of the membership profile edit (profile §2, §4, §5): the
 * shop field with the member API's lookup, and under it which rewards are still open, derived
 * from the point history. Place it in the membership variant only.
 */
export function PurchaseShopSection({ value, onChange, error }: PurchaseShopSectionProps) {
  const { t, i18n } = useTranslation('points');
  const api = useMemberApiClient();
  const { policy } = useProfileServices();
  const history = useQuery({
    queryKey: profilePointHistoryKey,
    queryFn: () => fetchProfilePointHistory(api),
    // Without the history the message is left out; 4xx answers are not the member's problem.
    meta: { handlesErrors: true },
  });
  const message = history.data
    ? bonusMessageOf(pointStatusOf(history.data), i18n.language === 'en' ? 'en' : 'ja')
    : null;
  const bonusMessage = message
    ? [
        message.items.length ? t('bonus.items', { items: message.items.join(t('separator')) }) : '',
        message.allItems ? t(message.items.length ? 'bonus.allItems' : 'bonus.onlyAll') : '',
      ]
        .filter(Boolean)
        .join('')
    : undefined;

  return (
    <PurchaseShopField
      value={value}
      onChange={onChange}
      error={error}
      bonusMessage={bonusMessage}
      lookup={(shopKey) => lookupShop(api, shopKey, (failure) => policy.handle(failure))}
    />
  );
}
