import { describe, expect, it, vi } from 'vitest';

import { StorageKey } from '@member-hub/enums';

import { apiError, memoryStorage } from '../../test/api-errors';
import { profileValues } from '../../test/profile-values';
import {
  createMeBodyOf,
  expressProfile,
  isExpressMode,
  keepDraft,
  keepFormDraft,
  needsPostjudge,
  readDraft,
  readDraftForConfirm,
  REGISTER_INITIAL,
  registrationHistoryMode,
  saveProfile,
  shouldConfirmLeave,
} from './profile-register';
import { communityVariant, membersVariant } from '@member-hub/validators';

const values = profileValues({ thumbnail: 'icon12', interests: [1] });

function saveDeps() {
  return {
    api: {
      createMe: vi.fn(async () => ({}) as never),
      updateMe: vi.fn(async () => ({}) as never),
      postjudge: vi.fn(async () => undefined),
      addLoginHistory: vi.fn(async () => undefined),
    },
    storage: memoryStorage(),
    getIdToken: vi.fn(async (): Promise<string | null> => 'token'),
    uid: 'u1',
    reportHistoryError: vi.fn(),
  };
}

describe('the profile mode', () => {
  it('shows the form for profile=input only', () => {
    expect(isExpressMode({ profile: 'input' })).toBe(false);
    expect(isExpressMode({})).toBe(true);
    expect(isExpressMode({ profile: 'auto' })).toBe(true);
  });

  it('lets the confirmation open only with the stop-reload flag', () => {
    const storage = memoryStorage();
    expect(readDraftForConfirm(storage)).toBeNull();
    keepDraft(storage, values);
    expect(readDraftForConfirm(storage)).toEqual(values);
    storage.removeItem('stopReload');
    expect(readDraftForConfirm(storage)).toBeNull();
  });

  it('keeps the unvalidated form values for the avatar picker without opening the confirmation', () => {
    const storage = memoryStorage();
    keepDraft(storage, values);
    const typed = { ...values, nickname: '' };
    keepFormDraft(storage, typed);
    expect(readDraft(storage)).toEqual(typed);
    expect(readDraftForConfirm(storage)).toBeNull();
  });
});

