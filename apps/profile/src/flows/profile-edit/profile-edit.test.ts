import { createMemberApiError } from '@member-hub/api-client';
import { createMemoryStorage } from '@member-hub/app-kit/client-context';
import { communityVariant, membersVariant } from '@member-hub/validators';
import { describe, expect, it, vi } from 'vitest';

import {
  applyAvatarChoice,
  withAvatarChoice,
  birthdayChangesLeft,
  cancelAddress,
  formValuesOf,
  hiddenLeaveAddress,
  isSubmitBlocked,
  keepDraft,
  keepFormDraft,
  needsPostjudge,
  parseProfileEditQuery,
  providerLinkageView,
  readDraft,
  readDraftForConfirm,
  readRegisterNumPassword,
  registrationNumberView,
  saveProfileEdit,
  setDraftThumbnail,
  showsAdultWarning,
  showsFirstEditNotice,
  birthdayChangesLeftAfter,
  updateMeBodyOf,
} from './profile-edit';
import { memberFixture } from './fixtures';

const allowed = ['http://localhost:5190/'];
const q = (s: string) => new URLSearchParams(s);

describe('the edit query', () => {
  it('reads hidden=1, the linkage error and selectImageFromDevice=false', () => {
    expect(parseProfileEditQuery(q('hidden=1&error=google&selectImageFromDevice=false'))).toEqual({
      hidden: true,
      linkageError: 'google',
      selectImageFromDevice: false,
    });
    expect(parseProfileEditQuery(q('error=docomo')).linkageError).toBe('docomo');
    expect(parseProfileEditQuery(q('error=docomo-type')).linkageError).toBe('docomo');
    // What the hub's d-account linkage returns with (hub §4).
    expect(parseProfileEditQuery(q('error=daccount')).linkageError).toBe('docomo');
    expect(parseProfileEditQuery(q('error=other')).linkageError).toBeNull();
    expect(parseProfileEditQuery(q(''))).toEqual({
      hidden: false,
      linkageError: null,
      selectImageFromDevice: true,
    });
  });

  it('leaves to the return address for a hidden other than 1, only to an allowed one', () => {
    expect(hiddenLeaveAddress(q('returnUrl=http://localhost:5190/cb&hidden=2'), allowed)).toBe(
      'http://localhost:5190/cb',
    );
    expect(hiddenLeaveAddress(q('returnUrl=http://localhost:5190/cb&hidden=1'), allowed)).toBeNull();
    expect(hiddenLeaveAddress(q('returnUrl=http://localhost:5190/cb'), allowed)).toBeNull();
    expect(hiddenLeaveAddress(q('returnUrl=http://evil.example/cb&hidden=0'), allowed)).toBeNull();
  });

  it('cancels to the stored return address, never to one outside the allow-list', () => {
    expect(cancelAddress({ returnUrl: 'http://localhost:5190/cb' }, allowed, 'h')).toBe(
      'http://localhost:5190/cb',
    );
    expect(cancelAddress({ returnUrl: 'http://evil.example/cb' }, allowed, 'h')).toBeNull();
    expect(cancelAddress(null, allowed, 'h')).toBeNull();
  });
});

