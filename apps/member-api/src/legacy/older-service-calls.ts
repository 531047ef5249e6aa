/**
 * What the older community service's calls share (src/routes/legacy.ts, src/routes/legacy-kantan.ts):
 * the adapter, the password cipher, the kantan lockout and the launch assertions, and the steps
 * built on them: the member of an account, its custom token, the launch's proof.
 *
 * A phone number, a handset model, a sid or an access token in the browser's hands only names an
 * older-service account. The older service vouches for the sign-in with a launch assertion
 * (./assertions.ts): the first call of each launch (rakuUser, kantanRegister, kantanAuthRegister,
 * gameUser) redeems it, and the later steps (rakuUser again, syncMe, migrationComplete) accept
 * only the access token it vouched for.
 */
import type { KantanResponse } from '@member-hub/api-client/contract';
import { KantanResult } from '@member-hub/enums';

import type { Deps } from '../deps';
import { ApiError } from '../http/errors';
import { memberUidByRakucomId, setRakuPassword } from '../queries/members';

import {
  assertionErrors,
  LegacyAssertions,
  type AssertionPurpose,
  type VerifiedAssertion,
} from './assertions';
import { KantanLockout } from './kantan-lockout';
import {
  HttpLegacyService,
  LegacyServiceError,
  type LegacyKantanAnswer,
  type LegacyService,
  type LegacyUser,
} from './legacy-service';
import { legacyPasswordKeyOf, PasswordCipher } from './password-cipher';

/** The older service's failures as the API's stable codes (403: passed on to the hub's page). */
function legacyError(error: unknown): unknown {
  if (!(error instanceof LegacyServiceError)) return error;
  if (error.kind === 'expired')
    return new ApiError(403, 'legacy.token_expired', 'The access token has expired.');
  if (error.kind === 'invalid')
    return new ApiError(403, 'legacy.token_invalid', 'The access token is not known.');
  return new ApiError(503, 'server.unavailable', 'The older community service is unavailable.');
}

/** Runs a call of the older service, its failures answered as the API's codes. */
export async function withLegacy<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw legacyError(error);
  }
}

/** A kantan answer without tokens. */
export const noTokens = (resultCode: KantanResponse['resultCode']): KantanResponse => ({
  resultCode,
  customToken: '',
  accessToken: '',
  rakuId: '',
});

/** Only 1 and 4 pass through; anything else the older service says is the spec's error 3. */
export const resultOf = (answer: LegacyKantanAnswer): KantanResponse['resultCode'] =>
  answer.resultCode === KantanResult.Success || answer.resultCode === KantanResult.BadCredentials
    ? answer.resultCode
    : KantanResult.Error;

export const legacyLocked = () => new ApiError(403, 'legacy.locked', 'The older-service account is locked.');

export const kantanNotMigrated = () =>
  new ApiError(
    409,
    'kantan.not_migrated',
    'The older-service account has no member yet: it moves over by the migration from the phone app.',
  );

export interface OlderServiceOptions {
  /** Replace the HTTP adapter (tests of failure paths); default: LEGACY_SERVICE_URL + key. */
  legacyService?: LegacyService;
  /** Waits of the kantan slow-down (tests count them); default: real time. */
  sleep?: (ms: number) => Promise<void>;
}

export type OlderServiceCalls = ReturnType<typeof olderServiceCalls>;

export function olderServiceCalls(deps: Deps, options: OlderServiceOptions = {}) {
  const { config } = deps;
  const legacy =
    options.legacyService ??
    new HttpLegacyService({ url: config.legacyService.url, apiKey: config.legacyService.apiKey });
  const cipher = new PasswordCipher(legacyPasswordKeyOf(config.legacyPasswordKey, config.profile));
  const lockout = KantanLockout.create(config.redisUrl, options.sleep);
  const assertions = new LegacyAssertions(deps);

  /** The member of an older-service account (by its registration number), if any. */
  const memberUidOf = (user: LegacyUser): Promise<string | undefined> =>
    memberUidByRakucomId(deps.db, user.rakucomId);

  /** The Firebase uid of an older-service account: its member's, else the older service's uid. */
  const uidOf = async (user: LegacyUser): Promise<string> => (await memberUidOf(user)) ?? user.uid;

  const customTokenOf = async (user: LegacyUser) =>
    deps.identity.createCustomToken(await uidOf(user), { rakucomId: user.rakucomId });

  return {
    legacy,
    cipher,
    lockout,
    assertions,
    memberUidOf,
    customTokenOf,

    /**
     * The lockout's key of what was typed as the registration number: the older service's
     * account (the number and its uid spell one account), else the typed value itself.
     */
    async accountKeyOf(typed: string): Promise<string> {
      const account = await withLegacy(() => legacy.accountOf(KantanLockout.keyOf(typed)));
      return account ? `account:${account.uid}` : `typed:${KantanLockout.keyOf(typed)}`;
    },

    /**
     * The launch's proof for a call that takes an older-service access token: a fresh launch
     * assertion (redeemed here, vouching for `handedOn`), else a token vouched for earlier in
     * the same sign-in.
     */
    async requireVouched(
      verified: VerifiedAssertion | undefined,
      purpose: AssertionPurpose,
      presented: string,
      user: LegacyUser,
      handedOn: string,
    ): Promise<void> {
      if (verified) {
        await assertions.redeem(verified, purpose, user, handedOn);
        return;
      }
      if (!(await assertions.isVouched(presented, user.uid))) throw assertionErrors.required();
    },

    /** A successful kantan answer with the custom token of the account's member. */
    async kantanSuccess(answer: LegacyKantanAnswer): Promise<KantanResponse> {
      if (!answer.user || !answer.accessToken) return noTokens(KantanResult.Error);
      if (answer.user.locked) return noTokens(KantanResult.Error);
      return {
        resultCode: KantanResult.Success,
        customToken: await customTokenOf(answer.user),
        accessToken: answer.accessToken,
        rakuId: answer.rakuId ?? answer.user.rakucomId,
      };
    },

    /** Keeps the registration password of the account's member, encrypted (for GET /me/registerNum). */
    async rememberPassword(rakucomId: string, password: string, at: Date): Promise<void> {
      await setRakuPassword(deps.db, rakucomId, cipher.encrypt(password), at);
    },
  };
}
