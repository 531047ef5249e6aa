/**
 * The hub's configuration, read once from `import.meta.env` (Vite). `readHubConfig` is a plain
 * function of the env record so tests can feed it values.
 */
import { developmentReturnUrlPrefixes } from '@member-hub/enums';

export interface HubConfig {
  readonly firebase: {
    readonly apiKey: string;
    readonly authDomain: string;
    readonly projectId: string;
    /** Set in development and tests only. */
    readonly emulatorUrl: string | undefined;
  };
  /** '' = same origin (the gateway proxies /member/v1 and /memberbase/v1). */
  readonly memberApiBase: string;
  /** The 19 prefixes in production (configuration); the demo services in development. */
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

export function parsePrefixList(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const list = value
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  return list.length > 0 ? list : undefined;
}

export function readHubConfig(env: EnvRecord): HubConfig {
  const dev = env.DEV === true;
  const projectId = str(env, 'VITE_FIREBASE_PROJECT_ID') ?? DEFAULT_PROJECT_ID;
  const prefixes = parsePrefixList(str(env, 'VITE_ALLOWED_RETURN_URL_PREFIXES'));
  if (!dev && !prefixes) {
    // A production build without its allow-list would accept nothing: say so loudly.
    console.error('VITE_ALLOWED_RETURN_URL_PREFIXES is not set: every return address is refused.');
  }
  return {
    firebase: {
      // The emulator accepts any key; production builds set the real one.
      apiKey: str(env, 'VITE_FIREBASE_API_KEY') ?? 'demo-api-key',
      authDomain: str(env, 'VITE_FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
      projectId,
      emulatorUrl: str(env, 'VITE_FIREBASE_AUTH_EMULATOR_URL') ?? (dev ? DEFAULT_EMULATOR_URL : undefined),
    },
    memberApiBase: str(env, 'VITE_MEMBER_API_BASE') ?? '',
    allowedReturnUrlPrefixes: prefixes ?? (dev ? [...developmentReturnUrlPrefixes] : []),
    sentryDsn: str(env, 'VITE_SENTRY_DSN'),
    environment: dev ? 'development' : 'production',
  };
}
