import { describe, expect, it } from 'vitest';

import { emailMessages, isMessageCode, messages, renderEmailMessage, renderMessage } from './messages';

describe('messages', () => {
  it('has Japanese and English for every code', () => {
    for (const [code, text] of Object.entries(messages)) {
      expect(code).toMatch(/^[a-zA-Z]+(\.[a-z_]+)+$/);
      expect(text.ja.length).toBeGreaterThan(0);
      expect(text.en.length).toBeGreaterThan(0);
    }
  });

  it('renders Japanese by default, English on request, and fills params', () => {
    expect(renderMessage('nickname.required')).toBe('ニックネームは必ず入力してください。');
    expect(renderMessage('nickname.required', 'en')).toBe('Please enter a nickname.');
    expect(renderMessage('entry.value_empty', 'en', { param: 'state' })).toBe(
      'The parameter state is empty.',
    );
    expect(renderMessage('text.max_length')).toBe('{max}文字以内にしてください');
  });

  it('returns an unknown code unchanged', () => {
    expect(renderMessage('no.such_code')).toBe('no.such_code');
    expect(isMessageCode('no.such_code')).toBe(false);
    expect(isMessageCode('email.rfc')).toBe(true);
  });

  it('renders the e-mail codes alone exactly as the whole table does', () => {
    for (const code of Object.keys(emailMessages) as (keyof typeof emailMessages)[]) {
      expect(messages[code]).toBe(emailMessages[code]);
      for (const lang of ['ja', 'en'] as const) {
        expect(renderEmailMessage(code, lang)).toBe(renderMessage(code, lang));
      }
    }
    expect(renderEmailMessage('email.required')).toBe('メールアドレスを入力してください。');
  });
});
