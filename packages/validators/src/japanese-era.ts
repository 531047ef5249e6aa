/**
 * The Japanese era beside a Western year (1950（昭和25）年), for members who count their years so.
 * Eras since 大正 with their first days; the first year of an era reads 元.
 */
export interface JapaneseEraYear {
  /** The era's name (大正, 昭和, 平成, 令和). */
  readonly era: string;
  /** The year of the era, 1 for its first. */
  readonly year: number;
}

const ERAS: readonly { readonly name: string; readonly start: string }[] = [
  { name: '令和', start: '2019-05-01' },
  { name: '平成', start: '1989-01-08' },
  { name: '昭和', start: '1926-12-25' },
  { name: '大正', start: '1912-07-30' },
];

const eraYearText = (e: JapaneseEraYear) => `${e.era}${e.year === 1 ? '元' : String(e.year)}`;

/** The era of a full date `YYYY-MM-DD` (string order is date order); null before 大正. */
export function japaneseEraOfDate(date: string): JapaneseEraYear | null {
  const era = ERAS.find((e) => date >= e.start);
  if (!era) return null;
  return { era: era.name, year: Number(date.slice(0, 4)) - Number(era.start.slice(0, 4)) + 1 };
}

/**
 * The eras of a Western year: one, or two for a year in which the era changed (1989 is 昭和64 and
 * 平成元), the earlier first.
 */
export function japaneseErasOfYear(year: number): readonly JapaneseEraYear[] {
  const y = String(year).padStart(4, '0');
  const first = japaneseEraOfDate(`${y}-01-01`);
  const last = japaneseEraOfDate(`${y}-12-31`);
  if (!last) return [];
  if (!first || first.era === last.era) return [last];
  return [first, last];
}

/** A year with its era(s) in brackets: 1950（昭和25）, 1989（昭和64・平成元）; the year alone before 大正. */
export function yearWithJapaneseEra(year: number): string {
  const eras = japaneseErasOfYear(year);
  return eras.length ? `${year}（${eras.map(eraYearText).join('・')}）` : String(year);
}

/** A full date's year with its era: 1950-04-10 → 1950（昭和25）. */
export function dateYearWithJapaneseEra(date: string): string {
  const era = japaneseEraOfDate(date);
  const year = Number(date.slice(0, 4));
  return era ? `${year}（${eraYearText(era)}）` : String(year);
}
