/**
 * The older community service's store and rules, in memory (a restart reseeds). Plain
 * functions over the store so tests call them without HTTP:
 *
 * - access tokens it issues for its phone app (kind `app`) and for its game (kind `game`),
 *   each expiring (default 30 minutes);
 * - the user behind a token (migration: the spec's "rakuUser"; the game user);
 * - kantan auth (registration number + password; with `newpwd` a password change), kantan
 *   register (phone number + model number) and kantan auth-register, answering the spec's
 *   result codes 1 success / 3 error / 4 bad credentials;
 * - push-notification tokens of its two phone apps (the payout linkage looks them up): each app
 *   installed on an account's phone has one token until it is reinstalled;
 * - accounts a test adds (fresh people for the payout and game e2e; a reset forgets them);
 * - the migration-complete mark.
 */
import { randomBytes } from 'node:crypto';

import { KANTAN_SID, KantanResult, type KantanResultCode, PushRelationService } from '@member-hub/enums';
import { validatePasswordChange } from '@member-hub/validators';

import { LEGACY_ACCOUNTS, type LegacyAccountSeed } from './accounts';

export type TokenKind = 'app' | 'game';
export type PushService = (typeof PushRelationService)[keyof typeof PushRelationService];

export interface LegacyAccount extends LegacyAccountSeed {
  migrated: boolean;
}

/** The user as the older service answers it (the spec's migration / game user, plus its own fields). */
export interface LegacyUser {
  uid: string;
  rakucomId: string;
  nickname: string;
  birthday: string;
  phone: string;
  modelno: string;
  locked: boolean;
  migrated: boolean;
}

export interface IssuedToken {
  token: string;
  kind: TokenKind;
  expiresAt: string;
}

export type TokenLookup = { kind: 'ok'; account: LegacyAccount } | { kind: 'expired' } | { kind: 'invalid' };

/** Why a kantan call did not succeed (for the adapter and the logs; the hub decides by resultCode). */
export type KantanReason =
  | 'bad_credentials'
  | 'locked'
  | 'not_found'
  | 'password_unknown'
  | 'invalid_sid'
  | 'invalid_new_password'
  | 'invalid_request';

export interface KantanAnswer {
  resultCode: KantanResultCode;
  reason?: KantanReason;
  accessToken?: string;
  rakuId?: string;
  user?: LegacyUser;
}

export interface KantanAuthInput {
  uid?: string | null;
  pwd?: string | null;
  newpwd?: string | null;
  telno?: string | null;
  modelno?: string | null;
  sid?: string | null;
}

export interface KantanRegisterInput {
  telno?: string | null;
  modelno?: string | null;
  sid?: string | null;
}

export interface KantanAuthRegisterInput extends KantanRegisterInput {
  token?: string | null;
  linkage_fcm_token?: string | null;
  service_id?: string | null;
}

export interface LegacyStoreOptions {
  tokenTtlSeconds: number;
  now?: () => number;
  randomToken?: (prefix: string) => string;
}

const defaultRandomToken = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;
/** Phone numbers compare without hyphens and spaces ('090-1111-0003' = '09011110003'). */
const digits = (value: string | null | undefined) => (value ?? '').replace(/[\s-]/g, '');
const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value !== '' && value !== 'null';

export class LegacyStore {
  private accounts = new Map<string, LegacyAccount>();
  private readonly tokens = new Map<string, { uid: string; kind: TokenKind; expiresAt: number }>();
  private readonly pushTokens = new Map<string, { uid: string; service: PushService }>();
  /** The token each app installed on an account's phone holds (`${uid} ${service}` → token). */
  private readonly installed = new Map<string, string>();
  private readonly now: () => number;
  private readonly randomToken: (prefix: string) => string;

  constructor(private readonly options: LegacyStoreOptions) {
    this.now = options.now ?? Date.now;
    this.randomToken = options.randomToken ?? defaultRandomToken;
    this.reset();
  }

  /** Back to the seeded accounts; every token is forgotten. */
  reset(): void {
    this.accounts = new Map(LEGACY_ACCOUNTS.map((seed) => [seed.uid, { ...seed, migrated: false }]));
    this.tokens.clear();
    this.pushTokens.clear();
    this.installed.clear();
  }

