/**
 * Profile registration (profile spec §2 "Profile registration", "Registration confirmation",
 * §4 "Profile registration"; hub spec §8): form → confirm → save → complete, the express mode,
 * and the leave-page decision. Plain functions; the screens only wire them.
 */
import {
  ApiErrorCode,
  type CreateMeBodyInput,
  isHttpError,
  isTimeoutError,
  type MemberApiClient,
  postjudgeBodyOf,
  profileBodyOf,
} from '@member-hub/api-client';
import {
  AuthProvider,
  DEFAULT_BIRTHDAY,
  DEFAULT_ICON,
  LoginHistoryMode,
  PROFILE_MODE_INPUT,
} from '@member-hub/enums';
import { type Identity } from '@member-hub/identity';
import { generateNickname, type GenerateNicknameOptions, needsPostjudge } from '@member-hub/validators';

import { type ClientContext, endProcess, type KeyValueStorage } from '@member-hub/app-kit/client-context';
import { type ErrorPolicy } from '@member-hub/app-kit/error-policy';
import { type ServiceVariant } from '@member-hub/validators';
import { recordLoginHistory } from './login-history';

export type ProfileApi = Pick<
  MemberApiClient,
  'createMe' | 'updateMe' | 'postjudge' | 'checkNickname' | 'addLoginHistory'
>;

/** The values the form hands over (ui's ProfileFormOutput, as far as saving needs them). */
export interface ProfileValues {
  readonly thumbnail: string;
  readonly nickname: string;
  readonly interests: number[];
  readonly travelFrequency: number;
  readonly habitSupplement: number;
  readonly assetManagement: number;
  readonly birthday: string;
  readonly birthdayDisplay: number;
  readonly prefecture: number;
  readonly city: string;
  readonly sex: number;
  readonly introduction: string;
  readonly socialSkills: number[];
}

// ---- Mode and the hand-over between form and confirmation --------------------------------------

/** The form is shown when the stored profile mode is 'input'; anything else is express mode. */
export function isExpressMode(client: { profile?: string } | null): boolean {
  return client?.profile !== PROFILE_MODE_INPUT;
}

/**
 * Local keys of the registration (the spec's "stop-reload flag" and "profile data"; the key names
 * are ours). The confirmation opened without the flag goes back to the form.
 */
export const ProfileRegisterKey = {
  draft: 'profileRegister',
  stopReload: 'stopReload',
} as const;

export function keepDraft(storage: KeyValueStorage, values: ProfileValues): void {
  storage.setItem(ProfileRegisterKey.draft, JSON.stringify(values));
  storage.setItem(ProfileRegisterKey.stopReload, 'true');
}

/**
 * Keep the form's current values while the avatar picker is open (profile §2 "Avatar picker";
 * the form comes back on them). The same draft as for the confirmation, but the stop-reload flag
 * is dropped: these values were not validated, so the confirmation must not open on them.
 */
export function keepFormDraft(storage: KeyValueStorage, values: ProfileValues): void {
  storage.setItem(ProfileRegisterKey.draft, JSON.stringify(values));
  storage.removeItem(ProfileRegisterKey.stopReload);
}

/** The draft for the confirmation; null (→ back to the form) without the stop-reload flag. */
export function readDraftForConfirm(storage: KeyValueStorage): ProfileValues | null {
  if (storage.getItem(ProfileRegisterKey.stopReload) !== 'true') return null;
  return readDraft(storage);
}

/** The draft as the form's starting values (back from the confirmation to correct). */
export function readDraft(storage: KeyValueStorage): ProfileValues | null {
  const text = storage.getItem(ProfileRegisterKey.draft);
  if (!text) return null;
  try {
    return JSON.parse(text) as ProfileValues;
  } catch {
    return null;
  }
}

export function clearDraft(storage: KeyValueStorage): void {
  storage.removeItem(ProfileRegisterKey.draft);
  storage.removeItem(ProfileRegisterKey.stopReload);
}

