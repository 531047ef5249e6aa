import type { EnvRecord } from './index.js';

export type { EnvRecord };

/** Which app a header set belongs to. */
export type HeaderApp = 'hub' | 'profile';
/** `dev`: the Vite dev servers (inline styles allowed); `test` / `production`: builds. */
export type HeaderMode = 'dev' | 'test' | 'production';

export interface SecurityHeaderOptions {
  /**
   * `dev`: Vite's dev server injects the CSS as <style> elements, so styles may be inline there
   * (its HMR WebSocket is same-origin: 'self'); scripts are still hashes only.
   * `test` / `production`: the built SPAs, no inline styles or scripts beyond the hashed ones.
   */
  mode: HeaderMode;
  /** Origins allowed to frame the embedded page (`embedParentOrigins`). */
  embedAncestors: readonly string[];
  /** Firebase Auth's origins, which the SDK calls and frames (the emulator, or the auth domain). */
  authOrigins: readonly string[];
  /** Further origins the pages call (Google's Auth endpoints, the Sentry ingest origin). */
  connectOrigins?: readonly string[];
  /** Origins scripts may load from besides 'self' (Google's sign-in helper in production). */
  scriptOrigins?: readonly string[];
}

/** One route of an app: a path prefix (matched per segment; `/` is every page) and its headers. */
export interface HeaderRoute {
  path: string;
  headers: Record<string, string>;
}

/** What `dist/security-headers.json` holds. */
export interface AppHeaderSet {
  format: 1;
  app: HeaderApp;
  mode: HeaderMode;
  /** The sha256 sources of the build's inline scripts (allowed by every route's CSP). */
  scriptHashes: string[];
  styleHashes: string[];
  /** Exceptions first, `/` last; a path takes the first route it matches. */
  routes: HeaderRoute[];
}

export declare const SECURITY_HEADERS_FILE: 'security-headers.json';
export declare const SECURITY_HEADERS_FORMAT: 1;
export declare const EMBEDDED_PAGE_PREFIX: '/profileEdit/prefectures';
export declare const STRICT_TRANSPORT_SECURITY: string;
export declare const PERMISSIONS_POLICY: string;
export declare const FIREBASE_API_ORIGINS: string[];
export declare const FIREBASE_SCRIPT_ORIGINS: string[];

export declare function matchesPrefix(pathname: string, prefix: string): boolean;
export declare function isEmbeddedPage(pathname: string): boolean;
export declare function inlineScriptHashes(html: string): string[];
export declare function inlineStyleHashes(html: string): string[];
export declare function securityHeadersFor(
  pathname: string,
  inline: { scriptHashes: readonly string[]; styleHashes: readonly string[] },
  options: SecurityHeaderOptions,
): Record<string, string>;
export declare function pageSecurityHeaders(
  pathname: string,
  html: string,
  options: SecurityHeaderOptions,
): Record<string, string>;
export declare function browserOriginsFromEnv(
  env: EnvRecord,
): Pick<SecurityHeaderOptions, 'authOrigins' | 'connectOrigins' | 'scriptOrigins'>;
/** Adds the origin of the deployment's page-view destination to `connect-src`. */
export declare function withPageViews(
  config: { readonly pageViewUrl: string },
  options: SecurityHeaderOptions,
): SecurityHeaderOptions;
export declare function headerModeFromEnv(env: EnvRecord): HeaderMode;
export declare function buildHeaderSet(input: {
  app: HeaderApp;
  htmlFiles: readonly string[];
  options: SecurityHeaderOptions;
}): AppHeaderSet;
export declare function headersForPath(set: AppHeaderSet, pathname: string): Record<string, string>;
export declare function readHeaderSet(file: string): AppHeaderSet;
export declare function writeSecurityHeaders(input: { app: HeaderApp; outDir: string; env?: EnvRecord }): {
  file: string;
  set: AppHeaderSet;
};