  /**
   * A new account (a fresh person for tests): an unused registration number and uid, the
   * nickname, birthday and phone given or plain defaults. A reset forgets it.
   */
  addAccount(
    input: Partial<Pick<LegacyAccountSeed, 'nickname' | 'birthday' | 'purpose'>> = {},
  ): LegacyAccount {
    let rakucomId: string;
    do rakucomId = `3${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`;
    while (this.find(rakucomId));
    const account: LegacyAccount = {
      uid: `RK-T${randomBytes(6).toString('hex')}`,
      rakucomId,
      password: null,
      telno: '',
      modelno: '',
      nickname: input.nickname ?? '',
      birthday: input.birthday ?? '',
      locked: false,
      purpose: input.purpose ?? 'テストで追加',
      migrated: false,
    };
    this.accounts.set(account.uid, account);
    return { ...account };
  }

  list(): LegacyAccount[] {
    return [...this.accounts.values()].map((account) => ({ ...account }));
  }

  /** By the older service's uid or by registration number. */
  find(id: string | null | undefined): LegacyAccount | undefined {
    if (!present(id)) return undefined;
    const key = id.trim();
    return this.accounts.get(key) ?? [...this.accounts.values()].find((a) => a.rakucomId === key);
  }

  private findByPhone(telno: string | null | undefined, modelno: string | null | undefined) {
    if (!present(telno) || !present(modelno)) return undefined;
    return [...this.accounts.values()].find(
      (a) => a.telno !== '' && digits(a.telno) === digits(telno) && a.modelno === modelno.trim(),
    );
  }

  // ---- Tokens ------------------------------------------------------------------------------------

  /** A fresh token for an account (`ttlSeconds` < 0 gives one that is already expired, for tests). */
  issueToken(account: LegacyAccount, kind: TokenKind = 'app', ttlSeconds = this.options.tokenTtlSeconds) {
    const token = this.randomToken(kind === 'game' ? 'rkg_' : 'rka_');
    const expiresAt = this.now() + ttlSeconds * 1000;
    this.tokens.set(token, { uid: account.uid, kind, expiresAt });
    return { token, kind, expiresAt: new Date(expiresAt).toISOString() } satisfies IssuedToken;
  }

  lookupToken(token: string | null | undefined, kind: TokenKind = 'app'): TokenLookup {
    const entry = present(token) ? this.tokens.get(token) : undefined;
    const account = entry && entry.kind === kind ? this.accounts.get(entry.uid) : undefined;
    if (!entry || !account) return { kind: 'invalid' };
    if (this.now() >= entry.expiresAt) return { kind: 'expired' };
    return { kind: 'ok', account };
  }

  /** The phone app's own sign-in (registration number + password). */
  appSignIn(rakucomId: string, password: string): IssuedToken | undefined {
    const account = this.find(rakucomId);
    if (!account || account.locked || account.password === null || account.password !== password)
      return undefined;
    return this.issueToken(account);
  }

  // ---- Push-notification tokens of the two phone apps ---------------------------------------------

  issuePushToken(account: LegacyAccount, service: PushService): string {
    const token = this.randomToken(`fcm-${service}-`);
    this.pushTokens.set(token, { uid: account.uid, service });
    return token;
  }

  /**
   * The push token of `service`'s app installed on the account's phone: the same one each time,
   * a new one after a reinstall (the old one stays known to the older service, as FCM's do).
   */
  installedPushToken(account: LegacyAccount, service: PushService, options: { reinstall?: boolean } = {}) {
    const key = `${account.uid} ${service}`;
    const current = this.installed.get(key);
    if (current && !options.reinstall) return current;
    const token = this.issuePushToken(account, service);
    this.installed.set(key, token);
    return token;
  }

  /** Each app's installed token on the account's phone (undefined until the app is first used). */
  installedPushTokens(account: LegacyAccount): Record<PushService, string | undefined> {
    return {
      rakucom: this.installed.get(`${account.uid} ${PushRelationService.Rakucom}`),
      lamembers: this.installed.get(`${account.uid} ${PushRelationService.Lamembers}`),
    };
  }

