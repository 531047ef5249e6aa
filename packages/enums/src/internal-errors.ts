/** The internal error messages the flows report to the error-reporting service (hub spec §8). */
import { isOneOf, valuesOf } from './option';

/**
 * Hub spec §8 "Internal errors, all reported to an error-reporting service". The texts are the
 * spec's, in English, for the error service (never shown to the user).
 */
export const InternalErrorMessage = /* @__PURE__ */ Object.freeze({
  /** A sign-in with a custom token (d-account, migration, game, payout, kantan) failed. */
  CustomTokenSignIn: 'sign in with custom token failed',
  /** Checking whether the user is signed in (SSO check, route guard) failed. */
  LoggedInCheck: 'check if logged-in user failed',
  /** A kantan / push-relation call answered with a result code other than 1. */
  ResultCodeNotOne: 'resultCode is not 1',
  /** The requested service is locked for the member. */
  ServiceLocked: 'service locked',
  /** GET /member/v1/me failed (other than 404 for a new member). */
  GetMe: 'GetMe API ERROR',
  /** The nickname generator gave up after its tries (= GENERATED_NICKNAME_ERROR_MESSAGE). */
  NicknameRetryMax: 'generate nickname retry count max',
  /**
   * Game registration's sign-in failure (hub spec §8: "The sign-in failure text for game
   * registration is 'sign-in with custom token failed' and is shown through the external-linkage
   * error state"): spelled with the hyphen, as the spec spells it there.
   */
  GameCustomTokenSignIn: 'sign-in with custom token failed',
} as const);
export type InternalErrorMessageText = (typeof InternalErrorMessage)[keyof typeof InternalErrorMessage];
export const internalErrorMessages = valuesOf(InternalErrorMessage);
export const isInternalErrorMessage = isOneOf(internalErrorMessages);