describe('sections', () => {
  it('hides Google in the membership variant and the carrier with hidden=1', () => {
    expect(providerLinkageView(communityVariant, false)).toEqual({ show: true, google: true, docomo: true });
    expect(providerLinkageView(communityVariant, true)).toEqual({ show: true, google: true, docomo: false });
    expect(providerLinkageView(membersVariant, false)).toEqual({ show: true, google: false, docomo: true });
    expect(providerLinkageView(membersVariant, true)).toEqual({ show: false, google: false, docomo: false });
  });

  it('shows the registration number only with a community registration id; the password only once read', () => {
    expect(registrationNumberView(memberFixture)).toBeNull();
    const me = { rakucomId: '12345678', rakuUid: 'r1' };
    expect(registrationNumberView(me)).toEqual({ number: '12345678', password: undefined, rakuUid: 'r1' });
    expect(registrationNumberView(me, { kind: 'read', password: 'secret' })?.password).toBe('secret');
    expect(registrationNumberView(me, { kind: 'read', password: '' })?.password).toBeNull();
    expect(registrationNumberView(me, { kind: 'sign-in-again' })?.password).toBeUndefined();
    expect(registrationNumberView({ rakucomId: '12345678', rakuUid: '' })?.rakuUid).toBe('12345678');
  });

  it('reads the registration password; a sign-in older than 5 minutes asks to sign in again', async () => {
    const refusal = createMemberApiError('http', 'stale', {
      status: 403,
      code: 'auth.recent_login_required',
    } as never);
    expect(
      await readRegisterNumPassword({
        getRegisterNum: async () => ({ rakucomId: '1', rakuUid: 'r', rakuPW: 'pw123456' }),
      }),
    ).toEqual({ kind: 'read', password: 'pw123456' });
    expect(await readRegisterNumPassword({ getRegisterNum: () => Promise.reject(refusal) })).toEqual({
      kind: 'sign-in-again',
    });
    expect(await readRegisterNumPassword({ getRegisterNum: () => Promise.reject(new Error('x')) })).toEqual({
      kind: 'failed',
    });
  });

  it('counts the birthday changes left down to 0 at two changes', () => {
    expect(birthdayChangesLeft(0)).toBe(2);
    expect(birthdayChangesLeft(1)).toBe(1);
    expect(birthdayChangesLeft(2)).toBe(0);
    expect(birthdayChangesLeft(5)).toBe(0);
  });

  it('blocks the submit only when e-mail, rakucomId and d-account id are all missing', () => {
    expect(isSubmitBlocked(memberFixture)).toBe(false);
    expect(isSubmitBlocked({ email: '', rakucomId: '', daccountEntryUserId: '' })).toBe(true);
    expect(isSubmitBlocked({ email: '', rakucomId: '1', daccountEntryUserId: '' })).toBe(false);
    expect(isSubmitBlocked({ email: '', rakucomId: '', daccountEntryUserId: 'DA-1' })).toBe(false);
  });
});

describe('confirmation rules', () => {
  it('shows the first-edit notice when createDate equals updateDate (seconds dropped) after 2020-12-24', () => {
    expect(showsFirstEditNotice(memberFixture)).toBe(true);
    expect(
      showsFirstEditNotice({
        uid: 'u1',
        createDate: '2024-05-01T10:00:12.000Z',
        updateDate: '2024-05-01T10:01:00.000Z',
      }),
    ).toBe(false);
    expect(
      showsFirstEditNotice({
        uid: 'u1',
        createDate: '2020-12-01T10:00:00.000Z',
        updateDate: '2020-12-01T10:00:00.000Z',
      }),
    ).toBe(false);
  });

  it('shows the first-edit notice on the first edit only, also when the save fell in the registration minute', async () => {
    const storage = createMemoryStorage();
    const sameMinute = {
      uid: 'u1',
      createDate: '2026-05-01T10:00:05.000Z',
      updateDate: '2026-05-01T10:00:40.000Z',
    };
    expect(showsFirstEditNotice(sameMinute, storage)).toBe(true);
    const result = await saveProfileEdit(
      {
        storage,
        api: { updateMe: vi.fn(async () => memberFixture), postjudge: vi.fn(async () => undefined) },
        getIdToken: async () => 'token',
      } as never,
      {
        uid: 'u1',
        values: formValuesOf(memberFixture),
        initial: formValuesOf(memberFixture),
        variant: communityVariant,
      },
    );
    expect(result.kind).toBe('complete');
    expect(showsFirstEditNotice(sameMinute, storage)).toBe(false);
    // Another member on the same browser still has their first edit.
    expect(showsFirstEditNotice({ ...sameMinute, uid: 'u2' }, storage)).toBe(true);
  });

  it('tells the birthday changes left after a save that uses one; not for a first birthday or none', () => {
    const set = { birthday: '1950-04-10', birthdayChangeCount: 0 };
    expect(birthdayChangesLeftAfter(set, '1950-04-11')).toBe(1);
    expect(birthdayChangesLeftAfter({ ...set, birthdayChangeCount: 1 }, '1950-04-11')).toBe(0);
    expect(birthdayChangesLeftAfter(set, '1950-04-10')).toBeNull();
    expect(
      birthdayChangesLeftAfter({ birthday: '1900-01-01', birthdayChangeCount: 0 }, '1950-04-10'),
    ).toBeNull();
  });

  it('warns when the age moves from under 18 to 18 or over, not for a first birthday', () => {
    const today = new Date('2026-06-01T03:00:00Z');
    expect(showsAdultWarning('2015-01-01', '1990-01-01', today)).toBe(true);
    expect(showsAdultWarning('1990-01-01', '1980-01-01', today)).toBe(false);
    expect(showsAdultWarning('1900-01-01', '1990-01-01', today)).toBe(false);
    expect(showsAdultWarning('2015-01-01', '2012-01-01', today)).toBe(false);
  });

  it('needs the post-judge check only when nickname, introduction or thumbnail changed', () => {
    const initial = formValuesOf(memberFixture);
    expect(needsPostjudge({ ...initial, city: 'x' } as never, initial)).toBe(false);
    expect(needsPostjudge({ ...initial, nickname: 'たろう' }, initial)).toBe(true);
    expect(needsPostjudge({ ...initial, introduction: '' }, initial)).toBe(true);
    expect(needsPostjudge({ ...initial, thumbnail: 'icon01' }, initial)).toBe(true);
  });
});

