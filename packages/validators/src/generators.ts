/**
 * Generators (hub §4, §9; profile §4, §9). Randomness comes from `globalThis.crypto
 * .getRandomValues`, present in every browser and in Node 20 (no Node built-in module is imported).
 */
import {
  FIRST_EDIT_CUTOFF_ISO,
  GENERATED_NICKNAME_ALPHABET,
  GENERATED_NICKNAME_ERROR_MESSAGE,
  GENERATED_NICKNAME_LENGTH,
  GENERATED_NICKNAME_MAX_TRIES,
  GENERATED_NICKNAME_RETRY_WAIT_MS,
  PROVIDER_RANDOM_PASSWORD_LENGTH,
  PROVIDER_RANDOM_PASSWORD_SYMBOLS,
  RANDOM_STATE_LENGTH,
} from '@member-hub/enums';

import { JST_OFFSET_MINUTES, pad2, wallClock } from './time';

/** Returns a uniformly random integer in `[0, max)`. Injected in tests. */
export type RandomInt = (max: number) => number;

/** A uniform random integer in `[0, max)` from `crypto.getRandomValues` (rejection sampling). */
export const cryptoRandomInt: RandomInt = (max) => {
  if (!Number.isInteger(max) || max <= 0 || max > 0x1_0000_0000) throw new RangeError(`bad max ${max}`);
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    const n = buffer[0] as number;
    if (n < limit) return n % max;
  }
};

/** `length` characters drawn from `alphabet`. */
export function randomString(
  length: number,
  alphabet: string,
  randomInt: RandomInt = cryptoRandomInt,
): string {
  const chars = Array.from(alphabet);
  let out = '';
  for (let i = 0; i < length; i += 1) out += chars[randomInt(chars.length)];
  return out;
}

/** A random `state` or `nonce` for the carrier auth-register: 11 letters and digits. */
export function randomState(randomInt: RandomInt = cryptoRandomInt): string {
  return randomString(RANDOM_STATE_LENGTH, GENERATED_NICKNAME_ALPHABET, randomInt);
}

/** The error the nickname generator throws when every try was taken. Tell it by `code`. */
export class NicknameRetryError extends Error {
  readonly code = 'nickname.retry_max' as const;
  readonly kind = 'member-hub.validators.error' as const;
  constructor() {
    super(GENERATED_NICKNAME_ERROR_MESSAGE);
    this.name = 'NicknameRetryError';
  }
}

/** Type guard by `code` (works across bundles, unlike `instanceof`). */
export function isNicknameRetryError(error: unknown): error is NicknameRetryError {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'nickname.retry_max'
  );
}

export interface GenerateNicknameOptions {
  /** The server's uniqueness check: `true` when nobody uses the nickname yet. */
  readonly isAvailable: (nickname: string) => boolean | Promise<boolean>;
  readonly random?: RandomInt;
  /** Waits between tries (default `setTimeout`). */
  readonly sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A free 5-character nickname of letters and digits. At most 5 tries, 300 ms apart (no wait
 * before the first); then throws `NicknameRetryError` ('generate nickname retry count max').
 * An error thrown by `isAvailable` is passed on unchanged.
 */
export async function generateNickname(options: GenerateNicknameOptions): Promise<string> {
  const random = options.random ?? cryptoRandomInt;
  const sleep = options.sleep ?? defaultSleep;
  for (let attempt = 1; attempt <= GENERATED_NICKNAME_MAX_TRIES; attempt += 1) {
    if (attempt > 1) await sleep(GENERATED_NICKNAME_RETRY_WAIT_MS);
    const candidate = randomString(GENERATED_NICKNAME_LENGTH, GENERATED_NICKNAME_ALPHABET, random);
    if (await options.isAvailable(candidate)) return candidate;
  }
  throw new NicknameRetryError();
}

/** `YYYYMMDDHHmmss` of an instant, in Japan time unless another offset is given. */
export function dateTimeStamp(now: Date = new Date(), offsetMinutes: number = JST_OFFSET_MINUTES): string {
  const w = wallClock(now, offsetMinutes);
  return `${w.year}${pad2(w.month)}${pad2(w.day)}${pad2(w.hour)}${pad2(w.minute)}${pad2(w.second)}`;
}

/**
 * The random password set in register mode of the provider flow (hub §4): 6 characters from
 * letters, digits and ! # $ % &, followed by the date-time stamp YYYYMMDDHHmmss (Japan time).
 */
export function providerRandomPassword(now: Date = new Date(), random: RandomInt = cryptoRandomInt): string {
  const alphabet = GENERATED_NICKNAME_ALPHABET + PROVIDER_RANDOM_PASSWORD_SYMBOLS;
  return randomString(PROVIDER_RANDOM_PASSWORD_LENGTH, alphabet, random) + dateTimeStamp(now);
}

/**
 * Read a member date. Strings without a zone (`2021-01-05 10:20:30`, `2021-01-05T10:20:30`) are
 * Japan time; strings with a zone or `Z`, numbers (epoch ms) and Dates are taken as they are.
 */
export function parseMemberDate(value: string | number | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/.exec(value.trim());
  const date = m ? new Date(`${m[1]}T${m[2]}+09:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * First-edit check (profile §4): createDate equals updateDate with seconds dropped, and is after
 * 2020-12-24 00:00:00 (Japan time). Unreadable dates give `false`.
 */
export function isFirstEdit(member: {
  readonly createDate: string | number | Date | null | undefined;
  readonly updateDate: string | number | Date | null | undefined;
}): boolean {
  if (member.createDate == null || member.updateDate == null) return false;
  const created = parseMemberDate(member.createDate);
  const updated = parseMemberDate(member.updateDate);
  if (!created || !updated) return false;
  const toMinute = (d: Date) => Math.floor(d.getTime() / 60_000);
  return (
    toMinute(created) === toMinute(updated) && created.getTime() > new Date(FIRST_EDIT_CUTOFF_ISO).getTime()
  );
}
