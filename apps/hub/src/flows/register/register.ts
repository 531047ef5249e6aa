/**
 * Registration (hub spec §2 "Register", §4 "E-mail link flow", §8): the method choice, the
 * e-mail registration (mail link or "empty mail"), the return from the mail link.
 * Plain functions; the screens only wire them.
 */
import { ApiErrorCode, isHttpError, type MemberApiClient } from '@member-hub/api-client';
import { AuthProcess, HIDDEN_ACCEPTED_VALUE, NEEDS_AUTHEN_REG_AUTH, StorageKey } from '@member-hub/enums';
import { type ClientRecord } from '@member-hub/validators';

import { type ClientContext, type KeyValueStorage } from '@member-hub/app-kit/client-context';
import { type ServiceVariant } from '@member-hub/validators';
import { type FlowDeps, revokeAndSignOut } from '../shared/deps';
import { completeMailLinkSignIn } from '../shared/email-link';
import { mailStepError, type MailStepFailure } from '../shared/email-login';
import { clientForReturn } from '../shared/mail-elsewhere';
import { registerModeAllowed } from '../shared/register-mode';

export type RegisterApi = Pick<MemberApiClient, 'getMe' | 'saveLoginParam' | 'sendRegisterMailLink'>;

// ---- The method choice -------------------------------------------------------------------------

export interface RegisterChoice {
  /** Google: community service only, never inside an embedded web view. */
  readonly google: boolean;
  /** The d-account button: hidden when hidden=1. */
  readonly daccount: boolean;
  /** 'Go to login': community service only. */
  readonly goToLogin: boolean;
}

export function registerChoice(
  client: ClientRecord | Pick<ClientRecord, 'hidden'> | null,
  variant: ServiceVariant,
  webView: boolean,
): RegisterChoice {
  return {
    google: variant.offersGoogle && !webView,
    daccount: client?.hidden !== HIDDEN_ACCEPTED_VALUE,
    goToLogin: variant.offersGoToLogin,
  };
}

/** /authenRegister is used when needs_authen_reg=auth or the service is the members service. */
export function usesAuthenRegister(
  client: Pick<ClientRecord, 'needs_authen_reg'> | null,
  variant: ServiceVariant,
) {
  return client?.needs_authen_reg === NEEDS_AUTHEN_REG_AUTH || variant.registersSignedIn;
}

export { hiddenReturnAddress } from './hidden-return';

// ---- A registration left before the profile (docs/decisions/0037) -------------------------------

/**
 * Whether this browser holds a registration left half-way: signed in (the mail link or Google
 * made the account) but no member record yet (GET /member/v1/me answers 404). Such a member
 * reaches the register page through the register-form exit flag, or by Back or a service's link.
 * The method choice cannot serve her: the e-mail step would take her, signed in, for a member
 * adding an address (authRegist) and the server has no member to add it to. Any other answer
 * (nobody signed in, a member, a failure) is no unfinished registration.
 */
export async function hasUnfinishedRegistration(deps: {
  identity: Pick<FlowDeps['identity'], 'waitForAuthReady'>;
  api: Pick<RegisterApi, 'getMe'>;
}): Promise<boolean> {
  try {
    if (!(await deps.identity.waitForAuthReady())) return false;
    await deps.api.getMe();
    return false;
  } catch (error) {
    return isHttpError(error) && error.status === 404;
  }
}

/**
 * 'Start again' on the register page: the half-made sign-in ends (revoked, signed out, the
 * process cleared), so the method choice works as for anyone. The typed profile draft stays: the
 * same address's mail link signs in to the same account, whose form shows the values again.
 */
export function startRegistrationAgain(deps: Pick<FlowDeps, 'api' | 'identity' | 'storage'>): Promise<void> {
  return revokeAndSignOut(deps);
}

// ---- E-mail registration ------------------------------------------------------------------------

export type SendRegisterMailResult =
  | { kind: 'sent'; email: string }
  /** 409 email.taken: a member already has this address (the page with a link to login). */
  | { kind: 'taken' }
  | MailStepFailure;

