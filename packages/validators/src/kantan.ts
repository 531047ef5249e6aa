/**
 * Kantan (legacy registration number) rules (hub §5, §9).
 */
import { KANTAN_PASSWORD_MAX_LENGTH, KANTAN_PASSWORD_MIN_LENGTH } from '@member-hub/enums';
import { z } from 'zod';

import { fail, type RuleResult } from './failure';

/** Half-width letters, digits and symbols: printable ASCII without the space. */
const HALF_WIDTH_PRINTABLE = /^[\x21-\x7e]+$/;

export type KantanLoginFailureCode = 'kantan.required' | 'kantan.password_chars';

/** Kantan login: both fields required, then the password characters. */
export function validateKantanLogin(input: {
  registrationNumber?: string | null | undefined;
  password?: string | null | undefined;
}): RuleResult<KantanLoginFailureCode> {
  if (!input.registrationNumber || !input.password) return fail('kantan.required');
  return HALF_WIDTH_PRINTABLE.test(input.password) ? null : fail('kantan.password_chars');
}

export type PasswordChangeFailureCode =
  | 'password.current_required'
  | 'password.new_required'
  | 'password.length'
  | 'password.letter_and_digit'
  | 'password.chars'
  | 'password.same_as_current'
  | 'password.confirm_mismatch';

export interface PasswordChangeInput {
  readonly currentPassword?: string | null | undefined;
  readonly newPassword?: string | null | undefined;
  readonly confirmPassword?: string | null | undefined;
}

/**
 * Kantan password change: the seven rules in the spec's order; the first failure wins.
 * Length is counted in code points.
 */
export function validatePasswordChange(input: PasswordChangeInput): RuleResult<PasswordChangeFailureCode> {
  const current = input.currentPassword ?? '';
  const next = input.newPassword ?? '';
  if (current === '') return fail('password.current_required');
  if (next === '') return fail('password.new_required');
  const length = Array.from(next).length;
  if (length < KANTAN_PASSWORD_MIN_LENGTH || length > KANTAN_PASSWORD_MAX_LENGTH)
    return fail('password.length');
  if (!/[A-Za-z]/.test(next) || !/[0-9]/.test(next)) return fail('password.letter_and_digit');
  if (!HALF_WIDTH_PRINTABLE.test(next)) return fail('password.chars');
  if (next === current) return fail('password.same_as_current');
  if ((input.confirmPassword ?? '') !== next) return fail('password.confirm_mismatch');
  return null;
}

const text = z.string().nullish();

/** zod: the kantan login form. One issue at most, on `password` for the character rule. */
export const kantanLoginSchema = z
  .object({ registrationNumber: text, password: text })
  .superRefine((value, ctx) => {
    const failure = validateKantanLogin(value);
    if (failure) {
      ctx.addIssue({
        code: 'custom',
        message: failure.code,
        path: failure.code === 'kantan.password_chars' ? ['password'] : [],
        input: value,
      });
    }
  });

/** The password change field a failure belongs to (where a form shows its message). */
export type PasswordChangeField = keyof PasswordChangeInput;
export const passwordChangeFieldOf: Readonly<Record<PasswordChangeFailureCode, PasswordChangeField>> = {
  'password.current_required': 'currentPassword',
  'password.new_required': 'newPassword',
  'password.length': 'newPassword',
  'password.letter_and_digit': 'newPassword',
  'password.chars': 'newPassword',
  'password.same_as_current': 'newPassword',
  'password.confirm_mismatch': 'confirmPassword',
};

/** zod: the kantan password change form. One issue at most (the first failing rule). */
export const passwordChangeSchema = z
  .object({ currentPassword: text, newPassword: text, confirmPassword: text })
  .superRefine((value, ctx) => {
    const failure = validatePasswordChange(value);
    if (failure) {
      ctx.addIssue({
        code: 'custom',
        message: failure.code,
        path: [passwordChangeFieldOf[failure.code]],
        input: value,
      });
    }
  });