  pushTokenOwner(token: string | null | undefined): { user: LegacyUser; service: PushService } | undefined {
    const entry = present(token) ? this.pushTokens.get(token) : undefined;
    const account = entry ? this.accounts.get(entry.uid) : undefined;
    return entry && account ? { user: toUser(account), service: entry.service } : undefined;
  }

  // ---- Kantan -------------------------------------------------------------------------------------

  private success(account: LegacyAccount): KantanAnswer {
    return {
      resultCode: KantanResult.Success,
      accessToken: this.issueToken(account).token,
      rakuId: account.rakucomId,
      user: toUser(account),
    };
  }

  /** Kantan login, or with `newpwd` the password change. */
  kantanAuth(input: KantanAuthInput): KantanAnswer {
    if (input.sid !== KANTAN_SID) return fail(KantanResult.Error, 'invalid_sid');
    if (!present(input.uid) || !present(input.pwd))
      return fail(KantanResult.BadCredentials, 'bad_credentials');
    const account = this.find(input.uid);
    if (!account) return fail(KantanResult.BadCredentials, 'not_found');
    if (account.password === null) return fail(KantanResult.BadCredentials, 'password_unknown');
    if (account.password !== input.pwd) return fail(KantanResult.BadCredentials, 'bad_credentials');
    if (account.locked) return fail(KantanResult.Error, 'locked');
    if (present(input.newpwd)) {
      const rule = validatePasswordChange({
        currentPassword: input.pwd,
        newPassword: input.newpwd,
        confirmPassword: input.newpwd,
      });
      if (rule) return fail(KantanResult.Error, 'invalid_new_password');
      account.password = input.newpwd;
      return { resultCode: KantanResult.Success, rakuId: account.rakucomId };
    }
    return this.success(account);
  }

  /** Kantan register: the phone's number and model number name the account. */
  kantanRegister(input: KantanRegisterInput): KantanAnswer {
    if (input.sid !== KANTAN_SID) return fail(KantanResult.Error, 'invalid_sid');
    const account = this.findByPhone(input.telno, input.modelno);
    if (!account) return fail(KantanResult.BadCredentials, 'not_found');
    if (account.locked) return fail(KantanResult.Error, 'locked');
    return this.success(account);
  }

  /**
   * Kantan auth-register (本会員登録): the phone app's token names the account (else the phone's
   * number and model number); a `linkage_fcm_token` is remembered as the other app's push token.
   */
  kantanAuthRegister(input: KantanAuthRegisterInput): KantanAnswer {
    if (input.sid !== KANTAN_SID) return fail(KantanResult.Error, 'invalid_sid');
    let account: LegacyAccount | undefined;
    if (present(input.token)) {
      const lookup = this.lookupToken(input.token);
      if (lookup.kind !== 'ok') return fail(KantanResult.BadCredentials, 'bad_credentials');
      account = lookup.account;
    } else {
      account = this.findByPhone(input.telno, input.modelno);
    }
    if (!account) return fail(KantanResult.BadCredentials, 'not_found');
    if (account.locked) return fail(KantanResult.Error, 'locked');
    if (present(input.linkage_fcm_token) && !this.pushTokens.has(input.linkage_fcm_token)) {
      this.pushTokens.set(input.linkage_fcm_token, {
        uid: account.uid,
        service: PushRelationService.Lamembers,
      });
    }
    return this.success(account);
  }

  // ---- Migration ----------------------------------------------------------------------------------

  /** The hub finished migrating the account behind the token. */
  completeMigration(token: string | null | undefined): TokenLookup {
    const lookup = this.lookupToken(token);
    if (lookup.kind === 'ok') lookup.account.migrated = true;
    return lookup;
  }
}

function fail(resultCode: KantanResultCode, reason: KantanReason): KantanAnswer {
  return { resultCode, reason };
}

export function toUser(account: LegacyAccount): LegacyUser {
  return {
    uid: account.uid,
    rakucomId: account.rakucomId,
    nickname: account.nickname,
    birthday: account.birthday,
    phone: account.telno,
    modelno: account.modelno,
    locked: account.locked,
    migrated: account.migrated,
  };
}
