// Test data: a complete set of profile form values (flows/profile-register's ProfileValues).
import { type ProfileValues } from '../flows/shared/profile-register';

/** はなこ from Setagaya, born 1950-04-01, icon3; `overrides` replace single values. */
export function profileValues(overrides: Partial<ProfileValues> = {}): ProfileValues {
  return {
    thumbnail: 'icon3',
    nickname: 'はなこ',
    interests: [],
    travelFrequency: 0,
    habitSupplement: 0,
    assetManagement: 0,
    birthday: '1950-04-01',
    birthdayDisplay: 1,
    prefecture: 13,
    city: '世田谷区',
    sex: 2,
    introduction: '',
    socialSkills: [],
    ...overrides,
  } as ProfileValues;
}
