/**
 * Which values a build gets. Development (`vite` dev server), tests (Vitest) and builds of the
 * local stack (`MEMBER_HUB_PROFILE` = dev or test) use the local values. Any other production
 * build reads the JSON file named by `MEMBER_HUB_DEPLOYMENT_CONFIG` and stops, naming every
 * missing or invalid key, when the file is not set, not readable or incomplete.
 */
import { readFileSync } from 'node:fs';

import { localDeploymentConfig } from './local.js';
import { deploymentConfigSchema, productionDeploymentConfigSchema } from './schema.js';

/** @import { LoadDeploymentConfigOptions, LoadedDeploymentConfig } from './index.js' */

/** The environment variable naming the production JSON file. */
export const DEPLOYMENT_CONFIG_FILE_VAR = 'MEMBER_HUB_DEPLOYMENT_CONFIG';
const LOCAL_PROFILES = ['dev', 'test'];

export class DeploymentConfigError extends Error {
  /**
   * @param {string} message
   * @param {readonly string[]} keys the dotted keys that are missing or invalid (e.g. `helpLinks.login`)
   */
  constructor(message, keys) {
    super(message);
    this.name = 'DeploymentConfigError';
    this.code = /** @type {const} */ ('deployment_config.invalid');
    this.keys = keys;
  }
}

/**
 * Every key of the configuration, dotted (`appNames.community.ja`), in schema order.
 * @returns {string[]}
 */
export function deploymentConfigKeys() {
  /** @type {(value: unknown, prefix: string) => string[]} */
  const walk = (value, prefix) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value).flatMap(([key, inner]) => walk(inner, prefix ? `${prefix}.${key}` : key))
      : [prefix];
  return walk(localDeploymentConfig(), '');
}

/**
 * @param {LoadDeploymentConfigOptions} options
 * @returns {LoadedDeploymentConfig}
 */
export function loadDeploymentConfig(options) {
  const env = options.env ?? process.env;
  const file = env[DEPLOYMENT_CONFIG_FILE_VAR]?.trim();
  const local = options.mode !== 'production' || LOCAL_PROFILES.includes(env.MEMBER_HUB_PROFILE ?? '');
  if (!file) {
    if (local) return { config: localDeploymentConfig(env), source: 'local' };
    const keys = deploymentConfigKeys();
    throw new DeploymentConfigError(
      `A production build needs the deployment configuration: set ${DEPLOYMENT_CONFIG_FILE_VAR} to a JSON file ` +
        `with every key (see README "Production configuration"), or MEMBER_HUB_PROFILE=dev|test for a local build. ` +
        `Missing: ${keys.join(', ')}.`,
      keys,
    );
  }
  const read = options.readFile ?? ((/** @type {string} */ path) => readFileSync(path, 'utf8'));
  /** @type {unknown} */
  let raw;
  try {
    raw = JSON.parse(read(file));
  } catch (error) {
    throw new DeploymentConfigError(
      `${DEPLOYMENT_CONFIG_FILE_VAR}=${file} is not a readable JSON file: ${error instanceof Error ? error.message : String(error)}`,
      [],
    );
  }
  const schema = local ? deploymentConfigSchema : productionDeploymentConfigSchema;
  const result = schema.safeParse(raw);
  if (result.success) return { config: result.data, source: file };
  /** @type {string[]} */
  const missing = [];
  /** @type {string[]} */
  const invalid = [];
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    if (issue.code === 'invalid_type' && issue.input === undefined) missing.push(key);
    else if (issue.code === 'unrecognized_keys')
      invalid.push(...issue.keys.map((k) => `${key ? `${key}.` : ''}${k} (unknown key)`));
    else invalid.push(`${key} (${issue.message})`);
  }
  throw new DeploymentConfigError(
    `The deployment configuration ${file} is incomplete.` +
      (missing.length ? ` Missing: ${missing.join(', ')}.` : '') +
      (invalid.length ? ` Invalid: ${invalid.join(', ')}.` : ''),
    [...missing, ...invalid.map((entry) => entry.split(' ')[0] ?? entry)],
  );
}
