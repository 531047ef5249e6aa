import { describe, expect, it } from 'vitest';

import { authorizationBody, mailLinkCodeBody, saveLoginParamBody } from './login';
import { dateTimeInput, externalIdField, int4Flag, keyField, lineText, multilineText } from './fields';
import { createMeBody, updateMeBody } from './member';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe('request bounds', () => {
  it('one-line text refuses NUL, other controls and unpaired surrogates, and caps the length', () => {
    const field = lineText(10);
    expect(field.safeParse('R0001234').success).toBe(true);
    expect(field.safeParse('あいう 𠮷').success).toBe(true);
    for (const bad of [
      'a\u0000b',
      '\u0000',
      'a\u001bb',
      'a\nb',
      'a\u007fb',
      'a\u0085b',
      'a\ud800b',
      'a\udc00',
    ])
      expect(messages(field.safeParse(bad)), JSON.stringify(bad)).toEqual(['text.control_characters']);
    expect(messages(field.safeParse('a'.repeat(11)))).toEqual(['text.max_length']);
  });

  it('multi-line text keeps tab and line breaks, nothing else', () => {
    const field = multilineText(100);
    expect(field.safeParse('{\n\t"a": 1\r\n}').success).toBe(true);
    expect(messages(field.safeParse('a\u0000b'))).toEqual(['text.control_characters']);
  });

  it('keys are printable ASCII; ids are at most 128 characters; flags fit an int4 column', () => {
    expect(keyField.safeParse('zd9G8Tbn4sYCOV1KbVVDzH90Zv-44oE6FkXRJo3-A-k').success).toBe(true);
    expect(keyField.safeParse('a b').success).toBe(false);
    expect(keyField.safeParse('').success).toBe(false);
    expect(externalIdField.safeParse('x'.repeat(128)).success).toBe(true);
    expect(externalIdField.safeParse('x'.repeat(129)).success).toBe(false);
    expect(int4Flag.safeParse(2 ** 31 - 1).success).toBe(true);
    for (const bad of [2 ** 31, -1, Number.MAX_SAFE_INTEGER, 0.5])
      expect(int4Flag.safeParse(bad).success).toBe(false);
  });

  it('client date-times are a date or an ISO 8601 date-time', () => {
    for (const ok of [
      '2024-01-02',
      '2024-01-02 03:04:05',
      '2024-01-02T03:04:05.123Z',
      '2024-01-02T03:04:05+09:00',
    ])
      expect(dateTimeInput.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['yesterday', '2024-01-02x', `2024-01-02${' '.repeat(40)}`])
      expect(dateTimeInput.safeParse(bad).success, bad).toBe(false);
  });

  it('the member bodies refuse what the database cannot hold', () => {
    expect(createMeBody.safeParse({ nickname: 'taro', rakucomId: 'a\u0000b' }).success).toBe(false);
    expect(updateMeBody.safeParse({ seniorEntryFlag: 2 ** 31 }).success).toBe(false);
    expect(updateMeBody.safeParse({ socialSkills: [1, 99] }).success).toBe(false);
    expect(updateMeBody.safeParse({ memberStatus: 'x'.repeat(1000) }).success).toBe(false);
    expect(
      updateMeBody.safeParse({ socialSkills: [1, 7], seniorEntryFlag: 1, rakucomId: 'R1' }).success,
    ).toBe(true);
  });

  it('the sign-in bodies are bounded', () => {
    expect(saveLoginParamBody.safeParse({ loginParam: 'x'.repeat(16_385) }).success).toBe(false);
    const entry = {
      returnUrl: 'http://localhost:5190/callback',
      state: 's',
      nonce: 'n',
      scope: 'openid',
      clientId: 'c',
    };
    expect(authorizationBody.safeParse(entry).success).toBe(true);
    expect(authorizationBody.safeParse({ ...entry, state: 'a\u0000b' }).success).toBe(false);
    expect(authorizationBody.safeParse({ ...entry, nonce: 'n'.repeat(513) }).success).toBe(false);
  });

  it('the mail code may come without the address (the empty-mail registration), never with a bad one', () => {
    const key = 'k'.repeat(43);
    expect(mailLinkCodeBody.safeParse({ loginParamKey: key, code: '012345' }).success).toBe(true);
    expect(
      mailLinkCodeBody.safeParse({ email: 'hanako@example.com', loginParamKey: key, code: '012345' }).success,
    ).toBe(true);
    expect(
      mailLinkCodeBody.safeParse({ email: 'not-an-address', loginParamKey: key, code: '012345' }).success,
    ).toBe(false);
    expect(mailLinkCodeBody.safeParse({ loginParamKey: key, code: '12345' }).success).toBe(false);
  });
});
