/**
 * Mail-link verification, the profile's /valid page (profile spec §4 "E-mail link verification",
 * hub spec §4 "Mail-link lookup mode values"):
 *   referenceKey and mode (register, update or authRegist) are both required, else the alert
 *   'Invalid URL. Please check the URL and try again' and the unauthorised return;
 *   GET mails → the address (empty → 'the e-mail address could not be obtained');
 *   PUT me/email → the address changes in the identity service and the member record, and a
 *   custom token signs the member in again (the session named the old address);
 *   then by mode:
 *     register   → the return address (or the mail-verified page when there is none);
 *     update     → the profile-input mail reward (code '1') if applicable → 025 with state=updated;
 *     authRegist → update me, login history, points when the return address is the member
 *                  service → AuthenRegisterComplete (/AuthenRegister/Email/Complete);
 *   a failed lookup (expired, used, unknown) → the mode's timeout page: {hash} (the hub's
 *   registration expired-link page), 027a_changeEmailError, AuthRegisterTimeoutError.
 */
import { ApiErrorCode, hasErrorCode, isMemberApiError, type MemberApiClient } from '@member-hub/api-client';
import { HubPagePath, LoginHistoryMode, type ProfileMailLinkMode } from '@member-hub/enums';
import { type Identity } from '@member-hub/identity';
import { type ClientContext } from '@member-hub/app-kit/client-context';
import { returnAddress } from '@member-hub/validators';

import { RoutePath } from '../../route-paths';
import { ALREADY_CHANGED_PATH } from '../shared/email-change-return';
import { type MailRewardPoints } from '../shared/mail-reward-points';

export { type MailRewardPoints, noMailRewardPoints } from '../shared/mail-reward-points';

export const PROFILE_MAIL_LINK_MODES: readonly ProfileMailLinkMode[] = ['register', 'update', 'authRegist'];

export type MailLinkQuery =
  | { readonly kind: 'ok'; readonly referenceKey: string; readonly mode: ProfileMailLinkMode }
  | { readonly kind: 'invalid-url' };

export function readMailLinkQuery(search: string): MailLinkQuery {
  const query = new URLSearchParams(search);
  const referenceKey = query.get('referenceKey');
  const mode = query.get('mode');
  if (!referenceKey || !mode || !(PROFILE_MAIL_LINK_MODES as readonly string[]).includes(mode))
    return { kind: 'invalid-url' };
  return { kind: 'ok', referenceKey, mode: mode as ProfileMailLinkMode };
}

/** The timeout page of each mode when the lookup fails (profile spec §4). */
export const TIMEOUT_PAGE_OF: Readonly<Record<ProfileMailLinkMode, string>> = Object.freeze({
  register: HubPagePath.registerValidateTimeout,
  update: RoutePath.changeEmailError,
  authRegist: HubPagePath.authenRegisterTimeout,
});

/** The error reported when the lookup answers no address (profile spec §4). */
export const NO_EMAIL_MESSAGE = 'email address could not be obtained';

export type MailLinkOutcome =
  /** Leave the app for this address (the return address). */
  | { readonly kind: 'assign'; readonly url: string }
  /** Go to a page of this app or of the hub on the same host. */
  | { readonly kind: 'navigate'; readonly path: string; readonly email?: string; readonly sameApp: boolean }
  /** The lookup failed: the mode's timeout page (027a shows the address when known). */
  | { readonly kind: 'timeout'; readonly path: string; readonly sameApp: boolean; readonly email?: string }
  | { readonly kind: 'no-email' }
  /** Anything else: the error policy decides (generic error page, timeout dialog, auth return). */
  | { readonly kind: 'error'; readonly error: unknown };

export type MailLinkApi = Pick<MemberApiClient, 'getMail' | 'updateMeEmail' | 'updateMe' | 'addLoginHistory'>;

export interface MailLinkDeps {
  readonly api: MailLinkApi;
  readonly identity: Pick<Identity, 'signInWithCustomToken'>;
  readonly points: MailRewardPoints;
  /** The member host, for the {domain} placeholder of the return address. */
  readonly memberHost: string;
}

const isLookupFailure = (error: unknown) =>
  isMemberApiError(error) && error.kind === 'http' && (error.status === 403 || error.status === 404);

function timeoutOf(mode: ProfileMailLinkMode, email?: string): MailLinkOutcome {
  return {
    kind: 'timeout',
    path: TIMEOUT_PAGE_OF[mode],
    sameApp: mode === 'update',
    ...(email ? { email } : {}),
  };
}

export async function verifyMailLink(
  deps: MailLinkDeps,
  { client, variant }: Pick<ClientContext, 'client' | 'variant'>,
  input: { referenceKey: string; mode: ProfileMailLinkMode },
): Promise<MailLinkOutcome> {
  const { api, mode } = { ...deps, mode: input.mode };
  let email: string;
  try {
    email = (await api.getMail({ query: { referenceKey: input.referenceKey } })).email;
  } catch (error) {
    return isLookupFailure(error) ? timeoutOf(mode) : { kind: 'error', error };
  }
  if (!email.trim()) return { kind: 'no-email' };

  try {
    const { customToken } = await api.updateMeEmail({ body: { email, referenceKey: input.referenceKey } });
    await deps.identity.signInWithCustomToken(customToken);
  } catch (error) {
    // A second tap on the button of a change that was made: the member's address is already the new one.
    if (mode === 'update' && hasErrorCode(error, ApiErrorCode.EmailChangeAlreadyApplied)) {
      return { kind: 'navigate', path: ALREADY_CHANGED_PATH, email, sameApp: true };
    }
    // Used, expired, another member's, or the address was taken meanwhile: could not be registered.
    if (isLookupFailure(error) || hasErrorCode(error, 'email.taken')) return timeoutOf(mode, email);
    return { kind: 'error', error };
  }

  try {
    switch (mode) {
      case 'register':
        if (!client) return { kind: 'navigate', path: RoutePath.mailVerified, sameApp: true };
        return { kind: 'assign', url: returnAddress(client.returnUrl, null, { hubHost: deps.memberHost }) };
      case 'update':
        await deps.points.addMailRewardIfApplicable(variant);
        return { kind: 'navigate', path: `${RoutePath.changeEmail}?state=updated`, sameApp: true };
      case 'authRegist':
        await api.updateMe({ body: { email, serviceUsage: variant.serviceUsage } });
        await api.addLoginHistory({
          body: {
            provider: LoginHistoryMode.Register,
            serviceName: variant.historyServiceCode,
            ...(client?.returnUrl ? { returnUrl: client.returnUrl } : {}),
          },
        });
        if (variant.grantsBonusPoints) await deps.points.addMailRewardIfApplicable(variant);
        return { kind: 'navigate', path: HubPagePath.authenRegisterEmailComplete, sameApp: false };
    }
  } catch (error) {
    return { kind: 'error', error };
  }
}

/**
 * Where the mail-verified page's 'show the community' / 'show the game' go (profile §2 "Other
 * screens": choose to show the community or the game; the spec names no addresses). The
 * deployment knows one page per service, the address /sso returns to (`ssoFailureUrls`); it
 * carries `auth=false`, which tells the service the sign-in failed. After a confirmed address that
 * is wrong, so the member goes to the same page without it (every other part kept).
 */
export function serviceHomeOf(failureUrl: string): string {
  let url: URL;
  try {
    url = new URL(failureUrl);
  } catch {
    return failureUrl;
  }
  url.searchParams.delete('auth');
  return url.href;
}
