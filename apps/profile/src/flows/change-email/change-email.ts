/**
 * E-mail change, 025_changeEmail (profile spec §2 "E-mail change", §4, §5): input → validate →
 * confirm → send (POST mails!update) → the sent notice; the member follows the mailed link (the
 * /valid page, mode update) and comes back with state=updated → complete. In the membership
 * variant completion signs out, revokes the refresh token and goes back to profile edit.
 * Plain functions: the screens wire them, tests call them without rendering.
 */
import { hasErrorCode, isMemberApiError, type MemberApiClient } from '@member-hub/api-client';
import { endProcess, type KeyValueStorage } from '@member-hub/app-kit/client-context';
import { type Identity } from '@member-hub/identity';
import { type Failure, type ServiceVariant, validateEmailChange } from '@member-hub/validators';

import { RoutePath } from '../../route-paths';

export { changeEmailEntry, isUpdatedReturn, UPDATED_STATE } from './entry';
export { ALREADY_CHANGED_PATH, isAlreadyChanged } from '../shared/email-change-return';

export interface ChangeEmailInput {
  readonly email: string;
  readonly emailRetype: string;
}

export type ChangeEmailCheck =
  | { readonly ok: true; readonly email: string }
  | { readonly ok: false; readonly errors: { email: Failure | null; emailRetype: Failure | null } };

/** Both fields: required, format, RFC check; the retype must equal the new address (profile §5). */
export function checkChangeEmail(input: ChangeEmailInput): ChangeEmailCheck {
  const errors = validateEmailChange(input);
  if (errors.email || errors.emailRetype) return { ok: false, errors };
  return { ok: true, email: input.email };
}

/** The local key that remembers the address asked for (027a shows it when the lookup failed). */
export const PENDING_EMAIL_KEY = 'pendingEmailChange';

export type SendChangeMailResult =
  | { readonly kind: 'sent' }
  /** 409 email.taken: another member has this address. */
  | { readonly kind: 'taken' }
  /** 403 auth.recent_login_required: the sign-in is older than the server allows for a change. */
  | { readonly kind: 'signInAgain' }
  /** Any other failure: the generic alert, then back (profile spec §8 "E-mail send failure"). */
  | { readonly kind: 'failed'; readonly error: unknown };

export async function sendChangeMail(
  deps: { api: Pick<MemberApiClient, 'sendChangeMail'>; storage: KeyValueStorage },
  input: { email: string; returnUrl?: string | undefined; referer?: string | undefined },
): Promise<SendChangeMailResult> {
  try {
    await deps.api.sendChangeMail({
      body: { from: input.email },
      query: {
        ...(input.returnUrl ? { returnUrl: input.returnUrl } : {}),
        ...(input.referer ? { referer: input.referer } : {}),
        mode: 'update',
      },
    });
    deps.storage.setItem(PENDING_EMAIL_KEY, input.email);
    return { kind: 'sent' };
  } catch (error) {
    if (hasErrorCode(error, 'email.taken')) return { kind: 'taken' };
    if (hasErrorCode(error, 'auth.recent_login_required')) return { kind: 'signInAgain' };
    return { kind: 'failed', error };
  }
}

/** A timeout (the dialog is already shown by the policy) needs no second alert. */
export function needsSendAlert(error: unknown): boolean {
  return !(isMemberApiError(error) && error.kind === 'timeout');
}

export type FinishChangeResult =
  | { readonly kind: 'complete' }
  /** Membership variant: signed out and revoked; go back to the member profile edit. */
  | { readonly kind: 'signed-out'; readonly path: typeof RoutePath.memberProfileEdit };

/**
 * The completion (state=updated). The membership variant signs out and revokes the refresh token
 * (a failed revocation is only logged by identity), then returns to profile edit.
 */
export async function finishChange(
  deps: {
    api: Pick<MemberApiClient, 'logout'>;
    identity: Pick<Identity, 'revokeAndSignOut'>;
    storage: KeyValueStorage;
  },
  variant: Pick<ServiceVariant, 'emailChangeSignsOut'>,
): Promise<FinishChangeResult> {
  deps.storage.removeItem(PENDING_EMAIL_KEY);
  if (!variant.emailChangeSignsOut) return { kind: 'complete' };
  endProcess(deps.storage);
  await deps.identity.revokeAndSignOut(() => deps.api.logout());
  return { kind: 'signed-out', path: RoutePath.memberProfileEdit };
}
