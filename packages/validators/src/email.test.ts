import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  emailChangeSchema,
  emailSchema,
  isValidEmail,
  maskSavedEmail,
  validateEmail,
  validateEmailChange,
  validateEmailRetype,
} from './email';
import { renderMessage } from './messages';

describe('validateEmail', () => {
  it.each([
    'taro@example.jp',
    'taro.yamada@example.co.jp',
    "a!#$%&'*+-/=?^_`{|}~z@example.com",
    'TARO123@Sub.Example.JP',
    'a@xn--eckwd4c7c.xn--zckzah',
    'x@a-b.example.jp',
  ])('accepts %s', (value) => {
    expect(validateEmail(value)).toBeNull();
  });

  it.each([
    [undefined, 'email.required'],
    [null, 'email.required'],
    ['', 'email.required'],
    ['taro', 'email.format'],
    ['@example.jp', 'email.format'],
    ['taro@', 'email.format'],
    ['taro@@example.jp', 'email.format'],
    ['taro@a@example.jp', 'email.format'],
    ['taro @example.jp', 'email.format'],
    ['taro@example', 'email.format'],
    ['taro@example.j', 'email.format'],
    ['taro@-example.jp', 'email.format'],
    ['taro@example-.jp', 'email.format'],
    ['taro@exa_mple.jp', 'email.format'],
    ['taro@example..jp', 'email.format'],
    ['taro@example.jp.', 'email.format'],
    ['taro@example.123', 'email.format'],
    [`${'a'.repeat(65)}@example.jp`, 'email.format'],
    ['taro.@docomo.ne.jp', 'email.rfc'],
    ['.taro@example.jp', 'email.rfc'],
    ['ta..ro@example.jp', 'email.rfc'],
    ['たろう@example.jp', 'email.rfc'],
    ['ｔａｒｏ@example.jp', 'email.rfc'],
    ['ta(ro)@example.jp', 'email.rfc'],
    ['ta,ro@example.jp', 'email.rfc'],
    ['"taro"@example.jp', 'email.rfc'],
  ])('%j fails with %s', (value, code) => {
    expect(validateEmail(value)?.code).toBe(code);
    expect(isValidEmail(value)).toBe(false);
  });

  it('renders the spec texts', () => {
    expect(renderMessage('email.format')).toBe('適切なメールアドレスを指定してください。');
    expect(renderMessage('email.mismatch')).toBe('入力したメールアドレスが一致しません。');
    const rfc = renderMessage('email.rfc');
    expect(rfc.startsWith('適切なメールアドレスを指定してください。')).toBe(true);
    for (const part of [
      '@の直前',
      '先頭にピリオド',
      'ピリオドが連続',
      "! # $ % & ' * + - / = ? ^ _ ` { | } ~",
    ]) {
      expect(rfc).toContain(part);
    }
  });
});

describe('validateEmail properties', () => {
  const localChars = Array.from("ABCXYZabcxyz0189!#$%&'*+-/=?^_`{|}~");
  const atom = fc
    .array(fc.constantFrom(...localChars), { minLength: 1, maxLength: 8 })
    .map((c) => c.join(''));
  const local = fc.array(atom, { minLength: 1, maxLength: 4 }).map((a) => a.join('.'));
  const domain = fc.constantFrom('example.jp', 'docomo.ne.jp', 'mail.example.com');

  it('accepts generated valid local parts', () => {
    fc.assert(
      fc.property(local, domain, (l, d) => {
        expect(validateEmail(`${l}@${d}`)).toBeNull();
      }),
    );
  });

  it('rejects a local part with .. inserted, a leading period or a period before @', () => {
    fc.assert(
      fc.property(local, domain, fc.nat(), (l, d, n) => {
        const at = n % (l.length + 1);
        const withDots = `${l.slice(0, at)}..${l.slice(at)}`;
        expect(validateEmail(`${withDots}@${d}`)?.code).toBe('email.rfc');
        expect(validateEmail(`.${l}@${d}`)?.code).toBe('email.rfc');
        expect(validateEmail(`${l}.@${d}`)?.code).toBe('email.rfc');
      }),
    );
  });

  it('rejects any character outside the allowed set in the local part', () => {
    const bad = fc.constantFrom('あ', '(', ')', ',', ';', ':', '<', '>', '[', ']', '"', '\\', 'é', 'Ａ');
    fc.assert(
      fc.property(local, domain, bad, fc.nat(), (l, d, c, n) => {
        const at = n % (l.length + 1);
        expect(validateEmail(`${l.slice(0, at)}${c}${l.slice(at)}@${d}`)?.code).toBe('email.rfc');
      }),
    );
  });
});

describe('e-mail change', () => {
  it('requires the retype to equal the address', () => {
    expect(validateEmailRetype('a@example.jp', 'a@example.jp')).toBeNull();
    expect(validateEmailRetype('a@example.jp', 'A@example.jp')).toEqual({ code: 'email.mismatch' });
  });

  it('checks each field on its own before equality', () => {
    expect(validateEmailChange({ email: 'a@example.jp', emailRetype: '' })).toEqual({
      email: null,
      emailRetype: { code: 'email.required' },
    });
    expect(validateEmailChange({ email: 'a@example.jp', emailRetype: 'b@example.jp' }).emailRetype).toEqual({
      code: 'email.mismatch',
    });
  });

  it('zod schemas carry the codes', () => {
    expect(emailSchema.safeParse('taro.@example.jp').error?.issues[0]?.message).toBe('email.rfc');
    expect(emailSchema.safeParse(undefined).error?.issues[0]?.message).toBe('email.required');
    const mismatch = emailChangeSchema.safeParse({ email: 'a@example.jp', emailRetype: 'b@example.jp' });
    expect(mismatch.error?.issues).toMatchObject([{ message: 'email.mismatch', path: ['emailRetype'] }]);
    expect(emailChangeSchema.safeParse({ email: 'a@example.jp', emailRetype: 'a@example.jp' }).success).toBe(
      true,
    );
  });
});

describe('maskSavedEmail', () => {
  it.each([
    ['yamada@example.jp', 'ya****@example.jp'],
    ['taro5@example.jp', 't****@example.jp'],
    ['taro@example.jp', 't***@example.jp'],
    ['ab@example.jp', 'a*@example.jp'],
    ['a@example.jp', 'a@example.jp'],
    ['yamada.taro@example.jp', 'yamada.****@example.jp'],
    ['no-at-sign', null],
    ['', null],
    [null, null],
  ])('%j → %j', (saved, masked) => {
    expect(maskSavedEmail(saved)).toBe(masked);
  });
});
