import { hash, randomBytes, randomUUID } from 'node:crypto';

import { applicationDefault, deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';

import {
  IdentityError,
  PROVEN_PUSH_TOKENS_CLAIM,
  SIGN_IN_METHOD_CLAIM,
  type ActionCodeSettings,
  type Identity,
  type VerifiedUser,
} from './identity';

export interface FirebaseIdentityOptions {
  projectId: string;
  /** host:port of the Auth emulator; when set, no credentials are needed. */
  emulatorHost: string | undefined;
  /**
   * How long the revocation state of a user (tokensValidAfterTime, disabled) is cached.
   * Revocations made by this server are seen at once; revocations made elsewhere within this time.
   * Default 30 s (a fresh lookup per call would halve throughput).
   */
  revocationCacheMs?: number;
}

interface VerifiedToken extends VerifiedUser {
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** Verified tokens kept (by SHA-256) so a client reusing its ID token skips the signature check. */
const VERIFIED_CACHE_MAX = 10_000;

interface RevocationState {
  validSinceSeconds: number;
  disabled: boolean;
  fetchedAt: number;
}

/** firebase-admin behind the Identity interface. */
export class FirebaseIdentity implements Identity {
  readonly app: App;
  private readonly auth: Auth;
  private readonly revocation = new Map<string, RevocationState>();
  private readonly pendingRevocation = new Map<string, Promise<RevocationState>>();
  private readonly verified = new Map<string, VerifiedToken>();
  private readonly cacheMs: number;

  constructor(options: FirebaseIdentityOptions) {
    if (options.emulatorHost) {
      // firebase-admin reads the emulator address from the environment.
      process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost;
    }
    this.app = initializeApp(
      options.emulatorHost
        ? { projectId: options.projectId }
        : { projectId: options.projectId, credential: applicationDefault() },
      `member-api-${randomUUID()}`,
    );
    this.auth = getAuth(this.app);
    this.cacheMs = options.revocationCacheMs ?? 30_000;
  }

  async verifyIdToken(idToken: string): Promise<VerifiedUser> {
    // The one-shot hash: the same digest without a Hash object per request.
    const key = hash('sha256', idToken, 'base64url');
    const nowSeconds = Date.now() / 1000;
    let token = this.verified.get(key);
    if (!token || token.exp <= nowSeconds) {
      let decoded;
      try {
        decoded = await this.auth.verifyIdToken(idToken, false);
      } catch (error) {
        throw new IdentityError('token_invalid', 'ID token could not be verified', { cause: error });
      }
      token = {
        uid: decoded.uid,
        email: decoded.email,
        signInProvider: decoded.firebase.sign_in_provider,
        emailVerified: decoded.email_verified === true,
        authTime: decoded.auth_time,
        exp: decoded.exp,
        // Only a custom token of this server can carry it (its claims are signed with our key).
        provenPushTokens:
          decoded.firebase.sign_in_provider === 'custom'
            ? stringRecordOf(decoded[PROVEN_PUSH_TOKENS_CLAIM])
            : undefined,
        signInMethod:
          decoded.firebase.sign_in_provider === 'custom' && typeof decoded[SIGN_IN_METHOD_CLAIM] === 'string'
            ? (decoded[SIGN_IN_METHOD_CLAIM] as string)
            : undefined,
      };
      if (this.verified.size >= VERIFIED_CACHE_MAX) this.verified.clear();
      this.verified.set(key, token);
    }
    // Revocation and disabled state are checked on every call (from a 30 s cache).
    const state = await this.revocationState(token.uid);
    if (state.disabled) throw new IdentityError('user_disabled', 'user is disabled');
    if (token.authTime < state.validSinceSeconds)
      throw new IdentityError('token_revoked', 'ID token was revoked');
    return {
      uid: token.uid,
      email: token.email,
      signInProvider: token.signInProvider,
      emailVerified: token.emailVerified,
      authTime: token.authTime,
      ...(token.provenPushTokens ? { provenPushTokens: token.provenPushTokens } : {}),
      ...(token.signInMethod ? { signInMethod: token.signInMethod } : {}),
    };
  }

  private revocationState(uid: string): Promise<RevocationState> | RevocationState {
    const cached = this.revocation.get(uid);
    if (cached && Date.now() - cached.fetchedAt < this.cacheMs) return cached;
    // One lookup per member at a time: when the cached state runs out, every request of that
    // member in flight waits for the same answer instead of each asking the identity service.
    const inFlight = this.pendingRevocation.get(uid);
    if (inFlight) return inFlight;
    // A revocation or deletion by this server while the lookup runs forgets it (forget()): its
    // answer, read before that, is then not kept.
    const lookup: Promise<RevocationState> = this.fetchRevocationState(uid)
      .then((state) => {
        if (this.pendingRevocation.get(uid) === lookup) {
          if (this.revocation.size >= 50_000) this.revocation.clear();
          this.revocation.set(uid, state);
        }
        return state;
      })
      .finally(() => {
        if (this.pendingRevocation.get(uid) === lookup) this.pendingRevocation.delete(uid);
      });
    this.pendingRevocation.set(uid, lookup);
    return lookup;
  }

  /** Drops what is known of a member's revocation state, and any lookup of it in flight. */
  private forget(uid: string): void {
    this.revocation.delete(uid);
    this.pendingRevocation.delete(uid);
  }

  private async fetchRevocationState(uid: string): Promise<RevocationState> {
    const now = Date.now();
    try {
      const user = await this.auth.getUser(uid);
      const validSince = user.tokensValidAfterTime
        ? Math.floor(new Date(user.tokensValidAfterTime).getTime() / 1000)
        : 0;
      return { validSinceSeconds: validSince, disabled: user.disabled, fetchedAt: now };
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/user-not-found') {
        throw new IdentityError('token_invalid', 'user no longer exists', { cause: error });
      }
      throw new IdentityError('unavailable', 'identity service unavailable', { cause: error });
    }
  }

  async createCustomToken(uid: string, claims?: Record<string, unknown>): Promise<string> {
    return this.auth.createCustomToken(uid, claims);
  }

  async revokeRefreshTokens(uid: string): Promise<void> {
    await this.auth.revokeRefreshTokens(uid);
    this.forget(uid);
  }

  async deleteUser(uid: string): Promise<void> {
    try {
      await this.auth.deleteUser(uid);
    } catch (error) {
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    } finally {
      this.forget(uid);
    }
  }

  async findUidByEmail(email: string): Promise<string | undefined> {
    return (await this.findAccountByEmail(email))?.uid;
  }

  async findAccountByEmail(email: string): Promise<{ uid: string; emailVerified: boolean } | undefined> {
    try {
      const user = await this.auth.getUserByEmail(email);
      return { uid: user.uid, emailVerified: user.emailVerified };
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/user-not-found') return undefined;
      throw error;
    }
  }

  async discardPassword(uid: string): Promise<void> {
    await this.auth.updateUser(uid, { password: randomBytes(32).toString('base64url') });
  }

  async getEmail(uid: string): Promise<string | undefined> {
    try {
      return (await this.auth.getUser(uid)).email ?? '';
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/user-not-found') return undefined;
      throw error;
    }
  }

  async updateEmail(uid: string, email: string): Promise<void> {
    try {
      await this.auth.updateUser(uid, { email, emailVerified: true });
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/email-already-exists') {
        throw new IdentityError('email_taken', 'Another user has this e-mail address.', { cause: error });
      }
      throw error;
    }
  }

  async generateSignInWithEmailLink(email: string, settings: ActionCodeSettings): Promise<string> {
    return this.auth.generateSignInWithEmailLink(email, {
      url: settings.url,
      handleCodeInApp: settings.handleCodeInApp ?? true,
    });
  }

  async close(): Promise<void> {
    await deleteApp(this.app);
  }
}

/** The string fields of a claim that should be an object of strings; undefined when it is none. */
function stringRecordOf(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}
