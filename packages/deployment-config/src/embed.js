/**
 * The parents allowed to embed the prefecture-only screen (profile §3 "Embedded prefecture-only
 * profile screen", §6): two staging origins, the community site and the member site.
 */

/** @import { DeploymentConfig } from './index.js' */

/**
 * @param {DeploymentConfig} config
 * @returns {string[]}
 */
export function embedParentOrigins(config) {
  return [
    ...new Set([
      config.stagingOrigins.community,
      config.stagingOrigins.members,
      config.siteOrigins.community,
      config.siteOrigins.members,
    ]),
  ];
}