describe('the update body', () => {
  it('sends the birthday only when it changed, with the variant serviceUsage', () => {
    const initial = formValuesOf(memberFixture);
    const same = updateMeBodyOf({ ...initial, city: '杉並区' }, initial, membersVariant);
    expect(same).not.toHaveProperty('birthday');
    expect(same).toMatchObject({ city: '杉並区', serviceUsage: '2', memberStatus: '1', prefecture: 13 });
    expect(updateMeBodyOf({ ...initial, birthday: '1957-04-10' }, initial, communityVariant)).toMatchObject({
      birthday: '1957-04-10',
      serviceUsage: '1',
    });
  });

  it('sends the shop key in the membership variant only', () => {
    const initial = formValuesOf(memberFixture);
    const values = { ...initial, shopKey: '0312345678' };
    expect(updateMeBodyOf(values, initial, membersVariant)).toMatchObject({ shopKey: '0312345678' });
    expect(updateMeBodyOf(values, initial, communityVariant)).not.toHaveProperty('shopKey');
  });
});

describe('the draft between form and confirmation', () => {
  it('opens the confirmation only with the stopReload flag, and only for its member', () => {
    const storage = createMemoryStorage();
    const values = formValuesOf(memberFixture);
    expect(readDraftForConfirm(storage, 'u1')).toBeNull();
    keepFormDraft(storage, 'u1', values);
    expect(readDraftForConfirm(storage, 'u1')).toBeNull();
    expect(readDraft(storage, 'u1')).toEqual(values);
    keepDraft(storage, 'u1', values);
    expect(readDraftForConfirm(storage, 'u1')).toEqual(values);
    expect(readDraftForConfirm(storage, 'someone-else')).toBeNull();
  });

  it('takes the avatar choice into the draft', () => {
    const storage = createMemoryStorage();
    expect(setDraftThumbnail(storage, 'icon09')).toBe(false);
    keepFormDraft(storage, 'u1', formValuesOf(memberFixture));
    expect(setDraftThumbnail(storage, 'icon09')).toBe(true);
    expect(readDraft(storage, 'u1')?.thumbnail).toBe('icon09');
  });
});

