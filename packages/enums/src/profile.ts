/**
 * Profile enumerations (profile spec §3 "Enumerations").
 *
 * The spec gives the English meaning of each entry; the Japanese labels of interests are the
 * product's names. Where the spec only shows an English meaning (travel frequency, supplement
 * habit, asset management, birthday display, sex) the Japanese label is our choice of plain
 * Japanese and is marked so.
 */
import { defineOptions, isOneOf, valuesOf, type LabeledOption } from './option';

// ---- Sex --------------------------------------------------------------------------------------

/** Sex; 0 is "not selected" (the default). */
export const Sex = /* @__PURE__ */ Object.freeze({ Unset: 0, Male: 1, Female: 2, NoAnswer: 3 } as const);
export type SexId = (typeof Sex)[keyof typeof Sex];
export const sexIds = valuesOf(Sex);
/** Ids a member can choose (everything but Unset). */
export const selectableSexIds = [Sex.Male, Sex.Female, Sex.NoAnswer] as const;
export const isSexId = isOneOf(sexIds);
/** Japanese labels chosen by us (the spec shows English only). */
export const sexOptions: readonly LabeledOption<SexId>[] = defineOptions<SexId>([
  { id: Sex.Unset, ja: '未選択', en: 'Not selected' },
  { id: Sex.Male, ja: '男性', en: 'Male' },
  { id: Sex.Female, ja: '女性', en: 'Female' },
  { id: Sex.NoAnswer, ja: '回答しない', en: 'Prefer not to answer' },
]);

// ---- Birthday display -----------------------------------------------------------------------

/** What of the birthday others see; default 1 (full date). */
export const BirthdayDisplay = /* @__PURE__ */ Object.freeze({
  FullDate: 1,
  YearOnly: 2,
  MonthDayOnly: 3,
  Hidden: 4,
} as const);
export type BirthdayDisplayId = (typeof BirthdayDisplay)[keyof typeof BirthdayDisplay];
export const birthdayDisplayIds = valuesOf(BirthdayDisplay);
export const DEFAULT_BIRTHDAY_DISPLAY: BirthdayDisplayId = BirthdayDisplay.FullDate;
export const isBirthdayDisplayId = isOneOf(birthdayDisplayIds);
/** Japanese labels chosen by us. */
export const birthdayDisplayOptions: readonly LabeledOption<BirthdayDisplayId>[] =
  defineOptions<BirthdayDisplayId>([
    { id: BirthdayDisplay.FullDate, ja: '生年月日を表示', en: 'Show full date' },
    { id: BirthdayDisplay.YearOnly, ja: '生まれ年のみ表示', en: 'Show year only' },
    { id: BirthdayDisplay.MonthDayOnly, ja: '月日のみ表示', en: 'Show month and day only' },
    { id: BirthdayDisplay.Hidden, ja: '表示しない', en: 'Show nothing' },
  ]);

// ---- Travel frequency (sub-question of interest 1, travel) -----------------------------------

export const TravelFrequency = /* @__PURE__ */ Object.freeze({
  TwiceAMonthOrMore: 1,
  AboutMonthly: 2,
  EveryTwoToThreeMonths: 3,
  AboutHalfYearly: 4,
  AboutYearly: 5,
  AlmostNever: 6,
} as const);
export type TravelFrequencyId = (typeof TravelFrequency)[keyof typeof TravelFrequency];
export const travelFrequencyIds = valuesOf(TravelFrequency);
export const isTravelFrequencyId = isOneOf(travelFrequencyIds);
/** Japanese labels chosen by us. */
export const travelFrequencyOptions: readonly LabeledOption<TravelFrequencyId>[] =
  defineOptions<TravelFrequencyId>([
    { id: TravelFrequency.TwiceAMonthOrMore, ja: '月に2回以上', en: 'Twice a month or more' },
    { id: TravelFrequency.AboutMonthly, ja: '月に1回程度', en: 'About once a month' },
    { id: TravelFrequency.EveryTwoToThreeMonths, ja: '2〜3か月に1回程度', en: 'About once every 2-3 months' },
    { id: TravelFrequency.AboutHalfYearly, ja: '半年に1回程度', en: 'About once every half year' },
    { id: TravelFrequency.AboutYearly, ja: '1年に1回程度', en: 'About once a year' },
    { id: TravelFrequency.AlmostNever, ja: 'ほとんど行かない', en: 'Almost never' },
  ]);