// ---- Save ------------------------------------------------------------------------------------------

/** POST /member/v1/me body: the profile (api-client profileBodyOf), the birthday and address as they are. */
export function createMeBodyOf(
  values: ProfileValues,
  variant: ServiceVariant,
  email: string | null,
): CreateMeBodyInput {
  return {
    ...profileBodyOf(values, variant.serviceUsage),
    birthday: values.birthday,
    email: email ?? '',
  } as CreateMeBodyInput;
}

/** The post-judge check is needed only when the nickname, introduction or thumbnail changed (validators). */
export { needsPostjudge };

export type SaveProfileResult =
  | { kind: 'complete' }
  /** 'Not Authorized': no access token at save time (the unauthorized return). */
  | { kind: 'not-authorized' }
  | { kind: 'timeout'; error: unknown }
  /**
   * 409 nickname.taken: someone took the nickname between the live check and the save. The
   * confirmation goes back to the form with the field's message (not the alert to start again).
   */
  | { kind: 'nickname-taken'; error: unknown }
  /** The catalogue's alert 処理に失敗しました。恐れ入りますがもう一度お試しください。 */
  | { kind: 'failed'; error: unknown };

export interface SaveProfileDeps {
  readonly api: Pick<ProfileApi, 'createMe' | 'updateMe' | 'postjudge' | 'addLoginHistory'>;
  readonly storage: KeyValueStorage;
  readonly getIdToken: () => Promise<string | null>;
  readonly uid: string;
  readonly now?: () => Date;
  /** Where a failed login-history entry is reported (it does not stop the registration). */
  readonly reportHistoryError: (error: unknown) => void;
}

/**
 * The login-history mode of a completed registration (hub spec §4: a login history entry has a
 * mode — login, register, …, or a provider label). A member who registered with Google is recorded
 * with the provider label `google.com` (login with Google records the same label), an e-mail
 * registration as 'register'. A Google member also has `password` (the random password of the
 * provider flow), so Google decides.
 */
export function registrationHistoryMode(providerIds: readonly string[]): string {
  return providerIds.includes(AuthProvider.Google) ? AuthProvider.Google : LoginHistoryMode.Register;
}

/**
 * Save: the access token must be there ('Not Authorized' otherwise), POST the profile, run the
 * post-judge check when a checked field changed, record the registration's login history entry
 * (mode by `providerIds`, service code of the variant, the stored return address), clear the
 * profile data and the `process` (the registration has ended) → complete. Both the confirmation
 * and the express mode save here, so every registration records exactly one entry.
 *
 * A retry after a failure behind the POST (post-judge rejected, a timeout whose POST did reach the
 * server): the member exists by then and POST answers 409 member.exists. The member is this
 * signed-in user's own (the registration allowed no member before), so the same body is sent with
 * PUT /member/v1/me (the spec's "POST and PUT /member/v1/me"), then the post-judge check again;
 * the history entry is written only once a save completes. A failed history entry is only
 * reported: the profile is saved, and saving again cannot tell whether the entry was written
 * (the spec does not say; our choice).
 * A preset icon is sent as its name; an uploaded image is not offered at registration, so the
 * post-judge image data is always empty.
 */
