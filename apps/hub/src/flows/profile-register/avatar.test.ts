import { describe, expect, it } from 'vitest';

import { memoryStorage } from '../../test/api-errors';
import { profileValues } from '../../test/profile-values';
import { avatarBackTarget, avatarStart, decideAvatar } from './avatar';
import { keepDraft, keepFormDraft, readDraft, readDraftForConfirm } from '../shared/profile-register';

const draft = profileValues({
  thumbnail: 'icon05',
  nickname: 'はな',
  interests: [1],
  travelFrequency: 2,
  sex: 0,
  socialSkills: [4],
});

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
