export {
  createIdentity,
  DEFAULT_IDENTITY_LANGUAGE,
  EMAIL_LINK_PROVIDER_ID,
  GOOGLE_PROVIDER_ID,
  type EmulatorGoogleAccount,
  type Identity,
  type IdentityConfig,
  type IdentityPersistence,
} from './identity';
export type { IdentitySignInResult, IdentityUser } from './user';
export { createIdentityError, firebaseErrorMapping, kindOfFirebaseCode, toIdentityError } from './errors';
export {
  identityErrorKinds,
  isIdentityError,
  isIdentityErrorOfKind,
  type IdentityError,
  type IdentityErrorCode,
  type IdentityErrorKind,
} from './error-kinds';
export {
  createSavedEmailStore,
  SAVED_EMAIL_STORAGE_KEY,
  type SavedEmailStorage,
  type SavedEmailStore,
  type SavedEmailStoreOptions,
} from './saved-email';
