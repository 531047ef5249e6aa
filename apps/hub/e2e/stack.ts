// Hub-only e2e helpers; what every app's suite shares (stack URLs, members, mailed links, the
// demo service's welcome) comes from @member-hub/dev-stack/e2e-helpers and is re-exported here.
import { newestMailText } from '@member-hub/dev-stack/e2e-helpers';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export {
  createGoogleMember,
  createMember,
  expectWelcomedBack,
  mailedLink,
  newMobileContext,
  recordIdentityRequests,
  sendPlainMail,
  stackUrls,
  uniqueEmail,
} from '@member-hub/dev-stack/e2e-helpers';

/**
 * Playwright's named locks for the stand-ins' fixed accounts that spec files share: two files that
 * hold the same lock never run at once; every other file runs beside them.
 */
export const STAND_IN_LOCKS = {
  /** The carrier stand-in's dtest01 (daccount.spec.ts, alerts.spec.ts). */
  carrierAccount: "stand-in: the carrier's dtest01",
  /** The older service stand-in's 10000001 and 10000005 (kantan.spec.ts, migration.spec.ts). */
  olderServiceAccounts: "stand-in: the older service's 10000001 and 10000005",
} as const;

/** A request held back by {@link holdRequest}. */
export interface HeldRequest {
  /** Settles once the page has asked for it (the request is then waiting). */
  requested: Promise<void>;
  /** Lets it go on; later matches pass at once. */
  release: () => void;
}

/**
 * Holds the requests matching `pattern` until `release` is called, as on a slow line: a screen's
 * loader stays long enough for an axe check, or the member goes on before an answer arrives.
 */
export async function holdRequest(page: Page, pattern: string | RegExp): Promise<HeldRequest> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(pattern, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { requested, release };
}

/**
 * The hub entry URL a demo service sends the browser to (its /signin redirect), fetched with the
 * page's own cookies so the service's pending sign-in stays valid; `extra` adds entry values
 * (profile=input, hidden=1, mock=timeout) the demo service does not send itself.
 */
export async function hubEntryUrl(
  page: Page,
  service: string,
  mode: 'login' | 'register',
  extra: Record<string, string> = {},
): Promise<string> {
  const response = await page.request.get(`${service}/signin?mode=${mode}`, { maxRedirects: 0 });
  expect(response.status(), 'the demo service redirects to the hub').toBe(303);
  const location = response.headers().location;
  if (!location) throw new Error('the demo service sent no Location');
  const url = new URL(location);
  for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
  return url.href;
}

/** The 6-digit code of the newest mail to `address` (a sign-in mail or the empty mail's answer). */
export async function mailedCode(request: APIRequestContext, address: string): Promise<string> {
  const text = await newestMailText(request, address);
  const code = /数字：(\d{6})/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the mail:\n${text}`);
  return code;
}
