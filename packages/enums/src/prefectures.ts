/**
 * Prefectures (ids 1-47 in the standard JIS X 0401 order, 0 = not selected) and the region
 * groups of the embedded area-registration screen (ids 99..93).
 */
import { isOneOf, type LabeledOption } from './option';

/** One prefecture: JIS code as id, Japanese name, and its romaji (used as the English name). */
export interface PrefectureOption extends LabeledOption<PrefectureCode> {
  /** Hepburn romaji without the suffix, e.g. 'Tokyo'. */
  readonly romaji: string;
}

/** 0 = not selected (the default of a member). */
export const PREFECTURE_UNSELECTED = 0;

const prefectureRows = [
  [1, '北海道', 'Hokkaido'],
  [2, '青森県', 'Aomori'],
  [3, '岩手県', 'Iwate'],
  [4, '宮城県', 'Miyagi'],
  [5, '秋田県', 'Akita'],
  [6, '山形県', 'Yamagata'],
  [7, '福島県', 'Fukushima'],
  [8, '茨城県', 'Ibaraki'],
  [9, '栃木県', 'Tochigi'],
  [10, '群馬県', 'Gunma'],
  [11, '埼玉県', 'Saitama'],
  [12, '千葉県', 'Chiba'],
  [13, '東京都', 'Tokyo'],
  [14, '神奈川県', 'Kanagawa'],
  [15, '新潟県', 'Niigata'],
  [16, '富山県', 'Toyama'],
  [17, '石川県', 'Ishikawa'],
  [18, '福井県', 'Fukui'],
  [19, '山梨県', 'Yamanashi'],
  [20, '長野県', 'Nagano'],
  [21, '岐阜県', 'Gifu'],
  [22, '静岡県', 'Shizuoka'],
  [23, '愛知県', 'Aichi'],
  [24, '三重県', 'Mie'],
  [25, '滋賀県', 'Shiga'],
  [26, '京都府', 'Kyoto'],
  [27, '大阪府', 'Osaka'],
  [28, '兵庫県', 'Hyogo'],
  [29, '奈良県', 'Nara'],
  [30, '和歌山県', 'Wakayama'],
  [31, '鳥取県', 'Tottori'],
  [32, '島根県', 'Shimane'],
  [33, '岡山県', 'Okayama'],
  [34, '広島県', 'Hiroshima'],
  [35, '山口県', 'Yamaguchi'],
  [36, '徳島県', 'Tokushima'],
  [37, '香川県', 'Kagawa'],
  [38, '愛媛県', 'Ehime'],
  [39, '高知県', 'Kochi'],
  [40, '福岡県', 'Fukuoka'],
  [41, '佐賀県', 'Saga'],
  [42, '長崎県', 'Nagasaki'],
  [43, '熊本県', 'Kumamoto'],
  [44, '大分県', 'Oita'],
  [45, '宮崎県', 'Miyazaki'],
  [46, '鹿児島県', 'Kagoshima'],
  [47, '沖縄県', 'Okinawa'],
] as const;

/** A real prefecture id, 1..47. */
export type PrefectureCode = (typeof prefectureRows)[number][0];
/** A prefecture id as stored on a member: 0 (not selected) or 1..47. */
export type PrefectureId = typeof PREFECTURE_UNSELECTED | PrefectureCode;

/** The 47 prefecture ids in JIS order (1..47). */
export const prefectureCodes = /* @__PURE__ */ Object.freeze(
  prefectureRows.map((r) => r[0]),
) as unknown as readonly [PrefectureCode, ...PrefectureCode[]];
/** Every valid stored value, 0..47 (for zod: `z.literal(prefectureIds)`). */
export const prefectureIds = /* @__PURE__ */ Object.freeze([
  PREFECTURE_UNSELECTED,
  ...prefectureCodes,
]) as unknown as readonly [PrefectureId, ...PrefectureId[]];
export const isPrefectureId = isOneOf(prefectureIds);
/** True for 1..47 (a prefecture was chosen). */
export const isPrefectureCode = isOneOf(prefectureCodes);

/** The 47 prefectures in JIS order, for a select or radio list. */
export const prefectureOptions: readonly PrefectureOption[] = /* @__PURE__ */ Object.freeze(
  prefectureRows.map(([id, ja, romaji]) => Object.freeze({ id, ja, en: romaji, romaji })),
);

/** The "not selected" entry, for forms that show it as the first choice. */
export const prefectureUnselectedOption: LabeledOption<PrefectureId> = /* @__PURE__ */ Object.freeze({
  id: PREFECTURE_UNSELECTED,
  ja: '未選択',
  en: 'Not selected',
});