describe('saving', () => {
  const initial = formValuesOf(memberFixture);
  const deps = (api: Partial<Record<'updateMe' | 'postjudge', ReturnType<typeof vi.fn>>>) => {
    const storage = createMemoryStorage();
    keepDraft(storage, 'u1', initial);
    return {
      storage,
      api: {
        updateMe: api.updateMe ?? vi.fn(async () => memberFixture),
        postjudge: api.postjudge ?? vi.fn(async () => undefined),
      },
      getIdToken: async () => 'token' as string | null,
      now: () => new Date('2026-01-01T00:00:00Z'),
    };
  };

  it('puts the profile, judges a changed nickname and clears the draft', async () => {
    const d = deps({});
    const result = await saveProfileEdit(d as never, {
      uid: 'u1',
      values: { ...initial, nickname: 'はなちゃん' },
      initial,
      variant: communityVariant,
    });
    expect(result.kind).toBe('complete');
    expect(d.api.postjudge).toHaveBeenCalledWith({
      body: expect.objectContaining({ username: 'u1', nickname: 'はなちゃん', thumbnailBase64: '' }),
    });
    expect(readDraft(d.storage, 'u1')).toBeNull();
  });

  it('does not judge when only other fields changed', async () => {
    const d = deps({});
    await saveProfileEdit(d as never, {
      uid: 'u1',
      values: { ...initial, sex: 1 },
      initial,
      variant: communityVariant,
    });
    expect(d.api.postjudge).not.toHaveBeenCalled();
  });

  it('answers not-authorized without an ID token, and calls nothing', async () => {
    const d = { ...deps({}), getIdToken: async () => null };
    const result = await saveProfileEdit(d as never, {
      uid: 'u1',
      values: initial,
      initial,
      variant: communityVariant,
    });
    expect(result.kind).toBe('not-authorized');
    expect(d.api.updateMe).not.toHaveBeenCalled();
  });

  it('sorts the failures: timeout, auth, nickname taken, anything else; the draft stays', async () => {
    const cases = [
      [createMemberApiError('timeout', 't', { status: 408 } as never), 'timeout'],
      [createMemberApiError('auth', 'a', { status: 401 } as never), 'auth-error'],
      [createMemberApiError('http', 'n', { status: 409, code: 'nickname.taken' } as never), 'nickname-taken'],
      [createMemberApiError('server', 's', { status: 500 } as never), 'failed'],
      [createMemberApiError('network', 'n', { status: undefined } as never), 'failed'],
    ] as const;
    for (const [error, kind] of cases) {
      const d = deps({ updateMe: vi.fn(async () => Promise.reject(error)) });
      const result = await saveProfileEdit(d as never, {
        uid: 'u1',
        values: initial,
        initial,
        variant: communityVariant,
      });
      expect(result.kind).toBe(kind);
      expect(readDraftForConfirm(d.storage, 'u1')).toEqual(initial);
    }
  });
});

describe('back from the avatar picker', () => {
  it("puts the picker's choice into the kept draft, every other value staying", () => {
    const storage = createMemoryStorage();
    const stored = formValuesOf(memberFixture);
    keepFormDraft(storage, 'u1', { ...stored, nickname: 'はなちゃん' });
    expect(applyAvatarChoice(storage, 'u1', stored, { thumbnail: 'icon05' })).toBe(true);
    expect(readDraft(storage, 'u1')).toEqual({ ...stored, nickname: 'はなちゃん', thumbnail: 'icon05' });
    expect(readDraftForConfirm(storage, 'u1')).toBeNull();
  });

  it('starts a form draft from the stored profile when no draft was kept (or it is another member’s)', () => {
    const storage = createMemoryStorage();
    const stored = formValuesOf(memberFixture);
    keepFormDraft(storage, 'someone-else', { ...stored, nickname: 'ほかのひと' });
    expect(applyAvatarChoice(storage, 'u1', stored, { thumbnail: 'thumbnails/a.png' })).toBe(true);
    expect(readDraft(storage, 'u1')).toEqual({ ...stored, thumbnail: 'thumbnails/a.png' });
  });

  it('changes nothing without a choice', () => {
    const storage = createMemoryStorage();
    const stored = formValuesOf(memberFixture);
    expect(applyAvatarChoice(storage, 'u1', stored, null)).toBe(false);
    expect(readDraft(storage, 'u1')).toBeNull();
    expect(withAvatarChoice(stored, null)).toBe(stored);
    expect(withAvatarChoice(stored, { thumbnail: 'icon03' }).thumbnail).toBe('icon03');
  });
});
