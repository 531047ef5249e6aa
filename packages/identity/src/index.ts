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
export {
  createIdentityError,
  firebaseErrorMapping,
  identityErrorKinds,
  isIdentityError,
  isIdentityErrorOfKind,
  kindOfFirebaseCode,
  toIdentityError,
  type IdentityError,
  type IdentityErrorCode,
  type IdentityErrorKind,
} from './errors';
export {
  createSavedEmailStore,
  SAVED_EMAIL_STORAGE_KEY,
  type SavedEmailStorage,
  type SavedEmailStore,
  type SavedEmailStoreOptions,
} from './saved-email';
