import { describe, expect, it } from 'vitest';

import {
  fullWidthDigitsToHalfWidth,
  halfWidthKanaToFullWidth,
  hiraganaToKatakana,
  katakanaToHiragana,
  removeHyphens,
} from './converters';

describe('converters', () => {
  it.each([
    ['やまだ たろう', 'ヤマダ タロウ'],
    ['ゔぁゝゞ', 'ヴァヽヾ'],
    ['漢字とabc', '漢字トabc'],
  ])('hiraganaToKatakana %s → %s', (input, output) => {
    expect(hiraganaToKatakana(input)).toBe(output);
  });

  it.each([
    ['ヤマダ タロウ', 'やまだ たろう'],
    ['ヴァヵヶヽ', 'ゔぁゕゖゝ'],
    ['ヷー', 'ヷー'],
  ])('katakanaToHiragana %s → %s', (input, output) => {
    expect(katakanaToHiragana(input)).toBe(output);
  });

  it.each([
    ['ｶﾞｷﾞｸﾞ', 'ガギグ'],
    ['ﾊﾟﾋﾟﾌﾟ', 'パピプ'],
    ['ｳﾞｧｲｵﾘﾝ', 'ヴァイオリン'],
    ['ﾜﾞｦﾞ', 'ヷヺ'],
    ['ｱﾞ', 'ア゛'],
    ['ﾞ', '゛'],
    ['ﾔﾏﾀﾞ ﾀﾛｰ｡', 'ヤマダ タロー。'],
    ['｢ｶﾅ｣､･', '「カナ」、・'],
    ['abc123', 'abc123'],
  ])('halfWidthKanaToFullWidth %s → %s', (input, output) => {
    expect(halfWidthKanaToFullWidth(input)).toBe(output);
  });

  it('converts full-width digits only', () => {
    expect(fullWidthDigitsToHalfWidth('０９０－１２３４ａ')).toBe('090－1234ａ');
  });

  it.each([
    ['090-1234-5678', '09012345678'],
    ['090－1234－5678', '09012345678'],
    ['090‐1234‑5678', '09012345678'],
    ['090–1234—5678', '09012345678'],
    ['090―1234−5678', '09012345678'],
    ['090ー1234ｰ5678', '09012345678'],
    ['123﹣4567', '1234567'],
  ])('removeHyphens %s → %s', (input, output) => {
    expect(removeHyphens(input)).toBe(output);
  });
});
