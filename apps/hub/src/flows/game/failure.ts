import { isTimeoutError } from '@member-hub/api-client';
import { rootCause } from '@member-hub/app-kit/error-reporting';

import { type HubServices } from '../../shell/ServicesContext';
import { type GameDeps } from './game';

/** The game registration's dependencies from the hub services. */
export function gameDepsOf(services: HubServices): GameDeps {
  return { api: services.api, identity: services.identity, storage: services.storage };
}

/**
 * Hub §4 "Game registration": on error, report it; the screen shows the external-linkage error
 * state. A timeout is the timeout dialog's (reported by the policy, which flags it).
 */
export function gameFailed(services: HubServices, error: unknown): void {
  if (isTimeoutError(rootCause(error))) services.policy.handle(error, { step: 'gameRegister' });
  else services.policy.reportLinkageFailure(error, { step: 'gameRegister' });
}