export async function saveProfile(
  deps: SaveProfileDeps,
  input: {
    values: ProfileValues;
    initial: Pick<ProfileValues, 'nickname' | 'introduction' | 'thumbnail'>;
    variant: ServiceVariant;
    /** The entry's return address, recorded in the login history. */
    returnUrl: string | undefined;
    email: string | null;
    /** The signed-in member's providers (IdentityUser.providerIds): Google or e-mail registration. */
    providerIds: readonly string[];
  },
): Promise<SaveProfileResult> {
  const token = await deps.getIdToken().catch(() => null);
  if (!token) return { kind: 'not-authorized' };
  try {
    const body = createMeBodyOf(input.values, input.variant, input.email);
    try {
      await deps.api.createMe({ body });
    } catch (error) {
      if (!(isHttpError(error) && error.code === ApiErrorCode.MemberExists)) throw error;
      await deps.api.updateMe({ body });
    }
    if (needsPostjudge(input.values, input.initial)) {
      await deps.api.postjudge({
        body: postjudgeBodyOf(deps.uid, input.values, deps.now ? deps.now() : new Date()),
      });
    }
  } catch (error) {
    if (isTimeoutError(error)) return { kind: 'timeout', error };
    if (isHttpError(error) && error.code === ApiErrorCode.NicknameTaken)
      return { kind: 'nickname-taken', error };
    return { kind: 'failed', error };
  }
  try {
    await recordLoginHistory(
      deps.api,
      registrationHistoryMode(input.providerIds),
      input.variant,
      input.returnUrl,
    );
  } catch (error) {
    deps.reportHistoryError(error);
  }
  clearDraft(deps.storage);
  endProcess(deps.storage);
  return { kind: 'complete' };
}

/** The empty form's text values: what the post-judge compares against at registration. */
export const REGISTER_INITIAL = Object.freeze({ nickname: '', introduction: '', thumbnail: DEFAULT_ICON });

// ---- Express mode ----------------------------------------------------------------------------------

/**
 * Express mode (profile mode not 'input'): a generated nickname (5 letters/digits, checked with
 * GET /member/v1/nickname, 300 ms between tries, at most 5), birthday 1900-01-01, the default
 * icon (icon12); saved at once.
 */
export async function expressProfile(
  api: Pick<ProfileApi, 'checkNickname'>,
  options: Pick<GenerateNicknameOptions, 'random' | 'sleep'> = {},
): Promise<ProfileValues> {
  const nickname = await generateNickname({
    ...options,
    isAvailable: async (candidate) => !(await api.checkNickname({ query: { nickname: candidate } })).exsist,
  });
  return {
    thumbnail: DEFAULT_ICON,
    nickname,
    interests: [],
    travelFrequency: 0,
    habitSupplement: 0,
    assetManagement: 0,
    birthday: DEFAULT_BIRTHDAY,
    birthdayDisplay: 1,
    prefecture: 0,
    city: '',
    sex: 0,
    introduction: '',
    socialSkills: [],
  };
}

// ---- Leaving the page ------------------------------------------------------------------------------

/**
 * Whether leaving the profile registration asks 'このページを離れますか？'. Skipped when leaving for
 * the provider or e-mail registration routes, and for the registration's own next steps
 * (confirmation, avatar picker, complete), which are not "leaving": the values are kept as the draft.
 */
export function shouldConfirmLeave(nextPathname: string, options: { saving?: boolean } = {}): boolean {
  if (options.saving) return false;
  const path = nextPathname.toLowerCase();
  const skip = [
    '/register/provider',
    '/authenregister/email',
    '/authregister/providerlinkage',
    '/register/validate',
    '/register/profile',
    '/register/avator',
    '/register/complete',
  ];
  return !skip.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The registration's save as the screens start it (the confirmation and the express mode): the
 * signed-in member gives the uid, e-mail and providers, the fields start empty (REGISTER_INITIAL).
 */
export function saveRegistration(
  services: Pick<SaveProfileDeps, 'api' | 'storage'> & {
    readonly identity: Pick<Identity, 'getIdToken' | 'currentUser'>;
    readonly policy: Pick<ErrorPolicy, 'report'>;
  },
  values: ProfileValues,
  { client, variant }: ClientContext,
): Promise<SaveProfileResult> {
  const user = services.identity.currentUser();
  return saveProfile(
    {
      api: services.api,
      storage: services.storage,
      getIdToken: () => services.identity.getIdToken(),
      uid: user?.uid ?? '',
      reportHistoryError: (error) => services.policy.report(error, { step: 'registration login history' }),
    },
    {
      values,
      initial: REGISTER_INITIAL,
      variant,
      returnUrl: client?.returnUrl,
      email: user?.email ?? null,
      providerIds: user?.providerIds ?? [],
    },
  );
}
