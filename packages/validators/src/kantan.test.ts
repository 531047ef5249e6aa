import { describe, expect, it } from 'vitest';

import {
  kantanLoginSchema,
  passwordChangeSchema,
  validateKantanLogin,
  validatePasswordChange,
} from './kantan';
import { renderMessage } from './messages';

describe('validateKantanLogin', () => {
  it.each([
    [{ registrationNumber: '12345678', password: 'abc123!#' }, null],
    [{ registrationNumber: '', password: 'abc' }, 'kantan.required'],
    [{ registrationNumber: '12345678', password: '' }, 'kantan.required'],
    [{}, 'kantan.required'],
    [{ registrationNumber: '12345678', password: 'ａｂｃ' }, 'kantan.password_chars'],
    [{ registrationNumber: '12345678', password: 'ab c' }, 'kantan.password_chars'],
    [{ registrationNumber: '12345678', password: 'パスワード' }, 'kantan.password_chars'],
  ])('%j → %s', (input, code) => {
    expect(validateKantanLogin(input)?.code ?? null).toBe(code);
  });

  it('renders the spec texts', () => {
    expect(renderMessage('kantan.required')).toBe('登録番号またはパスワードが未入力です');
    expect(renderMessage('kantan.password_chars')).toBe('パスワードは半角英数記号で入力してください。');
  });

  it('zod: puts the character failure on the password', () => {
    expect(
      kantanLoginSchema.safeParse({ registrationNumber: '1', password: 'あ' }).error?.issues,
    ).toMatchObject([{ message: 'kantan.password_chars', path: ['password'] }]);
  });
});

describe('validatePasswordChange (first failure wins, in the spec order)', () => {
  const ok = { currentPassword: 'old123', newPassword: 'new456', confirmPassword: 'new456' };
  it.each([
    [ok, null, null],
    [
      { ...ok, currentPassword: '', newPassword: '' },
      'password.current_required',
      '現在のパスワードが入力されていません。',
    ],
    [
      { ...ok, newPassword: '', confirmPassword: '' },
      'password.new_required',
      '新しいパスワードが入力されていません。',
    ],
    [
      { ...ok, newPassword: 'a1', confirmPassword: 'x' },
      'password.length',
      '6文字以上24文字以下で入力してください。',
    ],
    [
      { ...ok, newPassword: `a1${'b'.repeat(23)}` },
      'password.length',
      '6文字以上24文字以下で入力してください。',
    ],
    [
      { ...ok, newPassword: 'abcdef' },
      'password.letter_and_digit',
      '半角英字および半角数字を少なくとも1文字以上含めてください。',
    ],
    [
      { ...ok, newPassword: '123456' },
      'password.letter_and_digit',
      '半角英字および半角数字を少なくとも1文字以上含めてください。',
    ],
    [{ ...ok, newPassword: 'abc12あ' }, 'password.chars', '半角英字、半角数字、半角記号で入力してください。'],
    [{ ...ok, newPassword: 'abc 123' }, 'password.chars', '半角英字、半角数字、半角記号で入力してください。'],
    [
      { ...ok, newPassword: 'old123', confirmPassword: 'x' },
      'password.same_as_current',
      '現在のパスワードと新しいパスワードが同じです。',
    ],
    [
      { ...ok, confirmPassword: 'new457' },
      'password.confirm_mismatch',
      '新しいパスワードが違います。再度入力してください。',
    ],
  ])('%j → %s', (input, code, text) => {
    const failure = validatePasswordChange(input);
    expect(failure?.code ?? null).toBe(code);
    if (failure) expect(renderMessage(failure.code)).toBe(text);
  });

  it('accepts 6 and 24 characters with symbols', () => {
    expect(validatePasswordChange({ ...ok, newPassword: 'a1!#$%', confirmPassword: 'a1!#$%' })).toBeNull();
    const long = `a1${'x'.repeat(22)}`;
    expect(validatePasswordChange({ ...ok, newPassword: long, confirmPassword: long })).toBeNull();
  });

  it('zod: one issue on the field of the first failing rule', () => {
    const result = passwordChangeSchema.safeParse({
      currentPassword: 'old123',
      newPassword: 'abcdef',
      confirmPassword: '',
    });
    expect(result.error?.issues).toMatchObject([
      { message: 'password.letter_and_digit', path: ['newPassword'] },
    ]);
    expect(passwordChangeSchema.safeParse(ok).success).toBe(true);
  });
});