/** Saves the login parameters, keeps the process 'register', and keeps the loginParamKey. */
async function saveRegisterParams(
  deps: Pick<FlowDeps, 'storage'> & { api: RegisterApi },
  client: ClientRecord,
) {
  const { loginParamKey } = await deps.api.saveLoginParam({ body: { loginParam: JSON.stringify(client) } });
  deps.storage.setItem(StorageKey.loginParamKey, loginParamKey);
  deps.storage.setItem(StorageKey.process, AuthProcess.Register);
  return loginParamKey;
}

export async function sendRegisterMail(
  deps: Pick<FlowDeps, 'storage' | 'savedEmail'> & {
    api: RegisterApi & Partial<AuthRegistApi>;
    /** Present on the screens: a signed-in member registers the address to the account (authRegist). */
    identity?: Pick<FlowDeps['identity'], 'currentUser'>;
  },
  { client }: ClientContext,
  email: string,
): Promise<SendRegisterMailResult> {
  if (!client) return { kind: 'no-client' };
  if (deps.identity?.currentUser() && deps.api.sendChangeMail) {
    return sendAuthRegistMail({ api: { sendChangeMail: deps.api.sendChangeMail } }, client, email);
  }
  try {
    const loginParamKey = await saveRegisterParams(deps, client);
    await deps.api.sendRegisterMailLink({ body: { email, loginParamKey } });
  } catch (error) {
    if (isHttpError(error) && error.code === ApiErrorCode.EmailTaken) return { kind: 'taken' };
    return mailStepError(error);
  }
  // Kept (encrypted) so the return from the mail link can complete the sign-in in this browser.
  await deps.savedEmail.save(email);
  return { kind: 'sent', email };
}

export type AuthRegistApi = Pick<MemberApiClient, 'sendChangeMail'>;

/**
 * AuthenRegister by a signed-in member (hub spec §4 "Mail-link lookup mode values", profile spec
 * §4): the server mails the address a link to the profile's /valid page with mode=authRegist;
 * following it updates me, records the login history and ends on /AuthenRegister/Email/Complete.
 */
export async function sendAuthRegistMail(
  deps: { api: AuthRegistApi },
  client: ClientRecord,
  email: string,
): Promise<SendRegisterMailResult> {
  try {
    await deps.api.sendChangeMail({
      body: { from: email },
      query: { mode: 'authRegist', returnUrl: client.returnUrl },
    });
  } catch (error) {
    if (isHttpError(error) && error.code === ApiErrorCode.EmailTaken) return { kind: 'taken' };
    return mailStepError(error);
  }
  return { kind: 'sent', email };
}

/**
 * The registration address of "empty mail" registration. Must equal the member API's
 * MEMBER_API_REGISTRATION_ADDRESS (apps/member-api/src/mail/README.md); production sets its own
 * through VITE_REGISTRATION_MAIL_ADDRESS.
 */
export const DEFAULT_REGISTRATION_MAIL_ADDRESS = 'touroku@member-hub.localhost';

/**
 * The mail draft of "empty mail" registration: predefined recipient, and the loginParamKey in
 * both subject and body (the API's receiver finds it in either). Subject and body wording is ours.
 */