/** Lookup by id. */
export function prefectureById(id: number): PrefectureOption | undefined {
  return prefectureOptions[id - 1]?.id === id ? prefectureOptions[id - 1] : undefined;
}

// ---- Regions --------------------------------------------------------------------------------------

/**
 * Region groups of the area-registration screen. The ids count down from the north-east
 * (99 Tohoku) to the south-west (93 Kyushu), as the spec gives them.
 */
export const Region = /* @__PURE__ */ Object.freeze({
  Tohoku: 99,
  Kanto: 98,
  Chubu: 97,
  Kinki: 96,
  Chugoku: 95,
  Shikoku: 94,
  Kyushu: 93,
} as const);
export type RegionId = (typeof Region)[keyof typeof Region];
export const regionIds = /* @__PURE__ */ Object.freeze(Object.values(Region)) as unknown as readonly [
  RegionId,
  ...RegionId[],
];
export const isRegionId = isOneOf(regionIds);

export interface RegionOption extends LabeledOption<RegionId> {
  /** Member prefecture ids in JIS order. */
  readonly prefectures: readonly PrefectureCode[];
}

const range = <T extends number>(from: T, to: T): T[] =>
  Array.from({ length: to - from + 1 }, (_, i) => (from + i) as T);

/**
 * The standard eight-region division with Hokkaido (1) and Okinawa (47) standing alone:
 * Tohoku 2-7, Kanto 8-14, Chubu 15-23, Kinki 24-30 (Mie counted in Kinki, as in the
 * common division), Chugoku 31-35, Shikoku 36-39, Kyushu 40-46.
 */
export const regionOptions: readonly RegionOption[] = /* @__PURE__ */ Object.freeze(
  (
    [
      { id: Region.Tohoku, ja: '東北', en: 'Tohoku', prefectures: range<PrefectureCode>(2, 7) },
      { id: Region.Kanto, ja: '関東', en: 'Kanto', prefectures: range<PrefectureCode>(8, 14) },
      { id: Region.Chubu, ja: '中部', en: 'Chubu', prefectures: range<PrefectureCode>(15, 23) },
      { id: Region.Kinki, ja: '近畿', en: 'Kinki', prefectures: range<PrefectureCode>(24, 30) },
      { id: Region.Chugoku, ja: '中国', en: 'Chugoku', prefectures: range<PrefectureCode>(31, 35) },
      { id: Region.Shikoku, ja: '四国', en: 'Shikoku', prefectures: range<PrefectureCode>(36, 39) },
      { id: Region.Kyushu, ja: '九州', en: 'Kyushu', prefectures: range<PrefectureCode>(40, 46) },
    ] satisfies RegionOption[]
  ).map((r) => Object.freeze({ ...r, prefectures: Object.freeze(r.prefectures) })),
);

/** Prefectures that are not in a region group and are listed on their own. */
export const standalonePrefectureCodes = /* @__PURE__ */ Object.freeze([1, 47] as const);

/** The region a prefecture belongs to (undefined for Hokkaido, Okinawa and 0). */
export function regionOfPrefecture(id: number): RegionOption | undefined {
  return regionOptions.find((r) => (r.prefectures as readonly number[]).includes(id));
}

/** One row of the grouped area list: a standalone prefecture or a region with its prefectures. */
export type GroupedAreaEntry =
  | { readonly kind: 'prefecture'; readonly prefecture: PrefectureOption }
  | {
      readonly kind: 'region';
      readonly region: RegionOption;
      readonly prefectures: readonly PrefectureOption[];
    };

/**
 * Display order of the grouped list: 1, 99, 98, 97, 96, 95, 94, 93, 47. The spec names the
 * groups 99..93 "plus standalone 1 and 47" without placing them; we put Hokkaido first and
 * Okinawa last so the list runs north to south like every Japanese prefecture picker.
 */
export const groupedAreaOrder = /* @__PURE__ */ Object.freeze([1, 99, 98, 97, 96, 95, 94, 93, 47] as const);

/** The grouped area list in display order (regions expanded to their prefecture options). */
export const groupedAreaList: readonly GroupedAreaEntry[] = /* @__PURE__ */ Object.freeze(
  groupedAreaOrder.map((id): GroupedAreaEntry => {
    const region = regionOptions.find((r) => r.id === id);
    if (region) {
      return Object.freeze({
        kind: 'region' as const,
        region,
        prefectures: Object.freeze(region.prefectures.map((p) => prefectureById(p) as PrefectureOption)),
      });
    }
    return Object.freeze({ kind: 'prefecture' as const, prefecture: prefectureById(id) as PrefectureOption });
  }),
);
