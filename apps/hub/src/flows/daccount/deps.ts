import { type HubServices } from '../../shell/ServicesContext';
import { type DaccountDeps } from './daccount';

/** The d-account flow's dependencies from the hub services. */
export function daccountDepsOf(services: HubServices): DaccountDeps {
  return {
    api: services.api,
    identity: services.identity,
    storage: services.storage,
    hubOrigin: window.location.origin,
  };
}

/**
 * Hub §8 "D-account failure": reported (skipped when a timeout is already flagged); the screen then
 * opens the linkage-error dialog.
 */
export function reportDaccountFailure(services: HubServices, error: unknown): void {
  services.policy.reportLinkageFailure(error, { step: 'daccount' });
}
