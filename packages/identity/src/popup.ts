// Loaded by dynamic import only when the member presses the Google button. The popup/redirect
// resolver is never handed to initializeAuth: passing it there makes Firebase load its ~263 KB
// iframe script (and gapi) on every page, which mobile browsers pay for on each visit.
import {
  browserPopupRedirectResolver,
  linkWithPopup,
  signInWithPopup,
  type Auth,
  type AuthProvider,
  type User,
  type UserCredential,
} from 'firebase/auth';

export function signInWithProviderPopup(auth: Auth, provider: AuthProvider): Promise<UserCredential> {
  return signInWithPopup(auth, provider, browserPopupRedirectResolver);
}

export function linkWithProviderPopup(user: User, provider: AuthProvider): Promise<UserCredential> {
  return linkWithPopup(user, provider, browserPopupRedirectResolver);
}
