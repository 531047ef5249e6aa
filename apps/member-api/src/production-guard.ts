/**
 * Start-up guard. The development conveniences — the Firebase Auth emulator (firebase-admin then
 * accepts unsigned `alg: none` ID tokens), the demo client list with its well-known secrets, keys
 * generated into the data folder, a per-process upload secret, the development legacy-password
 * key, the stand-ins' carrier and older-service secrets and loopback as the trusted proxy — are
 * allowed only when MEMBER_HUB_PROFILE is explicitly `dev` or `test` (the stack
 * launcher sets it). Any other profile, unset included, must configure each of them or the
 * server refuses to start.
 */
import { loadDeploymentConfig } from '@member-hub/deployment-config';

import { DEV_CARRIER_CLIENT_SECRET, DEV_LEGACY_SERVICE, type Config } from './config';
import { legacyPasswordKeyOf } from './legacy/password-cipher';
import { encryptedIdKeyProblem } from './members/encrypted-id';
import { demoClients, loadClients, type RegisteredClient } from './oidc/clients';
import { signingKeyProblems } from './oidc/keys';
import { loadOidcSettings } from './oidc/settings';
import { DEV_PROFILES } from './profile';
import { trustedProxyList } from './ratelimit/keys';

export { DEV_PROFILES };

/** Firebase project ids the emulator may stand in for (offline demo projects). */
const EMULATOR_PROJECT_PREFIX = 'demo-';

function jwksProblem(jwksJson: string): string | undefined {
  try {
    const jwks = JSON.parse(jwksJson) as { keys?: { d?: unknown; kid?: unknown }[] };
    const keys = jwks.keys ?? [];
    if (keys.length === 0 || !keys[0]?.d) {
      return 'MEMBER_API_OIDC_JWKS must hold the private signing key first (a JWK with "d")';
    }
    if (keys.some((key) => typeof key.kid !== 'string' || key.kid === '')) {
      return 'MEMBER_API_OIDC_JWKS: every key needs a "kid" (clients pick the verification key by it)';
    }
    return undefined;
  } catch {
    return 'MEMBER_API_OIDC_JWKS is not JSON ({"keys":[...]})';
  }
}

/** The legacy, carrier and older-service secrets whose defaults are printed in the repository. */
function secretProblems(config: Config): string[] {
  const problems: string[] = [];
  try {
    legacyPasswordKeyOf(config.legacyPasswordKey, config.profile);
  } catch (error) {
    problems.push(`${(error as Error).message}: it encrypts the stored legacy passwords`);
  }
  if (!config.carrier.clientSecret || config.carrier.clientSecret === DEV_CARRIER_CLIENT_SECRET) {
    problems.push('CARRIER_OP_CLIENT_SECRET must be set (the default is the stand-in relay client’s secret)');
  }
  if (!config.legacyService.url || config.legacyService.url === DEV_LEGACY_SERVICE.url) {
    problems.push('LEGACY_SERVICE_URL must be set (the default is the local older-service stand-in)');
  }
  if (!config.legacyService.apiKey || config.legacyService.apiKey === DEV_LEGACY_SERVICE.apiKey) {
    problems.push('LEGACY_SERVICE_API_KEY must be set (the default is the stand-in’s development key)');
  }
  return problems;
}

/**
 * Whose X-Forwarded-For is believed decides every per-client limit: outside dev and test it is an
 * explicit list. MEMBER_API_TRUST_PROXY=1 means loopback only, which behind a remote proxy puts
 * every client in one bucket and on a shared host lets a local caller choose its own.
 */
function trustedProxyProblems(env: NodeJS.ProcessEnv): string[] {
  const list = env.MEMBER_API_TRUSTED_PROXIES?.trim();
  if (!list) {
    return [
      'MEMBER_API_TRUSTED_PROXIES must list the proxies in front of the API (addresses or CIDRs); MEMBER_API_TRUST_PROXY=1 means loopback only and is for the dev and test profiles',
    ];
  }
  try {
    trustedProxyList(list.split(','));
    return [];
  } catch (error) {
    return [`MEMBER_API_TRUSTED_PROXIES: ${(error as Error).message}`];
  }
}

/**
 * The sibling apps' backend vouches that a device holds a push token (the payout sign-in): whose
 * keys are believed is named by the operator, never derived from another setting, and fetched
 * over TLS only.
 */
function siblingAppProblems(config: Config, env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const settings = [
    ['SIBLING_APP_ISSUER', config.siblingApp.issuer],
    ['SIBLING_APP_JWKS_URL', config.siblingApp.jwksUrl],
  ] as const;
  for (const [name, value] of settings) {
    if (!env[name]?.trim())
      problems.push(`${name} must be set (the default is the local sibling-app stand-in)`);
    else if (!value.startsWith('https://')) problems.push(`${name} must be an https URL`);
  }
  return problems;
}

