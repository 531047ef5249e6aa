/**
 * The apps' configuration (hub and profile: Firebase, member API base, return-address allow-list),
 * read once from `import.meta.env` (Vite) and the deployment's values (`deployment.ts`).
 * `readAppConfig` is a plain function of both so tests can feed it values.
 */
import type { DeploymentConfig } from '@member-hub/deployment-config';

import { deployment as injectedDeployment } from './deployment';

export interface AppConfig {
  readonly firebase: {
    readonly apiKey: string;
    readonly authDomain: string;
    readonly projectId: string;
    /** Set in development and tests only. */
    readonly emulatorUrl: string | undefined;
  };
  /** '' = same origin (the gateway proxies /member/v1 and /memberbase/v1). */
  readonly memberApiBase: string;
  /** The deployment's prefixes: the 19 in production, the demo services in development and tests. */
  readonly allowedReturnUrlPrefixes: readonly string[];
  /** VITE_SENTRY_DSN: set → errors are reported to Sentry (SDK loaded on the first report); unset → console. */
  readonly sentryDsn: string | undefined;
  /** Sentry's environment tag: 'development' for the dev server, else 'production'. */
  readonly environment: 'development' | 'production';
}

export type EnvRecord = Readonly<Record<string, string | boolean | undefined>>;

const str = (env: EnvRecord, key: string): string | undefined => {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

export const DEFAULT_EMULATOR_URL = 'http://127.0.0.1:9099';
export const DEFAULT_PROJECT_ID = 'demo-member-hub';

export function readAppConfig(
  env: EnvRecord,
  deployment: Pick<DeploymentConfig, 'returnUrlPrefixes'> = injectedDeployment,
): AppConfig {
  const dev = env.DEV === true;
  const projectId = str(env, 'VITE_FIREBASE_PROJECT_ID') ?? DEFAULT_PROJECT_ID;
  return {
    firebase: {
      // The emulator accepts any key; production builds set the real one.
      apiKey: str(env, 'VITE_FIREBASE_API_KEY') ?? 'demo-api-key',
      authDomain: str(env, 'VITE_FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
      projectId,
      emulatorUrl: str(env, 'VITE_FIREBASE_AUTH_EMULATOR_URL') ?? (dev ? DEFAULT_EMULATOR_URL : undefined),
    },
    memberApiBase: str(env, 'VITE_MEMBER_API_BASE') ?? '',
    allowedReturnUrlPrefixes: deployment.returnUrlPrefixes,
    sentryDsn: str(env, 'VITE_SENTRY_DSN'),
    environment: dev ? 'development' : 'production',
  };
}
