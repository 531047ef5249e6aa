// The two faces of the demo sibling service. The members service is told apart by the hub
// through the marker word `lamember` in its return address (hub spec §1), so its callback
// path carries that word.

export type DemoVariant = 'community' | 'members';

export interface DemoServiceConfig {
  variant: DemoVariant;
  /** Display name in the page header. */
  title: string;
  port: number;
  /** Bind address (DEMO_SERVICE_HOST; default 127.0.0.1, never the LAN). */
  host: string;
  /** The origin the browser uses to reach this service (callback URLs are built from it). */
  publicOrigin: string;
  callbackPath: string;
  /** The hub's one public origin (gateway): where 「ログイン」 and 「新規登録」 send the visitor. */
  hubOrigin: string;
  /** OpenID Provider issuer of the authentication host (discovery is read from it). */
  issuer: string;
  clientId: string;
  /**
   * The client secret (client_secret_basic); '' for the public-client mode, which has none and
   * proves its request with PKCE S256 instead.
   */
  clientSecret: string;
  /**
   * The members service as its phone app would sign in (DEMO_MEMBERS_SERVICE_CLIENT=public): a
   * public client (`demo-members-app`, no secret) that sends its own authorization request to the
   * authentication host (PKCE S256, scope offline_access) with a loopback redirect (RFC 8252 §7.3),
   * instead of entering at the hub's `/login`.
   */
  publicClient: boolean;
  /** Ask the hub for a refresh token too (scope offline_access on the provider side). */
  needsRefreshToken: boolean;
  /**
   * The ID token algorithm the member API registered this client for (its client list): the code
   * exchange accepts no other, whatever the discovery offers.
   */
  idTokenSignedResponseAlg: 'RS256' | 'ES256';
  /** HMAC key of the state/nonce and session cookies. */
  cookieSecret: string;
}

type Env = Record<string, string | undefined>;

const DEFAULT_HUB_ORIGIN = 'http://localhost:5170';

// Development secrets. The member API's default client list (apps/member-api/src/oidc/clients.ts)
// uses the same values (ID token algorithms included) and the same env names, so the dev stack
// works without set-up.
// Production sets DEMO_*_CLIENT_SECRET on both sides.
const DEFAULTS = {
  community: {
    title: 'デモ コミュニティ',
    portEnv: 'DEMO_SERVICE_PORT',
    port: 5190,
    originEnv: 'DEMO_SERVICE_ORIGIN',
    callbackPath: '/callback',
    clientId: 'demo-community',
    secretEnv: 'DEMO_SERVICE_CLIENT_SECRET',
    secret: 'demo-community-dev-secret',
    needsRefreshToken: false,
    idTokenSignedResponseAlg: 'ES256',
  },
  members: {
    title: 'デモ 会員サービス',
    portEnv: 'DEMO_MEMBERS_SERVICE_PORT',
    port: 5191,
    originEnv: 'DEMO_MEMBERS_SERVICE_ORIGIN',
    callbackPath: '/lamember/callback',
    clientId: 'demo-members',
    secretEnv: 'DEMO_MEMBERS_SERVICE_CLIENT_SECRET',
    secret: 'demo-members-dev-secret',
    needsRefreshToken: true,
    idTokenSignedResponseAlg: 'RS256',
  },
} as const;

function intFrom(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** The members service's public client (the member API's dev client list has it too). */
export const PUBLIC_MEMBERS_CLIENT = {
  clientId: 'demo-members-app',
  /** A loopback redirect: the address literal, any port (RFC 8252 §7.3, §8.3). */
  callbackPath: '/oauth/callback',
} as const;

/** Whether the members service runs as a public client (DEMO_MEMBERS_SERVICE_CLIENT=public). */
export const isPublicClientMode = (variant: DemoVariant, env: Env) =>
  variant === 'members' && env.DEMO_MEMBERS_SERVICE_CLIENT === 'public';

export function loadConfig(variant: DemoVariant, env: Env = process.env): DemoServiceConfig {
  const d = DEFAULTS[variant];
  const port = intFrom(env[d.portEnv], d.port);
  const hubOrigin = (env.HUB_PUBLIC_ORIGIN ?? DEFAULT_HUB_ORIGIN).replace(/\/$/, '');
  const publicClient = isPublicClientMode(variant, env);
  // A loopback redirect names 127.0.0.1, not localhost (RFC 8252 §8.3): the service is reached at
  // the same address, so that its cookies come back with the redirect.
  const defaultOrigin = `http://${publicClient ? '127.0.0.1' : 'localhost'}:${port}`;
  return {
    variant,
    title: d.title,
    port,
    host: env.DEMO_SERVICE_HOST ?? '127.0.0.1',
    publicOrigin: (env[d.originEnv] ?? defaultOrigin).replace(/\/$/, ''),
    callbackPath: publicClient ? PUBLIC_MEMBERS_CLIENT.callbackPath : d.callbackPath,
    hubOrigin,
    issuer: env.MEMBER_API_OIDC_ISSUER ?? `${hubOrigin}/memberbase/v1/oidc`,
    clientId: publicClient ? PUBLIC_MEMBERS_CLIENT.clientId : d.clientId,
    clientSecret: publicClient ? '' : (env[d.secretEnv] ?? d.secret),
    publicClient,
    needsRefreshToken: d.needsRefreshToken,
    idTokenSignedResponseAlg: d.idTokenSignedResponseAlg,
    // A per-variant fallback keeps the two services from accepting each other's cookies
    // (cookies on localhost are shared across ports).
    cookieSecret: env.DEMO_SERVICE_COOKIE_SECRET ?? `demo-service-dev-cookie-secret-${variant}`,
  };
}

/** The profiles in which the development secrets above may be used (MEMBER_HUB_PROFILE). */
const DEV_PROFILES = new Set(['dev', 'test']);

/**
 * Refuses to run with a development client or cookie secret unless MEMBER_HUB_PROFILE is
 * explicitly `dev` or `test` (the development secrets are public: anyone could forge the demo
 * session cookies).
 */
export function assertSecretsConfigured(variant: DemoVariant, env: Env = process.env): void {
  if (DEV_PROFILES.has(env.MEMBER_HUB_PROFILE ?? '')) return;
  const secrets = isPublicClientMode(variant, env)
    ? ['DEMO_SERVICE_COOKIE_SECRET']
    : [DEFAULTS[variant].secretEnv, 'DEMO_SERVICE_COOKIE_SECRET'];
  const missing = secrets.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new Error(
      `${missing.join(' and ')} must be set: the development secrets are used only when MEMBER_HUB_PROFILE is dev or test`,
    );
  }
}

export function callbackUrl(config: DemoServiceConfig): string {
  return `${config.publicOrigin}${config.callbackPath}`;
}