/** What stops this configuration from starting; empty when it may start. */
export function productionGuardProblems(config: Config, env: NodeJS.ProcessEnv = process.env): string[] {
  const devProfile = DEV_PROFILES.has(config.profile);
  const problems: string[] = [];
  if (config.authEmulatorHost) {
    if (!devProfile) {
      problems.push(
        `FIREBASE_AUTH_EMULATOR_HOST is set but MEMBER_HUB_PROFILE is "${config.profile}": the emulator (unsigned ID tokens) is allowed only when MEMBER_HUB_PROFILE is dev or test`,
      );
    } else if (!config.firebaseProjectId.startsWith(EMULATOR_PROJECT_PREFIX)) {
      problems.push(
        `FIREBASE_AUTH_EMULATOR_HOST is set for project "${config.firebaseProjectId}": the emulator may stand in only for a ${EMULATOR_PROJECT_PREFIX}* project`,
      );
    }
  }
  if (devProfile) return problems;

  let clients: RegisteredClient[] | undefined;
  const clientSource = {
    clientsJson: env.MEMBER_API_OIDC_CLIENTS || undefined,
    clientsFile: env.MEMBER_API_OIDC_CLIENTS_FILE || undefined,
  };
  if (!clientSource.clientsJson && !clientSource.clientsFile) {
    problems.push(
      'MEMBER_API_OIDC_CLIENTS or MEMBER_API_OIDC_CLIENTS_FILE must be set (the default is the demo services with their development secrets)',
    );
  } else {
    const devSecrets = new Set(demoClients({}).map((client) => client.client_secret));
    try {
      clients = loadClients(clientSource, env);
      const weak = clients.filter((client) => devSecrets.has(client.client_secret));
      if (weak.length > 0) {
        problems.push(
          `client ${weak.map((c) => c.client_id).join(', ')} is registered with a development secret`,
        );
      }
    } catch (error) {
      problems.push(`the OIDC client list is invalid: ${(error as Error).message}`);
    }
  }
  // The keys only (the client list above is checked on its own, so load the settings without it).
  const settings = loadOidcSettings(config.hubPublicOrigin, {
    ...env,
    MEMBER_API_OIDC_CLIENTS: undefined,
    MEMBER_API_OIDC_CLIENTS_FILE: undefined,
  });
  if (!settings.jwksJson) {
    problems.push(
      'MEMBER_API_OIDC_JWKS must be set (signing keys come from configuration, not from the data folder)',
    );
  } else {
    const problem = jwksProblem(settings.jwksJson);
    if (problem) problems.push(problem);
    else if (clients) {
      // Every client's ID token algorithm (RS256 unless it opted in to ES256) has its key.
      const jwks = JSON.parse(settings.jwksJson) as Parameters<typeof signingKeyProblems>[0];
      problems.push(...signingKeyProblems(jwks, clients).map((p) => `MEMBER_API_OIDC_JWKS: ${p}`));
    }
  }
  if (!settings.cookieKeys || settings.cookieKeys.length === 0) {
    problems.push('MEMBER_API_OIDC_COOKIE_KEYS must be set (the cookie signing keys)');
  }
  const encryptedIdProblem = encryptedIdKeyProblem(config.encryptedIdKey);
  if (encryptedIdProblem) problems.push(encryptedIdProblem);
  try {
    // The names, operator and support line of the mails: never local values.
    const { olderService, passkeys } = loadDeploymentConfig({
      mode: 'production',
      env: { ...env, MEMBER_HUB_PROFILE: config.profile },
    }).config;
    // The older service's keys decide who may sign in as its members: fetched over TLS only.
    for (const key of ['issuer', 'jwksUrl'] as const)
      if (!olderService[key].startsWith('https://'))
        problems.push(`olderService.${key} of the deployment configuration must be an https URL`);
    // Browsers make passkeys only in a secure context: the hub's origins are https.
    for (const origin of passkeys.origins)
      if (!origin.startsWith('https://'))
        problems.push(`passkeys.origins of the deployment configuration must be https origins (${origin})`);
  } catch (error) {
    problems.push(`the deployment configuration is missing or invalid: ${(error as Error).message}`);
  }
  if (config.blobStore === 'local' && !config.uploadSigningSecret) {
    problems.push('MEMBER_API_UPLOAD_SECRET must be set (a generated one holds for one process only)');
  }
  problems.push(...secretProblems(config), ...siblingAppProblems(config, env), ...trustedProxyProblems(env));
  return problems;
}

/** Throws, naming every problem, when the configuration may not start. */
export function assertStartAllowed(config: Config, env: NodeJS.ProcessEnv = process.env): void {
  const problems = productionGuardProblems(config, env);
  if (problems.length > 0) {
    throw new Error(`member-api refuses to start:\n- ${problems.join('\n- ')}`);
  }
}
