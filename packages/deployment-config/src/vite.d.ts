import { type Plugin } from 'vite';

import { type LoadDeploymentConfigOptions } from './index.js';

export declare const DEPLOYMENT_CONFIG_GLOBAL: '__MEMBER_HUB_DEPLOYMENT__';
/** Injects the validated configuration as `__MEMBER_HUB_DEPLOYMENT__`; throws on a missing key in production. */
export declare function deploymentConfigPlugin(options?: Omit<LoadDeploymentConfigOptions, 'mode'>): Plugin;
