import { describe, expect, it } from 'vitest';

import { renderMessage } from './messages';
import {
  codePointLength,
  containsEmoji,
  needsPostjudge,
  nicknameAvailability,
  nicknameCheckMessage,
  profileEditSchema,
  profileRegisterSchema,
  validateCity,
  validateInterests,
  validateIntroduction,
  validateNickname,
  validatePrefectureForEdit,
  validatePrefectureForRegister,
  validateSexForEdit,
  validateSexForRegister,
  validateShopKey,
} from './profile';
import { firstCodeByField, issueText } from './zod-rule';

describe('texts', () => {
  it.each([
    ['nickname.required', 'ニックネームは必ず入力してください。'],
    ['nickname.chars', '許可されていない文字を使用しています。'],
    ['introduction.chars', '許可されていない文字を使用しています。'],
    ['nickname.unavailable', 'このニックネームは使用できません。'],
    ['nickname.checking', 'ニックネームを確認しています...'],
    ['nickname.available', 'このニックネームは使用できます。'],
    ['city.chars', '市町村名として正しい文字を指定してください'],
    ['prefecture.required', '選択してください。'],
    ['sex.required', '選択してください。'],
    ['prefecture.invalid', '正しい値を入力してください。'],
    ['sex.invalid', '正しい値を入力してください。'],
    ['shopKey.format', '半角数字10桁、または11桁で入力してください。'],
  ] as const)('%s → %s', (code, text) => {
    expect(renderMessage(code)).toBe(text);
  });
  it('renders the length limit with N', () => {
    expect(renderMessage('text.max_length', 'ja', { max: 20 })).toBe('20文字以内にしてください');
    expect(renderMessage('text.max_length', 'en', { max: 50 })).toBe('Please use at most 50 characters');
  });
});

describe('validateNickname', () => {
  it.each(['たろう', 'Taro', '山田　太郎', '☆花子♪', '𠮷田', 'あ'.repeat(20), '𠮷'.repeat(20)])(
    'accepts %s',
    (v) => {
      expect(validateNickname(v)).toBeNull();
    },
  );
  it.each([
    [undefined, 'nickname.required'],
    ['', 'nickname.required'],
    [' ', 'nickname.required'],
    ['\u3000\u3000', 'nickname.required'],
    [' \u3000 ', 'nickname.required'],
    ['たろう😀', 'nickname.chars'],
    ['👍🏻', 'nickname.chars'],
    ['🇯🇵', 'nickname.chars'],
    ['❤️', 'nickname.chars'],
    ['1️⃣', 'nickname.chars'],
    ['<script>', 'nickname.chars'],
    ['a>b', 'nickname.chars'],
    ['ta\nro', 'nickname.chars'],
    ['ta\u0000ro', 'nickname.chars'],
    ['ta\u200bro', 'nickname.chars'],
    ['ta\u202ero', 'nickname.chars'],
    ['\ue63e', 'nickname.chars'],
    ['あ'.repeat(21), 'text.max_length'],
  ])('%j fails with %s', (v, code) => {
    expect(validateNickname(v)?.code).toBe(code);
  });
  it('counts code points, not UTF-16 units, and names the limit', () => {
    expect(codePointLength('𠮷'.repeat(20))).toBe(20);
    expect(validateNickname('𠮷'.repeat(21))).toEqual({ code: 'text.max_length', params: { max: 20 } });
  });
  it('checks characters before length', () => {
    expect(validateNickname(`${'あ'.repeat(25)}😀`)?.code).toBe('nickname.chars');
  });
  it('maps the availability answer and feedback states', () => {
    expect(nicknameAvailability(true)).toEqual({ code: 'nickname.unavailable' });
    expect(nicknameAvailability(false)).toBeNull();
    expect(renderMessage(nicknameCheckMessage.checking)).toBe('ニックネームを確認しています...');
  });
});

describe('validateCity', () => {
  it.each([
    '',
    undefined,
    '横浜市',
    '南アルプス市',
    '四日市市',
    '袖ケ浦市',
    '八ヶ岳',
    '龍ケ崎市',
    'Sapporo-shi',
    'ｻｯﾎﾟﾛ',
    '市川市 南八幡１－２',
    '一関市（旧）',
  ])('accepts %j', (v) => {
    expect(validateCity(v)).toBeNull();
  });
  it.each([
    ['横浜市😀', 'city.chars'],
    ['横浜<市>', 'city.chars'],
    ['横浜\n市', 'city.chars'],
    ['横浜市!', 'city.chars'],
    ['市'.repeat(51), 'text.max_length'],
  ])('%j fails with %s', (v, code) => {
    expect(validateCity(v)?.code).toBe(code);
  });
});

describe('validateIntroduction', () => {
  it.each(['', 'よろしくお願いします。\r\n趣味は園芸です。', '★☆♪', 'あ'.repeat(1000)])('accepts %j', (v) => {
    expect(validateIntroduction(v)).toBeNull();
  });
  it.each([
    ['よろしく😀', 'introduction.chars'],
    ['a<b', 'introduction.chars'],
    ['tab\there', 'introduction.chars'],
    ['あ'.repeat(1001), 'text.max_length'],
  ])('%j fails with %s', (v, code) => {
    expect(validateIntroduction(v)?.code).toBe(code);
  });
  it('counts a CRLF as one line break', () => {
    expect(validateIntroduction(`${'あ'.repeat(999)}\r\n`)).toBeNull();
  });
});

