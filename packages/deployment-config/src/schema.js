/**
 * The deployment's own values: everything the specifications name but do not show (hub §2 "The
 * list has 19 prefixes", hub §11 "two allowed staging origins", hub §4 the services' failure
 * return addresses, the help pages, the application names, profile §6 the operating company in
 * the footer). The code never carries guesses for them: development and test use the local values
 * (local.js), a production build reads them from one JSON file and refuses to build without them.
 *
 * Plain JavaScript (typed by index.d.ts, checked by `tsc`): Vite loads this package with its
 * config, natively in Node, before anything is built.
 */
import { z } from 'zod';

/** @import { DeploymentConfig } from './index.js' */

/** The spec's count of return-address prefixes (enums `RETURN_URL_PREFIX_COUNT`, checked by a test). */
export const RETURN_URL_PREFIX_COUNT = 19;

const httpUrl = z.url({ protocol: /^https?$/, error: 'an absolute http(s) URL' });
const origin = httpUrl.refine((value) => new URL(value).origin === value, {
  error: 'an origin: scheme, host and port only (no path, no trailing slash)',
});
// The production profile's origins are https only: a member-site layout chosen from a plain-http
// referrer would trust an address anyone on the network can claim.
const httpsOrigin = origin.refine((value) => value.startsWith('https://'), { error: 'an https origin' });
const text = z.string().trim().min(1, { error: 'a non-empty text' });
const appName = z.strictObject({ ja: text, en: text });
const document = z.array(text).min(1, { error: 'at least one paragraph' });

const fields = {
  returnUrlPrefixes: z.array(httpUrl).min(1, { error: 'at least one prefix' }),
  stagingOrigins: z.strictObject({ community: origin, members: origin }),
  siteOrigins: z.strictObject({ community: origin, members: origin }),
  ssoFailureUrls: z.strictObject({
    personalInfo: httpUrl,
    mametoku: httpUrl,
    game: httpUrl,
    community: httpUrl,
    point: httpUrl,
    membership: httpUrl,
  }),
  helpLinks: z.strictObject({
    login: httpUrl,
    appLink: httpUrl,
    mailSettings: httpUrl,
    oldService: httpUrl,
    registrationNumber: httpUrl,
    registerEmail: httpUrl,
  }),
  appNames: z.strictObject({
    community: appName,
    membership: appName,
    point: appName,
    personalInfo: appName,
  }),
  operatingCompany: text,
  // Where the page-view tracker posts each view (profile §2 "page tracking").
  pageViewUrl: httpUrl,
  // The operator's own terms documents, one paragraph per entry, shown as the terms pages.
  terms: z.strictObject({
    community: document,
    members: document,
    point: document,
    membershipService: document,
    services: document,
    privacy: document,
  }),
  support: z.strictObject({
    phone: z.string().regex(/^0\d{1,4}-\d{1,4}-\d{3,4}$/, { error: 'a Japanese phone number with hyphens' }),
    hours: text,
    page: httpUrl,
  }),
  // A custom URL scheme of the phone app: never javascript:, data: or another web page.
  phoneAppUrl: z
    .string()
    .regex(/^[a-z][a-z0-9+.-]*:\/\/\S*$/, { error: 'a custom URL scheme such as app://open' })
    .refine((value) => !/^(https?|javascript|data|file|vbscript):/i.test(value), {
      error: 'a custom URL scheme, not a web, file or script address',
    }),
  // Who vouches for an older-service sign-in: the issuer of its launch assertions, where its
  // public keys are published, and the audience it writes for the member API.
  olderService: z.strictObject({ issuer: httpUrl, jwksUrl: httpUrl, audience: text }),
  // The member site (profile §2 "The member-site layout is used when the stored client referrer is
  // a member-site referrer"): the origins of its pages, compared with the stored referrer's origin.
  memberSite: z.strictObject({
    referrerOrigins: z.array(origin).min(1, { error: 'at least one origin' }),
  }),
  // The WebAuthn relying party of the passkeys: its id (the hub's registrable domain, no scheme or
  // port), the name an authenticator may show, and the origins a ceremony may come from.
  passkeys: z.strictObject({
    rpId: z.string().regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, {
      error: 'a host name such as member.example.jp (no scheme, no port)',
    }),
    rpName: text,
    origins: z.array(origin).min(1, { error: 'at least one origin' }),
  }),
};

/** @type {z.ZodType<DeploymentConfig>} */
export const deploymentConfigSchema = z.strictObject(fields);

/** @type {z.ZodType<DeploymentConfig>} */
export const productionDeploymentConfigSchema = z.strictObject({
  ...fields,
  returnUrlPrefixes: z
    .array(httpUrl)
    .length(RETURN_URL_PREFIX_COUNT, { error: `exactly ${RETURN_URL_PREFIX_COUNT} prefixes (hub §2)` }),
  memberSite: z.strictObject({
    referrerOrigins: z.array(httpsOrigin).min(1, { error: 'at least one origin' }),
  }),
});
