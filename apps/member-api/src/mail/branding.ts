import { resolveVariant } from '@member-hub/validators';

import type { Deps } from '../deps';
import { loginParamOf } from '../queries/login-parameters';

import type { MailBranding } from './templates';

/**
 * The names a mail carries: the service the saved client context names (validators'
 * resolveVariant, as the hub's screens), with the operator and support line of the deployment.
 */
export function mailBrandingOf(deps: Pick<Deps, 'db' | 'config'>) {
  return async (loginParamKey: string): Promise<MailBranding> => {
    const deployment = deps.config.deployment();
    const loginParam = await loginParamOf(deps.db, loginParamKey);
    let entry: { serviceId?: string; returnUrl?: string } = {};
    try {
      const parsed: unknown = loginParam === undefined ? {} : JSON.parse(loginParam);
      if (parsed && typeof parsed === 'object') {
        const { serviceId, returnUrl } = parsed as Record<string, unknown>;
        entry = {
          serviceId: typeof serviceId === 'string' ? serviceId : undefined,
          returnUrl: typeof returnUrl === 'string' ? returnUrl : undefined,
        };
      }
    } catch {
      // Not JSON: the community's names (the default variant).
    }
    return {
      serviceName: deployment.appNames[resolveVariant(entry).appName].ja,
      operator: deployment.operatingCompany,
      support: deployment.support,
    };
  };
}