describe('select fields', () => {
  it.each([
    [1, null],
    ['47', null],
    [0, 'prefecture.required'],
    ['', 'prefecture.required'],
    [undefined, 'prefecture.required'],
    [48, 'prefecture.invalid'],
    [-1, 'prefecture.invalid'],
    ['x', 'prefecture.invalid'],
  ])('prefecture in registration %j → %s', (v, code) => {
    expect(validatePrefectureForRegister(v)?.code ?? null).toBe(code);
  });
  it.each([
    [0, null],
    ['', null],
    [null, null],
    [13, null],
    [48, 'prefecture.invalid'],
    [1.5, 'prefecture.invalid'],
  ])('prefecture in edit %j → %s', (v, code) => {
    expect(validatePrefectureForEdit(v)?.code ?? null).toBe(code);
  });
  it.each([
    [1, null],
    [3, null],
    [0, 'sex.required'],
    ['', 'sex.required'],
    [4, 'sex.invalid'],
  ])('sex in registration %j → %s', (v, code) => {
    expect(validateSexForRegister(v)?.code ?? null).toBe(code);
  });
  it.each([
    [0, null],
    [undefined, null],
    [2, null],
    [9, 'sex.invalid'],
  ])('sex in edit %j → %s', (v, code) => {
    expect(validateSexForEdit(v)?.code ?? null).toBe(code);
  });
  it('interests: blank allowed, known ids only, no repeats', () => {
    expect(validateInterests([])).toBeNull();
    expect(validateInterests(undefined)).toBeNull();
    expect(validateInterests([0, 1, 26])).toBeNull();
    expect(validateInterests([27])).toEqual({ code: 'select.invalid' });
    expect(validateInterests([1, 1])).toEqual({ code: 'select.invalid' });
  });
});

describe('validateShopKey', () => {
  it.each(['', undefined, '0312345678', '09012345678', '999999999999'])('accepts %j', (v) => {
    expect(validateShopKey(v)).toBeNull();
  });
  it.each(['031234567', '0312345678901', '03-1234-5678', '０３１２３４５６７８', '03123456a8'])(
    'rejects %j',
    (v) => {
      expect(validateShopKey(v)).toEqual({ code: 'shopKey.format' });
    },
  );
});

describe('containsEmoji', () => {
  it.each([
    ['😀', true],
    ['👨‍👩‍👧', true],
    ['☀️', true],
    ['☆', false],
    ['♪', false],
    ['※', false],
    ['山田', false],
  ])('%s → %j', (v, expected) => {
    expect(containsEmoji(v)).toBe(expected);
  });
});

describe('profile schemas', () => {
  const valid = {
    nickname: 'たろう',
    birthday: '1960-04-01',
    prefecture: 13,
    sex: 1,
    city: '新宿区',
    introduction: 'よろしく\r\nお願いします',
    interests: [1, 6],
    socialSkills: [2],
    shopKey: '0312345678',
  };

  it('parse a valid registration and normalise values', () => {
    const out = profileRegisterSchema.parse({ ...valid, prefecture: '13' });
    expect(out.prefecture).toBe(13);
    expect(out.introduction).toBe('よろしく\nお願いします');
  });

  it('defaults the optional fields', () => {
    const out = profileRegisterSchema.parse({ nickname: 'a', birthday: '1900-01-01', prefecture: 1, sex: 2 });
    expect(out).toEqual({
      nickname: 'a',
      birthday: '1900-01-01',
      prefecture: 1,
      sex: 2,
      city: '',
      introduction: '',
      interests: [],
      socialSkills: [],
      shopKey: '',
    });
  });

  it('registration requires prefecture and sex; edit allows them unselected', () => {
    const blank = { ...valid, prefecture: 0, sex: '' };
    const register = profileRegisterSchema.safeParse(blank);
    expect(register.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['prefecture', 'prefecture.required'],
      ['sex', 'sex.required'],
    ]);
    const edit = profileEditSchema.parse(blank);
    expect([edit.prefecture, edit.sex]).toEqual([0, 0]);
    expect(profileEditSchema.safeParse({ ...valid, sex: 7 }).error?.issues[0]?.message).toBe('sex.invalid');
  });

  it('carries message codes and params that render to the spec texts', () => {
    const result = profileEditSchema.safeParse({
      ...valid,
      nickname: 'あ'.repeat(21),
      city: '横浜!',
      shopKey: '123',
      socialSkills: [9],
      birthday: '1960-00-00',
    });
    const issues = result.error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual([
      'text.max_length',
      'birthday.invalid',
      'city.chars',
      'select.invalid',
      'shopKey.format',
    ]);
    expect(issueText(issues[0]!)).toBe('20文字以内にしてください');
    expect(issueText(issues[0]!, 'en')).toBe('Please use at most 20 characters');
    expect(firstCodeByField(result.error!)).toMatchObject({
      nickname: 'text.max_length',
      shopKey: 'shopKey.format',
    });
  });
});

describe('needsPostjudge (profile §4)', () => {
  const initial = { nickname: 'はなこ', introduction: 'よろしく', thumbnail: 'icon01' };
  it('only a changed nickname, introduction or thumbnail needs the check', () => {
    expect(needsPostjudge(initial, initial)).toBe(false);
    expect(needsPostjudge({ ...initial }, { ...initial })).toBe(false);
    expect(needsPostjudge({ ...initial, nickname: 'たろう' }, initial)).toBe(true);
    expect(needsPostjudge({ ...initial, introduction: '' }, initial)).toBe(true);
    expect(needsPostjudge({ ...initial, thumbnail: 'icon02' }, initial)).toBe(true);
  });
});
