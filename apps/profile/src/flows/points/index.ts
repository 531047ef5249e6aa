// Bonus points and the purchase shop of the membership variant (profile spec §4, §5, §7): what the
// membership profile edit places and calls.
export { addPointWithRetry, isRetryablePointAddFailure } from './add-point';
export { bonusMessageOf, type BonusMessage } from './bonus-message';
export {
  addProfileBonusPoints,
  type BonusPointsResult,
  fetchProfilePointHistory,
  pointStatusOf,
} from './bonus-points';
export {
  profilePointHistoryKey,
  PurchaseShopSection,
  type PurchaseShopSectionProps,
} from './PurchaseShopSection';
export { lookupShop } from './shop-lookup';
