import { describe, expect, it } from 'vitest';

import { memoryStorage } from '../test/api-errors';
import { avatarBackTarget, avatarStart, decideAvatar } from './avatar';
import {
  keepDraft,
  keepFormDraft,
  type ProfileValues,
  readDraft,
  readDraftForConfirm,
} from './profile-register';

const draft: ProfileValues = {
  thumbnail: 'icon05',
  nickname: 'はな',
  interests: [1],
  travelFrequency: 2,
  habitSupplement: 0,
  assetManagement: 0,
  birthday: '1950-04-01',
  birthdayDisplay: 1,
  prefecture: 13,
  city: '世田谷区',
  sex: 0,
  introduction: '',
  socialSkills: [4],
};

describe('the avatar picker in the registration', () => {
  it('goes back to the profile registration form', () => {
    expect(avatarBackTarget('register')).toBe('/register/profile');
  });

  it("starts on the draft's icon, and on icon12 when the draft holds no preset icon", () => {
    const storage = memoryStorage();
    keepFormDraft(storage, draft);
    expect(avatarStart(storage)).toBe('icon05');
    keepFormDraft(storage, { ...draft, thumbnail: 'https://example.com/me.png' });
    expect(avatarStart(storage)).toBe('icon12');
  });

  it('has nothing to start on without a draft (opened directly)', () => {
    const storage = memoryStorage();
    expect(avatarStart(storage)).toBeNull();
    expect(decideAvatar(storage, 'icon03')).toBe(false);
    expect(readDraft(storage)).toBeNull();
  });

  it('puts the decided icon into the draft and keeps every other value', () => {
    const storage = memoryStorage();
    keepFormDraft(storage, draft);
    expect(decideAvatar(storage, 'icon03')).toBe(true);
    expect(readDraft(storage)).toEqual({ ...draft, thumbnail: 'icon03' });
    // The unvalidated form values still do not open the confirmation.
    expect(readDraftForConfirm(storage)).toBeNull();
  });

  it('keeps the stop-reload flag of a draft that was already confirmed', () => {
    const storage = memoryStorage();
    keepDraft(storage, draft);
    decideAvatar(storage, 'icon14');
    expect(readDraftForConfirm(storage)).toEqual({ ...draft, thumbnail: 'icon14' });
  });
});