export function registrationMailto(
  loginParamKey: string,
  address = DEFAULT_REGISTRATION_MAIL_ADDRESS,
): string {
  const subject = `会員登録 ${loginParamKey}`;
  const body = `このまま送信してください。\n登録キー: ${loginParamKey}`;
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export type EmptyMailResult = { kind: 'draft'; href: string } | MailStepFailure;

/**
 * This browser's empty-mail draft (ours, not a spec key): its loginParamKey, when it was opened
 * and for which entry. A reload shows the code field again, and a second tap opens the same draft,
 * so that the answer to either mail finds this browser's key.
 */
export const EMPTY_MAIL_DRAFT_KEY = 'emptyMailDraft';

/** A second tap reuses the draft for this long (the server keeps the parameters 60 minutes). */
export const EMPTY_MAIL_REUSE_MS = 30 * 60_000;
/** The code field is shown again after a reload for this long (a mail's link lives 30 minutes). */
export const EMPTY_MAIL_PENDING_MS = 60 * 60_000;

interface EmptyMailDraft {
  readonly key: string;
  readonly at: number;
  readonly client: string;
}

function readEmptyMailDraft(storage: KeyValueStorage): EmptyMailDraft | null {
  try {
    const draft = JSON.parse(
      storage.getItem(EMPTY_MAIL_DRAFT_KEY) ?? 'null',
    ) as Partial<EmptyMailDraft> | null;
    if (typeof draft?.key !== 'string' || typeof draft.at !== 'number' || typeof draft.client !== 'string')
      return null;
    // Only while it is still this browser's journey (a later login or registration replaced the key).
    return storage.getItem(StorageKey.loginParamKey) === draft.key ? (draft as EmptyMailDraft) : null;
  } catch {
    return null;
  }
}

/** Whether this browser opened an empty-mail draft lately: its page shows the code field. */
export function isEmptyMailPending(storage: KeyValueStorage, now: Date = new Date()): boolean {
  const draft = readEmptyMailDraft(storage);
  return draft !== null && now.getTime() - draft.at < EMPTY_MAIL_PENDING_MS;
}

/**
 * Starting e-mail registration by empty mail: save the parameters, then the mail draft. A second
 * tap soon after, for the same entry, opens the same draft (one key: a code from either answer
 * mail works here).
 */
export async function startEmptyMailRegistration(
  deps: Pick<FlowDeps, 'storage'> & { api: RegisterApi },
  { client }: ClientContext,
  address?: string,
  now: Date = new Date(),
): Promise<EmptyMailResult> {
  if (!client) return { kind: 'no-client' };
  const entry = JSON.stringify(client);
  const earlier = readEmptyMailDraft(deps.storage);
  if (earlier && earlier.client === entry && now.getTime() - earlier.at < EMPTY_MAIL_REUSE_MS)
    return { kind: 'draft', href: registrationMailto(earlier.key, address) };
  try {
    const key = await saveRegisterParams(deps, client);
    const draft: EmptyMailDraft = { key, at: now.getTime(), client: entry };
    deps.storage.setItem(EMPTY_MAIL_DRAFT_KEY, JSON.stringify(draft));
    return { kind: 'draft', href: registrationMailto(key, address) };
  } catch (error) {
    return mailStepError(error);
  }
}

// ---- Return from the registration mail link -----------------------------------------------------

export type RegisterReturnResult =
  /** Signed in, no member yet: 008_profileRegister. */
  | { kind: 'profile' }
  /** registerBrowserChangeError: this browser holds no client entry. */
  | { kind: 'browser-changed' }
  /** 003b: the link is used, expired or not for this address. */
  | { kind: 'expired' }
  /** A member exists already, or a lock, or no parameters: revoked, signed out, back to register. */
  | { kind: 'back-to-register' };

/**
 * The second visit of /register/validate/email (back from Firebase): complete the sign-in,
 * restore the login parameters, require that no member exists (register mode) and that the
 * service is not locked; then the profile registration.
 */
export function completeRegisterMailReturn(
  deps: FlowDeps & { api: FlowDeps['api'] & RegisterApi },
  context: ClientContext,
  href: string,
): Promise<RegisterReturnResult> {
  return completeMailLinkSignIn(deps, href, async (restored): Promise<RegisterReturnResult> => {
    if (!restored || !(await registerModeAllowed(deps.api))) {
      await revokeAndSignOut(deps);
      return { kind: 'back-to-register' };
    }
    deps.storage.removeItem(StorageKey.loginParamKey);
    // This browser's entry, or the server's when the address was confirmed here (mail-elsewhere.ts).
    if (!clientForReturn(deps, context, restored)) return { kind: 'browser-changed' };
    return { kind: 'profile' };
  });
}
