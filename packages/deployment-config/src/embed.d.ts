import { type DeploymentConfig } from './index.js';

/**
 * The allow-list of the embedded prefecture screen (profile §3, §6): the two staging origins, the
 * community site and the member site, without duplicates. Browser-safe (this entry reads no file).
 */
export declare function embedParentOrigins(config: DeploymentConfig): string[];
