import { describe, expectTypeOf, it } from 'vitest';
import type {
  AreaSaveStatus,
  BirthdayDisplayId,
  EntryModeId,
  InterestId,
  KantanResultCode,
  LinkageNameId,
  MemberStatusId,
  PointCodeId,
  PrefectureCode,
  PrefectureId,
  PresetIconId,
  RegionId,
  ServiceUsageId,
  ServiceIdString,
  ServiceIdValue,
  SexId,
  SocialMediaId,
} from './index';
import { isSexId, prefectureIds, Sex, sexIds } from './index';

describe('derived unions', () => {
  it('are the literal ids', () => {
    expectTypeOf<SexId>().toEqualTypeOf<0 | 1 | 2 | 3>();
    expectTypeOf<BirthdayDisplayId>().toEqualTypeOf<1 | 2 | 3 | 4>();
    expectTypeOf<SocialMediaId>().toEqualTypeOf<1 | 2 | 3 | 4 | 5 | 6 | 7>();
    expectTypeOf<RegionId>().toEqualTypeOf<93 | 94 | 95 | 96 | 97 | 98 | 99>();
    expectTypeOf<ServiceUsageId>().toEqualTypeOf<'1' | '2' | '3'>();
    expectTypeOf<MemberStatusId>().toEqualTypeOf<'1' | '2' | ''>();
    expectTypeOf<KantanResultCode>().toEqualTypeOf<1 | 3 | 4>();
    expectTypeOf<PointCodeId>().toEqualTypeOf<0 | 1 | 2 | 3 | 4 | 5>();
    expectTypeOf<AreaSaveStatus>().toEqualTypeOf<200 | 400 | 404 | 500>();
    expectTypeOf<ServiceIdString>().toEqualTypeOf<`${ServiceIdValue}`>();
    expectTypeOf<LinkageNameId>().toEqualTypeOf<'google' | 'docomo-type'>();
    expectTypeOf<EntryModeId>().toEqualTypeOf<
      'register' | 'login' | 'migration' | 'daccount' | 'provider-linkage' | 'authen-register'
    >();
  });

  it('keep ranges exact', () => {
    expectTypeOf<0>().toExtend<InterestId>();
    expectTypeOf<26>().toExtend<InterestId>();
    expectTypeOf<27>().not.toExtend<InterestId>();
    expectTypeOf<47>().toExtend<PrefectureCode>();
    expectTypeOf<0>().not.toExtend<PrefectureCode>();
    expectTypeOf<0>().toExtend<PrefectureId>();
    expectTypeOf<48>().not.toExtend<PrefectureId>();
    expectTypeOf<'icon14'>().toExtend<PresetIconId>();
    expectTypeOf<'icon15'>().not.toExtend<PresetIconId>();
  });

  it('give tuples and guards zod can use', () => {
    expectTypeOf(sexIds).toEqualTypeOf<readonly [SexId, ...SexId[]]>();
    expectTypeOf(prefectureIds).toEqualTypeOf<readonly [PrefectureId, ...PrefectureId[]]>();
    expectTypeOf(Sex.Male).toEqualTypeOf<1>();
    const x: unknown = 1;
    if (isSexId(x)) expectTypeOf(x).toEqualTypeOf<SexId>();
  });
});
