/**
 * Converters of the older form validators (hub §5). Pure string functions; characters they do
 * not concern pass through unchanged.
 */

/** ぁ-ゖ and ゝゞ → ァ-ヶ and ヽヾ. */
export function hiraganaToKatakana(value: string): string {
  return value.replace(/[\u3041-\u3096\u309d\u309e]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
}

/** ァ-ヶ and ヽヾ → ぁ-ゖ and ゝゞ (ヷヸヹヺ have no hiragana and stay). */
export function katakanaToHiragana(value: string): string {
  return value.replace(/[\u30a1-\u30f6\u30fd\u30fe]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}

const HALF_KANA = 'ｦｧｨｩｪｫｬｭｮｯｰｱｲｳｴｵｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓﾔﾕﾖﾗﾘﾙﾚﾛﾜﾝ｡｢｣､･ﾞﾟ';
const FULL_KANA =
  'ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン。「」、・゛゜';
const halfToFull = new Map<string, string>(Array.from(HALF_KANA).map((c, i) => [c, FULL_KANA[i] ?? c]));

/**
 * Half-width katakana (and ｡｢｣､･) → full width. A following ﾞ or ﾟ is composed with its base
 * (ｶﾞ → ガ, ﾊﾟ → パ, ｳﾞ → ヴ, ﾜﾞ → ヷ, ｦﾞ → ヺ); one that cannot compose becomes ゛ or ゜.
 */
export function halfWidthKanaToFullWidth(value: string): string {
  let out = '';
  const chars = Array.from(value);
  for (let i = 0; i < chars.length; i += 1) {
    const c = chars[i] as string;
    const full = halfToFull.get(c);
    if (full === undefined) {
      out += c;
      continue;
    }
    const next = chars[i + 1];
    if (next === 'ﾞ' || next === 'ﾟ') {
      const composed = (full + (next === 'ﾞ' ? '\u3099' : '\u309a')).normalize('NFC');
      if (Array.from(composed).length === 1) {
        out += composed;
        i += 1;
        continue;
      }
    }
    out += full;
  }
  return out;
}

/** Full-width digits ０-９ → 0-9. */
export function fullWidthDigitsToHalfWidth(value: string): string {
  return value.replace(/[\uff10-\uff19]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

/**
 * Every hyphen-like dash that people type in phone numbers and postal codes:
 * - ‐ ‑ ‒ – — ― ⁃ − ﹘ ﹣ － (hyphens, dashes, minus signs in all widths),
 * - ー ｰ (the prolonged-sound marks a Japanese IME often gives for "-"),
 * - ─ (box drawing, another IME result).
 * Use it on numbers only: it would damage words such as ラーメン.
 */
export const HYPHEN_LIKE = /[-\u2010-\u2015\u2043\u2212\ufe58\ufe63\uff0d\u30fc\uff70\u2500]/g;

/** Remove every hyphen-like character (see `HYPHEN_LIKE`). */
export function removeHyphens(value: string): string {
  return value.replace(HYPHEN_LIKE, '');
}
