/**
 * E-mail rules (hub §5, profile §5 "E-mail change").
 *
 * Checked in this order, the first failure wins:
 * 1. `email.required` — empty (after nothing: spaces are not trimmed, they fail the format).
 * 2. `email.format` (適切なメールアドレスを指定してください。) — the shape: exactly one `@`, a
 *    local part of 1–64 characters, no whitespace, at most 254 characters in all, and a sensible
 *    domain: two or more labels of ASCII letters, digits and hyphens (1–63 each, not starting or
 *    ending with a hyphen) and a top-level label of letters (or an `xn--` IDN label).
 * 3. `email.rfc` (one message that lists the bad examples) — the local part may not start with a
 *    period, end with a period (a period right before `@`), hold two periods in a row, or hold
 *    any character other than half-width letters, digits and . ! # $ % & ' * + - / = ? ^ _ ` { | } ~.
 *    This is deliberately NOT zod's `z.email()`; Japanese carrier addresses such as
 *    `taro..@docomo.ne.jp` are rejected as the spec asks.
 *
 * This module is free of zod, so a screen that only checks an address (e.g. the hub's /login)
 * does not pull zod into its bundle; the zod schemas are in ./email.ts.
 */
import { type Failure, fail, type RuleResult } from './failure';

export type EmailFailureCode = 'email.required' | 'email.format' | 'email.rfc';

const LOCAL_ALLOWED = /^[A-Za-z0-9.!#$%&'*+\-/=?^_`{|}~]+$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LABEL = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** The domain part check used by `email.format`. */
export function isValidEmailDomain(domain: string): boolean {
  if (domain.length === 0 || domain.length > 253) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((l) => DOMAIN_LABEL.test(l))) return false;
  return TOP_LABEL.test(labels[labels.length - 1] ?? '');
}

/**
 * Shape check (`email.format`) only. `limitTotalLength: false` skips the 254-character total
 * (the older validators report length separately).
 */
export function isEmailFormat(value: string, limitTotalLength = true): boolean {
  if ((limitTotalLength && value.length > 254) || /\s/.test(value)) return false;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  if (local.length > 64) return false;
  return isValidEmailDomain(value.slice(at + 1));
}

/** The RFC-style local-part check (`email.rfc`) only; expects a value that passed the format. */
export function isRfcLocalPart(local: string): boolean {
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  return LOCAL_ALLOWED.test(local);
}

/** The full e-mail field rule: required, format, RFC check (first failure wins). */
export function validateEmail(value: string | null | undefined): RuleResult<EmailFailureCode> {
  if (value == null || value === '') return fail('email.required');
  if (!isEmailFormat(value)) return fail('email.format');
  const local = value.slice(0, value.indexOf('@'));
  if (!isRfcLocalPart(local)) return fail('email.rfc');
  return null;
}

/** Is it a valid e-mail address by this package's rule? */
export function isValidEmail(value: string | null | undefined): boolean {
  return validateEmail(value) === null;
}

/** The retype must equal the new address exactly (`email.mismatch`). */
export function validateEmailRetype(email: string, retype: string): RuleResult<'email.mismatch'> {
  return email === retype ? null : fail('email.mismatch');
}

/** The retype field: its own e-mail rule first, then equality. */
export function validateEmailChange(input: { email: string; emailRetype: string }): {
  email: Failure | null;
  emailRetype: Failure | null;
} {
  const email = validateEmail(input.email);
  const retypeOwn = validateEmail(input.emailRetype);
  return { email, emailRetype: retypeOwn ?? validateEmailRetype(input.email, input.emailRetype) };
}

/**
 * Masked saved e-mail for the one-tap login (hub §2, §5): a local part longer than 4 characters
 * has its last 4 replaced by `****`; otherwise only its first character is kept and the rest
 * become asterisks (as many as there were characters). A value without `@` is ignored: `null`.
 */
export function maskSavedEmail(saved: string | null | undefined): string | null {
  if (!saved) return null;
  const at = saved.lastIndexOf('@');
  if (at < 0) return null;
  const local = Array.from(saved.slice(0, at));
  const domain = saved.slice(at);
  const masked =
    local.length > 4
      ? `${local.slice(0, -4).join('')}****`
      : `${local.slice(0, 1).join('')}${'*'.repeat(Math.max(0, local.length - 1))}`;
  return `${masked}${domain}`;
}
