export { embedParentOrigins } from './embed.js';
export {
  DEPLOYMENT_CONFIG_FILE_VAR,
  DeploymentConfigError,
  deploymentConfigKeys,
  loadDeploymentConfig,
} from './load.js';
export { localDeploymentConfig } from './local.js';
export {
  deploymentConfigSchema,
  productionDeploymentConfigSchema,
  RETURN_URL_PREFIX_COUNT,
} from './schema.js';
