/**
 * The security headers of the two SPAs (README "Security headers"), one source for every host:
 * the build writes them as data beside its files (`dist/security-headers.json`, see
 * `writeSecurityHeaders`), nginx gets them rendered from that data, and the dev and test gateway
 * serves the same data, or computes the same headers with the same function when no build is
 * there (the dev servers).
 *
 * A page's Content-Security-Policy allows the origin's own files and the sha256 of each inline
 * script the build's HTML holds (never 'unsafe-inline' for scripts); every page gets
 * `frame-ancestors 'none'` and `X-Frame-Options: DENY` except the embedded prefecture screen,
 * which the deployment's allow-list (`embedParentOrigins`) may frame.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { embedParentOrigins } from './embed.js';
import { loadDeploymentConfig } from './load.js';

/** @import { AppHeaderSet, HeaderApp, HeaderMode, SecurityHeaderOptions, EnvRecord } from './headers.d.ts' */
/** @import { DeploymentConfig } from './index.js' */

/** The file the build writes into each app's output folder. */
export const SECURITY_HEADERS_FILE = 'security-headers.json';
/** The format of that file; a reader refuses another. */
export const SECURITY_HEADERS_FORMAT = 1;

/** The one page other sites embed (hub §11, profile §3): framed by the allow-list only. */
export const EMBEDDED_PAGE_PREFIX = '/profileEdit/prefectures';

/**
 * Two years, subdomains included: the hub's origin is HTTPS only. Browsers ignore the header on
 * plain HTTP, so the local stack may send it too (one header set for every host).
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * The pages use no powerful feature: the avatar is chosen with a file input (no camera API), no
 * location, no payment. Everything such is switched off for the page and any frame it holds.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()';

/** The endpoints the Firebase Auth SDK calls in production (not the emulator). */
export const FIREBASE_API_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];
/** Where the SDK loads Google's sign-in helper from in production. */
export const FIREBASE_SCRIPT_ORIGINS = ['https://apis.google.com'];

/**
 * @param {string} pathname
 * @param {string} prefix
 */
export function matchesPrefix(pathname, prefix) {
  const base = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  return base === '' || pathname === base || pathname.startsWith(`${base}/`);
}

/** @param {string} pathname */
export function isEmbeddedPage(pathname) {
  return matchesPrefix(pathname, EMBEDDED_PAGE_PREFIX);
}

/** @param {string} text */
function sha256Source(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The sha256 source expression of every inline `<script>` (one without `src`) in `html`.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  /** @type {string[]} */
  const hashes = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(match[1] ?? '')) continue;
    hashes.push(sha256Source(match[2] ?? ''));
  }
  return [...new Set(hashes)];
}

/**
 * The sha256 source expression of every inline `<style>` element in `html`: the gateway's own
 * pages carry one; the SPA builds carry none (their CSS is a file).
 * @param {string} html
 */
export function inlineStyleHashes(html) {
  /** @type {string[]} */
  const hashes = [];
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi))
    hashes.push(sha256Source(match[1] ?? ''));
  return [...new Set(hashes)];
}

/** @param {readonly string[]} values */
const unique = (values) => [...new Set(values)];

/**
 * The headers of one page at `pathname` whose inline scripts and styles hash to the given values.
 * @param {string} pathname
 * @param {{ scriptHashes: readonly string[]; styleHashes: readonly string[] }} inline
 * @param {SecurityHeaderOptions} options
 * @returns {Record<string, string>}
 */
