/**
 * The deployment's own values (return-address prefixes, SSO failure addresses, help links,
 * application names, operating company), validated by `@member-hub/deployment-config` when Vite
 * starts and injected as a constant: the local values in development and tests, the deployment's
 * JSON file in a production build (which stops when a key is missing).
 */
import type { DeploymentConfig } from '@member-hub/deployment-config';

declare const __MEMBER_HUB_DEPLOYMENT__: DeploymentConfig;

export const deployment: DeploymentConfig = __MEMBER_HUB_DEPLOYMENT__;
