/**
 * The Vite side: `deploymentConfigPlugin()` loads the configuration for the build's mode and
 * injects it as the compile-time constant `__MEMBER_HUB_DEPLOYMENT__` (a plain JSON object). A
 * production build without a complete configuration stops here with the missing keys.
 *
 *   // vite.config.ts (and vitest.config.ts, which then gets the local values)
 *   plugins: [react(), deploymentConfigPlugin()]
 *   // src/config/deployment.ts
 *   declare const __MEMBER_HUB_DEPLOYMENT__: DeploymentConfig;
 */
import { loadDeploymentConfig } from './load.js';

/** @import { Plugin } from 'vite' */
/** @import { LoadDeploymentConfigOptions } from './index.js' */

export const DEPLOYMENT_CONFIG_GLOBAL = '__MEMBER_HUB_DEPLOYMENT__';

/**
 * @param {Omit<LoadDeploymentConfigOptions, 'mode'>} [options]
 * @returns {Plugin}
 */
export function deploymentConfigPlugin(options = {}) {
  return {
    name: 'member-hub:deployment-config',
    config(_config, { mode }) {
      const { config } = loadDeploymentConfig({ ...options, mode });
      return { define: { [DEPLOYMENT_CONFIG_GLOBAL]: JSON.stringify(config) } };
    },
  };
}
