/**
 * A login history entry (hub spec §3 "Login history entry": mode or provider label and return
 * address; service code '1' for the main service, '2' for the members service, from the variant).
 */
import { type HubApi } from './deps';
import { type ServiceVariant } from '@member-hub/validators';

export function recordLoginHistory(
  api: Pick<HubApi, 'addLoginHistory'>,
  provider: string,
  variant: Pick<ServiceVariant, 'historyServiceCode'>,
  returnUrl: string | undefined,
): Promise<unknown> {
  return api.addLoginHistory({
    body: {
      provider,
      serviceName: variant.historyServiceCode,
      ...(returnUrl ? { returnUrl } : {}),
    },
  });
}
