/**
 * The default NG-word list (chosen here; the spec names the check but not its words).
 * Entries are matched after normalisation (NFKC, lower case, katakana → hiragana, spaces removed),
 * so 'シネ' and 'しね' are one entry. Words that are common parts of harmless words
 * (くず in くずもち, かす in かすてら) are deliberately left out.
 */
export const NG_WORDS: readonly string[] = [
  '死ね',
  '氏ね',
  '殺す',
  'ころす',
  '殺してやる',
  'ぶっころ',
  'きちがい',
  '気違い',
  'キチガイ',
  '売春',
  '援助交際',
  '援交',
  'パパ活',
  'セックス',
  'ちんこ',
  'ちんぽ',
  'まんこ',
  'おっぱい',
  '覚醒剤',
  '覚せい剤',
  '大麻',
  '麻薬',
  '闇バイト',
  '出会い系',
  'fuck',
  'shit',
  'bitch',
];

/** NFKC, lower case, katakana → hiragana, whitespace removed. */
export function normaliseForNgCheck(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u30a1-\u30f6]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0x60))
    .replace(/\s+/g, '');
}

const NORMALISED = NG_WORDS.map(normaliseForNgCheck);

export function containsNgWord(text: string): boolean {
  const normalised = normaliseForNgCheck(text);
  return NORMALISED.some((word) => normalised.includes(word));
}