// ---- Supplement habit (sub-question of interest 6, health) ------------------------------------

export const HabitSupplement = /* @__PURE__ */ Object.freeze({ Yes: 1, No: 2 } as const);
export type HabitSupplementId = (typeof HabitSupplement)[keyof typeof HabitSupplement];
export const habitSupplementIds = valuesOf(HabitSupplement);
export const isHabitSupplementId = isOneOf(habitSupplementIds);
/** Japanese labels chosen by us. */
export const habitSupplementOptions: readonly LabeledOption<HabitSupplementId>[] =
  defineOptions<HabitSupplementId>([
    { id: HabitSupplement.Yes, ja: 'はい', en: 'Yes' },
    { id: HabitSupplement.No, ja: 'いいえ', en: 'No' },
  ]);

// ---- Asset management (sub-question of interest 8, money) -------------------------------------

export const AssetManagement = /* @__PURE__ */ Object.freeze({ Doing: 1, NotDoing: 2 } as const);
export type AssetManagementId = (typeof AssetManagement)[keyof typeof AssetManagement];
export const assetManagementIds = valuesOf(AssetManagement);
export const isAssetManagementId = isOneOf(assetManagementIds);
/** Japanese labels chosen by us. */
export const assetManagementOptions: readonly LabeledOption<AssetManagementId>[] =
  defineOptions<AssetManagementId>([
    { id: AssetManagement.Doing, ja: 'している', en: 'Doing it' },
    { id: AssetManagement.NotDoing, ja: 'していない', en: 'Not doing it' },
  ]);

// ---- Interests ----------------------------------------------------------------------------------

/** Interests 1-26, and 0 for "other" (listed last, as in the spec). */
export const Interest = /* @__PURE__ */ Object.freeze({
  Travel: 1,
  Music: 2,
  Movies: 3,
  Reading: 4,
  Photography: 5,
  Health: 6,
  BeautyDiet: 7,
  Money: 8,
  Housing: 9,
  Sports: 10,
  Outdoors: 11,
  CarsBikes: 12,
  PcInternet: 13,
  Gardening: 14,
  Art: 15,
  Literature: 16,
  HistoryCulture: 17,
  Volunteering: 18,
  Work: 19,
  CookingGourmet: 20,
  Pets: 21,
  Handicraft: 22,
  Fashion: 23,
  NursingCare: 24,
  EndOfLifePlanning: 25,
  GamesQuizzes: 26,
  Other: 0,
} as const);
export type InterestId = (typeof Interest)[keyof typeof Interest];
export const interestIds = valuesOf(Interest);
export const isInterestId = isOneOf(interestIds);

/** The follow-up question an interest opens in the form. */
export type InterestSubQuestion = 'travelFrequency' | 'habitSupplement' | 'assetManagement';

export interface InterestOption extends LabeledOption<InterestId> {
  readonly subQuestion?: InterestSubQuestion;
}