describe('saving the profile', () => {
  it('posts the member with the variant usage and then the post-judge check', async () => {
    const deps = saveDeps();
    keepDraft(deps.storage, values);
    const result = await saveProfile(deps, {
      values,
      initial: REGISTER_INITIAL,
      variant: membersVariant,
      returnUrl: undefined,
      email: 'hanako@example.com',
      providerIds: ['password'],
    });
    expect(result).toEqual({ kind: 'complete' });
    expect(deps.api.createMe).toHaveBeenCalledWith({
      body: expect.objectContaining({
        nickname: 'はなこ',
        serviceUsage: '2',
        memberStatus: '1',
        email: 'hanako@example.com',
      }),
    });
    expect(deps.api.postjudge).toHaveBeenCalledWith({
      body: expect.objectContaining({ username: 'u1', nickname: 'はなこ', thumbnailBase64: '' }),
    });
    expect(deps.api.createMe.mock.invocationCallOrder[0]).toBeLessThan(
      deps.api.postjudge.mock.invocationCallOrder[0]!,
    );
    expect(readDraftForConfirm(deps.storage)).toBeNull();
  });

  it('skips the post-judge check when nickname, introduction and thumbnail are unchanged', async () => {
    const deps = saveDeps();
    const initial = { nickname: 'はなこ', introduction: '', thumbnail: 'icon12' };
    expect(needsPostjudge(values, initial)).toBe(false);
    expect(needsPostjudge({ ...values, introduction: 'よろしく' }, initial)).toBe(true);
    await saveProfile(deps, {
      values,
      initial,
      variant: communityVariant,
      returnUrl: undefined,
      email: null,
      providerIds: [],
    });
    expect(deps.api.createMe).toHaveBeenCalled();
    expect(deps.api.postjudge).not.toHaveBeenCalled();
  });

  it('is not authorized without an access token and sends nothing', async () => {
    const deps = saveDeps();
    deps.getIdToken.mockResolvedValueOnce(null);
    const result = await saveProfile(deps, {
      values,
      initial: REGISTER_INITIAL,
      variant: communityVariant,
      returnUrl: undefined,
      email: null,
      providerIds: ['password'],
    });
    expect(result).toEqual({ kind: 'not-authorized' });
    expect(deps.api.createMe).not.toHaveBeenCalled();
    expect(deps.api.addLoginHistory).not.toHaveBeenCalled();
  });

  it('fails and keeps the draft when the save fails', async () => {
    const deps = saveDeps();
    keepDraft(deps.storage, values);
    deps.api.createMe.mockRejectedValueOnce(apiError('http', 400));
    const result = await saveProfile(deps, {
      values,
      initial: REGISTER_INITIAL,
      variant: communityVariant,
      returnUrl: undefined,
      email: null,
      providerIds: ['password'],
    });
    expect(result.kind).toBe('failed');
    expect(readDraftForConfirm(deps.storage)).toEqual(values);
    expect(deps.api.addLoginHistory).not.toHaveBeenCalled();
  });

  it('records one login history entry for an e-mail registration: register, service 2, the return address', async () => {
    const deps = saveDeps();
    const returnUrl = 'http://localhost:5191/members/top';
    await saveProfile(deps, {
      values,
      initial: REGISTER_INITIAL,
      variant: membersVariant,
      returnUrl,
      email: 'hanako@example.com',
      providerIds: ['password'],
    });
    expect(deps.api.addLoginHistory).toHaveBeenCalledTimes(1);
    expect(deps.api.addLoginHistory).toHaveBeenCalledWith({
      body: { provider: 'register', serviceName: '2', returnUrl },
    });
    expect(deps.api.createMe.mock.invocationCallOrder[0]).toBeLessThan(
      deps.api.addLoginHistory.mock.invocationCallOrder[0]!,
    );
  });

  it('records a Google registration with the provider label and service 1', async () => {
    const deps = saveDeps();
    const returnUrl = 'http://localhost:5190/community';
    // A Google member also has the random password of the provider flow.
    await saveProfile(deps, {
      values,
      initial: REGISTER_INITIAL,
      variant: communityVariant,
      returnUrl,
      email: 'hanako@example.com',
      providerIds: ['google.com', 'password'],
    });
    expect(deps.api.addLoginHistory).toHaveBeenCalledWith({
      body: { provider: 'google.com', serviceName: '1', returnUrl },
    });
  });

  it('completes and reports when only the login history entry fails', async () => {
    const deps = saveDeps();
    keepDraft(deps.storage, values);
    const failure = apiError('server', 500);
    deps.api.addLoginHistory.mockRejectedValueOnce(failure);
    const result = await saveProfile(deps, {
      values,
      initial: REGISTER_INITIAL,
      variant: communityVariant,
      returnUrl: undefined,
      email: null,
      providerIds: ['password'],
    });
    expect(result).toEqual({ kind: 'complete' });
    expect(deps.reportHistoryError).toHaveBeenCalledWith(failure);
    expect(readDraftForConfirm(deps.storage)).toBeNull();
  });

  it('completes on a retry after the post-judge check rejected the first save (the member exists: PUT)', async () => {
    const deps = saveDeps();
    keepDraft(deps.storage, values);
    deps.storage.setItem(StorageKey.process, 'register');
    // The member API: the first POST creates the member, any later POST answers 409 member.exists.
    let exists = false;
    deps.api.createMe.mockImplementation(async () => {
      if (exists) throw apiError('http', 409, 'member.exists');
      exists = true;
      return {} as never;
    });
    deps.api.postjudge.mockRejectedValueOnce(apiError('http', 400, 'postjudge.rejected'));
    const input = {
      values,
      initial: REGISTER_INITIAL,
      variant: communityVariant,
      returnUrl: undefined,
      email: 'hanako@example.com',
      providerIds: ['password'],
    };

    const first = await saveProfile(deps, input);
    expect(first.kind).toBe('failed');
    expect(deps.api.addLoginHistory).not.toHaveBeenCalled();
    expect(readDraftForConfirm(deps.storage)).toEqual(values);
    expect(deps.storage.getItem(StorageKey.process)).toBe('register');

    const retry = await saveProfile(deps, input);
    expect(retry).toEqual({ kind: 'complete' });
    expect(deps.api.updateMe).toHaveBeenCalledTimes(1);
    expect(deps.api.updateMe).toHaveBeenCalledWith({
      body: createMeBodyOf(values, communityVariant, 'hanako@example.com'),
    });
    expect(deps.api.postjudge).toHaveBeenCalledTimes(2);
    expect(deps.api.updateMe.mock.invocationCallOrder[0]).toBeLessThan(
      deps.api.postjudge.mock.invocationCallOrder[1]!,
    );
    expect(deps.api.addLoginHistory).toHaveBeenCalledTimes(1);
    expect(readDraftForConfirm(deps.storage)).toBeNull();
  });

  it('does not turn other conflicts into an update (409 nickname.taken: back to the form)', async () => {
    const deps = saveDeps();
    deps.api.createMe.mockRejectedValueOnce(apiError('http', 409, 'nickname.taken'));
    const result = await saveProfile(deps, {
      values,
      initial: REGISTER_INITIAL,
      variant: communityVariant,
      returnUrl: undefined,
      email: null,
      providerIds: ['password'],
    });
    expect(result.kind).toBe('nickname-taken');
    expect(deps.api.updateMe).not.toHaveBeenCalled();
    expect(deps.api.addLoginHistory).not.toHaveBeenCalled();
  });

  it('fails when the update of an existing member fails, and records no history', async () => {
    const deps = saveDeps();
    deps.api.createMe.mockRejectedValueOnce(apiError('http', 409, 'member.exists'));
    deps.api.updateMe.mockRejectedValueOnce(apiError('server', 500));
    const result = await saveProfile(deps, {
      values,
      initial: REGISTER_INITIAL,
      variant: communityVariant,
      returnUrl: undefined,
      email: null,
      providerIds: ['password'],
    });
    expect(result.kind).toBe('failed');
    expect(deps.api.postjudge).not.toHaveBeenCalled();
    expect(deps.api.addLoginHistory).not.toHaveBeenCalled();
  });

  it('ends the register process when the registration completes', async () => {
    const deps = saveDeps();
    deps.storage.setItem(StorageKey.process, 'register');
    const result = await saveProfile(deps, {
      values,
      initial: REGISTER_INITIAL,
      variant: communityVariant,
      returnUrl: undefined,
      email: null,
      providerIds: ['password'],
    });
    expect(result).toEqual({ kind: 'complete' });
    expect(deps.storage.getItem(StorageKey.process)).toBeNull();
  });

  it('tells Google from e-mail registrations by the providers', () => {
    expect(registrationHistoryMode(['password'])).toBe('register');
    expect(registrationHistoryMode(['password', 'google.com'])).toBe('google.com');
    expect(registrationHistoryMode([])).toBe('register');
  });

  it('builds the community body with usage 1', () => {
    expect(createMeBodyOf(values, communityVariant, null)).toMatchObject({ serviceUsage: '1', email: '' });
  });
});

