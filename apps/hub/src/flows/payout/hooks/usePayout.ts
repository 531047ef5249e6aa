import { useClientVariant } from '@member-hub/app-kit/variant';

/**
 * What the payout's loading screen shows: the variant of the requested service. The steps and
 * their failure are the routes' loaders (flows/payout/loader.ts).
 */
export function usePayout() {
  const { variant } = useClientVariant();
  return { variant };
}
