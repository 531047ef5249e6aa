import { describe, expect, it } from 'vitest';
import {
  groupedAreaList,
  groupedAreaOrder,
  isPrefectureId,
  isRegionId,
  PREFECTURE_ID_MAX,
  PREFECTURE_ID_MIN,
  prefectureById,
  prefectureCodes,
  prefectureIds,
  prefectureOptions,
  REGION_ID_MAX,
  REGION_ID_MIN,
  regionIds,
  regionOfPrefecture,
  regionOptions,
  standalonePrefectureCodes,
} from './index';

describe('prefectures', () => {
  it('lists the 47 prefectures with ids 1..47 in JIS order', () => {
    expect(prefectureOptions).toHaveLength(47);
    expect(prefectureOptions.map((p) => p.id)).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
    expect(prefectureCodes).toEqual(prefectureOptions.map((p) => p.id));
  });

  it('has the standard names at the anchor points', () => {
    expect(prefectureById(1)?.ja).toBe('北海道');
    expect(prefectureById(13)).toMatchObject({ ja: '東京都', en: 'Tokyo' });
    expect(prefectureById(26)?.ja).toBe('京都府');
    expect(prefectureById(27)?.ja).toBe('大阪府');
    expect(prefectureById(47)).toMatchObject({ ja: '沖縄県', en: 'Okinawa' });
    expect(prefectureById(0)).toBeUndefined();
    expect(prefectureById(48)).toBeUndefined();
  });

  it('ends every Japanese name in 都, 道, 府 or 県, and names are unique', () => {
    for (const p of prefectureOptions) expect(p.ja).toMatch(/[都道府県]$/);
    expect(new Set(prefectureOptions.map((p) => p.ja)).size).toBe(47);
    expect(new Set(prefectureOptions.map((p) => p.en)).size).toBe(47);
  });

  it('accepts 0..47 as stored ids and nothing else', () => {
    expect(prefectureIds[0]).toBe(PREFECTURE_ID_MIN);
    expect(prefectureIds.at(-1)).toBe(PREFECTURE_ID_MAX);
    expect(isPrefectureId(0)).toBe(true);
    expect(isPrefectureId(47)).toBe(true);
    expect(isPrefectureId(48)).toBe(false);
    expect(isPrefectureId('13')).toBe(false);
  });
});

describe('regions', () => {
  it('uses ids 99..93 in the spec order', () => {
    expect(regionIds).toEqual([99, 98, 97, 96, 95, 94, 93]);
    expect(Math.min(...regionIds)).toBe(REGION_ID_MIN);
    expect(Math.max(...regionIds)).toBe(REGION_ID_MAX);
    expect(isRegionId(92)).toBe(false);
    expect(regionOptions.map((r) => r.ja)).toEqual(['東北', '関東', '中部', '近畿', '中国', '四国', '九州']);
  });

  it('puts every prefecture exactly once in a region or among the standalones', () => {
    const all = [...regionOptions.flatMap((r) => r.prefectures), ...standalonePrefectureCodes].sort(
      (a, b) => a - b,
    );
    expect(all).toEqual([...prefectureCodes]);
    expect(standalonePrefectureCodes).toEqual([1, 47]);
  });

  it('places well-known prefectures in their region', () => {
    expect(regionOfPrefecture(13)?.ja).toBe('関東');
    expect(regionOfPrefecture(15)?.ja).toBe('中部'); // 新潟県
    expect(regionOfPrefecture(24)?.ja).toBe('近畿'); // 三重県
    expect(regionOfPrefecture(40)?.ja).toBe('九州');
    expect(regionOfPrefecture(1)).toBeUndefined();
    expect(regionOfPrefecture(47)).toBeUndefined();
  });

  it('renders the grouped list north to south: 1, 99..93, 47', () => {
    expect(groupedAreaOrder).toEqual([1, 99, 98, 97, 96, 95, 94, 93, 47]);
    const ids = groupedAreaList.map((e) => (e.kind === 'region' ? e.region.id : e.prefecture.id));
    expect(ids).toEqual([...groupedAreaOrder]);
    const listed = groupedAreaList.flatMap((e) =>
      e.kind === 'region' ? e.prefectures.map((p) => p.id) : [e.prefecture.id],
    );
    expect(listed).toEqual([...prefectureCodes]);
  });
});