describe('express mode', () => {
  it('takes the first free generated nickname, birthday 1900-01-01 and icon12', async () => {
    const checkNickname = vi
      .fn()
      .mockResolvedValueOnce({ exsist: true })
      .mockResolvedValueOnce({ exsist: false });
    const profile = await expressProfile({ checkNickname }, { sleep: async () => {} });
    expect(checkNickname).toHaveBeenCalledTimes(2);
    expect(profile.nickname).toMatch(/^[A-Za-z0-9]{5}$/);
    expect(profile.nickname).toBe(checkNickname.mock.calls[1]![0].query.nickname);
    expect(profile).toMatchObject({ birthday: '1900-01-01', thumbnail: 'icon12' });
  });

  it('fails after five taken nicknames', async () => {
    const checkNickname = vi.fn(async () => ({ exsist: true }));
    await expect(expressProfile({ checkNickname }, { sleep: async () => {} })).rejects.toMatchObject({
      code: 'nickname.retry_max',
    });
    expect(checkNickname).toHaveBeenCalledTimes(5);
  });
});

describe('leaving the profile registration', () => {
  it('asks, except for the provider and e-mail registration routes and the next steps', () => {
    expect(shouldConfirmLeave('/login')).toBe(true);
    expect(shouldConfirmLeave('/termsofservice')).toBe(true);
    expect(shouldConfirmLeave('/AuthenRegister/Email')).toBe(false);
    expect(shouldConfirmLeave('/register/provider')).toBe(false);
    expect(shouldConfirmLeave('/register/profile/confirm')).toBe(false);
    expect(shouldConfirmLeave('/register/avator')).toBe(false);
    expect(shouldConfirmLeave('/login', { saving: true })).toBe(false);
  });
});
