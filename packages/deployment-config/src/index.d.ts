// The types of the deployment configuration (the JavaScript beside this file implements them and
// `tsc --checkJs` checks it against them: the schemas are `z.ZodType<DeploymentConfig>`).
import { type z } from 'zod';

export interface AppName {
  readonly ja: string;
  readonly en: string;
}

export interface DeploymentConfig {
  /** The allowed return-address prefixes: `returnUrl` must start with one of them (hub §2); 19 in production. */
  readonly returnUrlPrefixes: readonly string[];
  /** The two staging origins allowed to embed the prefecture-only profile screen (hub §11, profile §3). */
  readonly stagingOrigins: { readonly community: string; readonly members: string };
  /**
   * The production origins of the community site and the member site, the other two parents
   * allowed to embed the prefecture-only screen (profile §3 "Embedded prefecture-only profile screen").
   */
  readonly siteOrigins: { readonly community: string; readonly members: string };
  /** Where /sso sends the browser when the check fails, by SSO service (hub §4). */
  readonly ssoFailureUrls: {
    readonly personalInfo: string;
    readonly mametoku: string;
    readonly game: string;
    readonly community: string;
    readonly point: string;
    readonly membership: string;
  };
  /** Help pages the screens link to. */
  readonly helpLinks: {
    /** The login help (006, 006a). */
    readonly login: string;
    /** The app-link help offered to the members service's app (006a). */
    readonly appLink: string;
    /** "If the mail does not arrive": the mail settings help. */
    readonly mailSettings: string;
    /** For users of the older community service (006). */
    readonly oldService: string;
    /** 「登録番号がわからないとき」: where the older service's registration number is found (kantan login). */
    readonly registrationNumber: string;
    /** 「メールアドレスでの登録がうまくいかない場合」 on the registration choice (/register). */
    readonly registerEmail: string;
  };
  /** Application names after the screen title in page titles. */
  readonly appNames: {
    readonly community: AppName;
    readonly membership: AppName;
    readonly point: AppName;
    readonly personalInfo: AppName;
  };
  /** The operating company (a limited liability company) named by the footer. */
  readonly operatingCompany: string;
  /**
   * Where both apps post a page view (profile §2: every route but home, 300 ms after the move):
   * a JSON `{ app, path, title, at }` per view, sent as a beacon (`text/plain`). Its origin is
   * allowed by the pages' `connect-src`. Locally the dev stack's gateway records them.
   */
  readonly pageViewUrl: string;
  /**
   * The operator's terms documents shown by the terms pages under /termsofservice (hub 004,
   * profile §2 "Terms screens"), one paragraph per entry: the community terms (the index), the
   * member terms, the point terms, the membership-service terms, the list of covered services and
   * the personal-information rules. The specs name the pages, not the text: production must set it.
   */
  readonly terms: {
    readonly community: readonly string[];
    readonly members: readonly string[];
    readonly point: readonly string[];
    readonly membershipService: readonly string[];
    readonly services: readonly string[];
    readonly privacy: readonly string[];
  };
  /**
   * Whom a member calls when stuck: every error screen names it (issue "every error screen has a
   * way forward"); the specs are silent, so production must set it.
   */
  readonly support: {
    /** A phone number as printed, e.g. 0120-123-456 (dialled through a tel: link). */
    readonly phone: string;
    /** When the line is open, as printed (e.g. 平日 9時〜17時). */
    readonly hours: string;
    /** The contact page. */
    readonly page: string;
  };
  /**
   * The senior phone community app's custom URL scheme (hub §2 temporary-outage page, §4
   * "Migration completion": closing the timeout dialog on a migration route), e.g. `rakuraku://`.
   */
  readonly phoneAppUrl: string;
  /**
   * The older community service as the party that vouches for its members: the `iss` of its
   * launch assertions, the address of its public keys (JWKS) and the `aud` it writes for the
   * member API (member API `src/legacy/assertions.ts`).
   */
  readonly olderService: {
    readonly issuer: string;
    readonly jwksUrl: string;
    readonly audience: string;
  };
  /**
   * The member site (profile §2 "Application shell"): the screens use the member-site layout
   * (another header, some screens without the footer) when the entry's stored `referer` is a page
   * of it, i.e. when the referrer's URL origin is one of `referrerOrigins` (docs/decisions/0036).
   * Origins only (scheme, host, port); https in a production file.
   */
  readonly memberSite: {
    readonly referrerOrigins: readonly string[];
  };
  /**
   * The WebAuthn relying party of the passkeys (member API `src/passkeys`): `rpId` is the hub's
   * host or registrable domain (no scheme, no port), `rpName` what an authenticator may show,
   * `origins` the hub origins a ceremony may come from (the browser's `clientDataJSON.origin`).
   */
  readonly passkeys: {
    readonly rpId: string;
    readonly rpName: string;
    readonly origins: readonly string[];
  };
}

export type EnvRecord = Readonly<Record<string, string | undefined>>;

export interface LoadDeploymentConfigOptions {
  /** Vite's mode: `production` for `vite build`, `development` for the dev server, `test` in Vitest. */
  readonly mode: string;
  /** Default: `process.env`. */
  readonly env?: EnvRecord;
  readonly readFile?: (path: string) => string;
}

export interface LoadedDeploymentConfig {
  readonly config: DeploymentConfig;
  /** `local` or the file the values came from. */
  readonly source: string;
}

export declare const RETURN_URL_PREFIX_COUNT: 19;
export declare const deploymentConfigSchema: z.ZodType<DeploymentConfig>;
/** As `deploymentConfigSchema`, with exactly the spec's 19 return-address prefixes. */
export declare const productionDeploymentConfigSchema: z.ZodType<DeploymentConfig>;
export declare function localDeploymentConfig(env?: EnvRecord): DeploymentConfig;

export declare const DEPLOYMENT_CONFIG_FILE_VAR: 'MEMBER_HUB_DEPLOYMENT_CONFIG';
export declare class DeploymentConfigError extends Error {
  readonly code: 'deployment_config.invalid';
  /** The dotted keys that are missing or invalid (e.g. `helpLinks.login`). */
  readonly keys: readonly string[];
  constructor(message: string, keys: readonly string[]);
}
/** Every key of the configuration, dotted (`appNames.community.ja`). */
export declare function deploymentConfigKeys(): string[];
export declare function loadDeploymentConfig(options: LoadDeploymentConfigOptions): LoadedDeploymentConfig;

export { embedParentOrigins } from './embed.js';