/** Interests in the spec's display order (1..26, then 0 "other"). */
export const interestOptions: readonly InterestOption[] = /* @__PURE__ */ Object.freeze(
  (
    [
      { id: Interest.Travel, ja: '旅行', en: 'Travel', subQuestion: 'travelFrequency' },
      { id: Interest.Music, ja: '音楽', en: 'Music' },
      { id: Interest.Movies, ja: '映画', en: 'Movies' },
      { id: Interest.Reading, ja: '読書', en: 'Reading' },
      { id: Interest.Photography, ja: '写真・カメラ', en: 'Photography / camera' },
      { id: Interest.Health, ja: '健康', en: 'Health', subQuestion: 'habitSupplement' },
      { id: Interest.BeautyDiet, ja: '美容・ダイエット', en: 'Beauty / diet' },
      {
        id: Interest.Money,
        ja: 'お金・投資・相続',
        en: 'Money / investment / inheritance',
        subQuestion: 'assetManagement',
      },
      { id: Interest.Housing, ja: '住まい・リフォーム', en: 'Housing / renovation' },
      { id: Interest.Sports, ja: 'スポーツ', en: 'Sports' },
      { id: Interest.Outdoors, ja: 'アウトドア・登山', en: 'Outdoors / hiking' },
      { id: Interest.CarsBikes, ja: '車・バイク', en: 'Cars / bikes' },
      { id: Interest.PcInternet, ja: 'パソコン・インターネット', en: 'PC / internet' },
      { id: Interest.Gardening, ja: 'ガーデニング', en: 'Gardening' },
      { id: Interest.Art, ja: '美術・絵画', en: 'Art / painting' },
      { id: Interest.Literature, ja: '俳句・川柳・文学', en: 'Haiku / senryu / literature' },
      { id: Interest.HistoryCulture, ja: '歴史・文化', en: 'History / culture' },
      { id: Interest.Volunteering, ja: 'ボランティア', en: 'Volunteering' },
      { id: Interest.Work, ja: '仕事', en: 'Work' },
      { id: Interest.CookingGourmet, ja: '料理・グルメ', en: 'Cooking / gourmet' },
      { id: Interest.Pets, ja: 'ペット', en: 'Pets' },
      { id: Interest.Handicraft, ja: '手芸・裁縫', en: 'Handicraft / sewing' },
      { id: Interest.Fashion, ja: 'ファッション', en: 'Fashion' },
      { id: Interest.NursingCare, ja: '介護', en: 'Nursing care' },
      { id: Interest.EndOfLifePlanning, ja: '終活', en: 'End-of-life planning' },
      { id: Interest.GamesQuizzes, ja: 'ゲーム・クイズ', en: 'Games / quizzes' },
      { id: Interest.Other, ja: 'その他', en: 'Other' },
    ] satisfies InterestOption[]
  ).map((o) => Object.freeze(o)),
);

/** Which interest opens which sub-question. */
export const interestSubQuestions = /* @__PURE__ */ Object.freeze({
  [Interest.Travel]: 'travelFrequency',
  [Interest.Health]: 'habitSupplement',
  [Interest.Money]: 'assetManagement',
} as const satisfies Partial<Record<InterestId, InterestSubQuestion>>);

/** The sub-question an interest opens, if any. */
export function subQuestionOf(id: InterestId): InterestSubQuestion | undefined {
  return (interestSubQuestions as Partial<Record<InterestId, InterestSubQuestion>>)[id];
}

// ---- Social media ("social skills") ---------------------------------------------------------------

export const SocialMedia = /* @__PURE__ */ Object.freeze({
  Facebook: 1,
  X: 2,
  Instagram: 3,
  Line: 4,
  YouTube: 5,
  Blog: 6,
  Other: 7,
} as const);
export type SocialMediaId = (typeof SocialMedia)[keyof typeof SocialMedia];
export const socialMediaIds = valuesOf(SocialMedia);
export const isSocialMediaId = isOneOf(socialMediaIds);
export const socialMediaOptions: readonly LabeledOption<SocialMediaId>[] = defineOptions<SocialMediaId>([
  { id: SocialMedia.Facebook, ja: 'Facebook', en: 'Facebook' },
  { id: SocialMedia.X, ja: 'X', en: 'X' },
  { id: SocialMedia.Instagram, ja: 'Instagram', en: 'Instagram' },
  { id: SocialMedia.Line, ja: 'LINE', en: 'LINE' },
  { id: SocialMedia.YouTube, ja: 'YouTube', en: 'YouTube' },
  { id: SocialMedia.Blog, ja: 'ブログ', en: 'Blog' },
  { id: SocialMedia.Other, ja: 'その他', en: 'Other' },
]);

// ---- Preset icons -----------------------------------------------------------------------------------

/** The 14 preset avatar icons, in picker order. */
export const presetIconIds = /* @__PURE__ */ Object.freeze([
  'icon01',
  'icon02',
  'icon03',
  'icon04',
  'icon05',
  'icon06',
  'icon07',
  'icon08',
  'icon09',
  'icon10',
  'icon11',
  'icon12',
  'icon13',
  'icon14',
] as const);
export type PresetIconId = (typeof presetIconIds)[number];
export const isPresetIconId = isOneOf(presetIconIds);
/** Default thumbnail (also used from a cloud-storage bucket by the second service). */
export const DEFAULT_ICON: PresetIconId = 'icon12';