export function securityHeadersFor(pathname, inline, options) {
  const embedded = isEmbeddedPage(pathname);
  const ancestors =
    embedded && options.embedAncestors.length > 0 ? options.embedAncestors.join(' ') : "'none'";
  const dev = options.mode === 'dev';
  const directives = [
    "default-src 'self'",
    `script-src ${unique(["'self'", ...(options.scriptOrigins ?? []), ...inline.scriptHashes]).join(' ')}`,
    // Dev: 'unsafe-inline' (Vite's injected styles; hashes would switch it off, so none are added).
    `style-src ${unique(["'self'", ...(dev ? ["'unsafe-inline'"] : inline.styleHashes)]).join(' ')}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${unique(["'self'", ...options.authOrigins, ...(options.connectOrigins ?? [])]).join(' ')}`,
    `frame-src ${unique(["'self'", ...options.authOrigins]).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ];
  /** @type {Record<string, string>} */
  const headers = {
    'content-security-policy': directives.join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': STRICT_TRANSPORT_SECURITY,
    'permissions-policy': PERMISSIONS_POLICY,
  };
  // X-Frame-Options has no allow-list: the embedded page relies on frame-ancestors alone.
  if (!embedded) headers['x-frame-options'] = 'DENY';
  return headers;
}

/**
 * The headers of one HTML page at `pathname` whose markup is `html` (the gateway's own pages, and
 * the dev servers' pages, which no build describes).
 * @param {string} pathname
 * @param {string} html
 * @param {SecurityHeaderOptions} options
 */
export function pageSecurityHeaders(pathname, html, options) {
  return securityHeadersFor(
    pathname,
    { scriptHashes: inlineScriptHashes(html), styleHashes: inlineStyleHashes(html) },
    options,
  );
}

/**
 * The origins Firebase Auth (and the error reporter) need, from the same variables the build
 * compiles in (`packages/app-kit` `readAppConfig`): the Auth emulator when the build talks to one,
 * else Google's endpoints and the project's auth domain; the Sentry ingest origin when reporting
 * is on.
 * @param {EnvRecord} env
 * @returns {Pick<SecurityHeaderOptions, 'authOrigins' | 'connectOrigins' | 'scriptOrigins'>}
 */
export function browserOriginsFromEnv(env) {
  const value = (/** @type {string} */ key) => env[key]?.trim() || undefined;
  const emulatorHost = value('FIREBASE_AUTH_EMULATOR_HOST');
  const emulator =
    value('VITE_FIREBASE_AUTH_EMULATOR_URL') ?? (emulatorHost ? `http://${emulatorHost}` : undefined);
  const sentryDsn = value('VITE_SENTRY_DSN');
  const sentry = sentryDsn ? [new URL(sentryDsn).origin] : [];
  if (emulator) return { authOrigins: [new URL(emulator).origin], connectOrigins: sentry, scriptOrigins: [] };
  const projectId = value('VITE_FIREBASE_PROJECT_ID') ?? 'demo-member-hub';
  const authDomain = value('VITE_FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`;
  return {
    authOrigins: [`https://${authDomain}`],
    connectOrigins: [...FIREBASE_API_ORIGINS, ...sentry],
    scriptOrigins: FIREBASE_SCRIPT_ORIGINS,
  };
}

/**
 * Which mode a build is: the local stack's profile when it sets one, else production.
 * @param {EnvRecord} env
 * @returns {HeaderMode}
 */
export function headerModeFromEnv(env) {
  const profile = env.MEMBER_HUB_PROFILE;
  return profile === 'dev' || profile === 'test' ? profile : 'production';
}

/**
 * The header set of one app's build: the hashes of every inline script and style of every HTML
 * file the build holds, and the headers of each of its routes. `routes` lists the exceptions
 * first (the embedded prefecture screen, in the profile app) and ends with `/`, every other page
 * of the app; a path takes the first route it matches (segment by segment).
 * @param {{ app: HeaderApp; htmlFiles: readonly string[]; options: SecurityHeaderOptions }} input
 * @returns {AppHeaderSet}
 */
export function buildHeaderSet({ app, htmlFiles, options }) {
  const scriptHashes = unique(htmlFiles.flatMap(inlineScriptHashes)).sort();
  const styleHashes = unique(htmlFiles.flatMap(inlineStyleHashes)).sort();
  const inline = { scriptHashes, styleHashes };
  const paths = app === 'profile' ? [EMBEDDED_PAGE_PREFIX, '/'] : ['/'];
  return {
    format: SECURITY_HEADERS_FORMAT,
    app,
    mode: options.mode,
    scriptHashes,
    styleHashes,
    routes: paths.map((routePath) => ({
      path: routePath,
      headers: securityHeadersFor(routePath, inline, options),
    })),
  };
}

/**
 * The headers a page at `pathname` of this app gets.
 * @param {AppHeaderSet} set
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersForPath(set, pathname) {
  const route = set.routes.find((candidate) => matchesPrefix(pathname, candidate.path));
  if (!route) throw new Error(`${set.app}: no header route for ${pathname} (the set must end with "/")`);
  return route.headers;
}

/**
 * Reads and checks a header set written by a build.
 * @param {string} file
 * @returns {AppHeaderSet}
 */
export function readHeaderSet(file) {
  const set = JSON.parse(readFileSync(file, 'utf8'));
  if (
    set?.format !== SECURITY_HEADERS_FORMAT ||
    !Array.isArray(set.routes) ||
    set.routes.at(-1)?.path !== '/'
  ) {
    throw new Error(
      `${file} is not a security header set of format ${SECURITY_HEADERS_FORMAT}; rebuild the app`,
    );
  }
  return set;
}

/** @param {string} dir @returns {string[]} */
function htmlFilesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The pages may post page views to the deployment's destination (`pageViewUrl`).
 * @param {Pick<DeploymentConfig, 'pageViewUrl'>} config
 * @param {SecurityHeaderOptions} options
 * @returns {SecurityHeaderOptions}
 */
export function withPageViews(config, options) {
  return {
    ...options,
    connectOrigins: unique([...(options.connectOrigins ?? []), new URL(config.pageViewUrl).origin]),
  };
}

/**
 * Writes `<outDir>/security-headers.json` for the build in `outDir`, with the deployment
 * configuration and browser origins the same build used (the same loader as the Vite plugin: a
 * production build stops when the configuration is incomplete).
 * @param {{ app: HeaderApp; outDir: string; env?: EnvRecord }} input
 * @returns {{ file: string; set: AppHeaderSet }}
 */
export function writeSecurityHeaders({ app, outDir, env = process.env }) {
  const mode = headerModeFromEnv(env);
  const { config } = loadDeploymentConfig({ mode: mode === 'dev' ? 'development' : 'production', env });
  const htmlFiles = htmlFilesUnder(outDir).map((file) => readFileSync(file, 'utf8'));
  if (htmlFiles.length === 0) throw new Error(`${outDir} holds no HTML file: build the app first`);
  const set = buildHeaderSet({
    app,
    htmlFiles,
    options: withPageViews(config, {
      mode,
      embedAncestors: embedParentOrigins(config),
      ...browserOriginsFromEnv(env),
    }),
  });
  const file = path.join(outDir, SECURITY_HEADERS_FILE);
  writeFileSync(file, `${JSON.stringify(set, null, 2)}\n`);
  return { file, set };
}
