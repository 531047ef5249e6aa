import { type MemberApiClient } from '@member-hub/api-client';
import { createMemoryStorage } from '@member-hub/app-kit/client-context';
import { communityVariant, membersVariant } from '@member-hub/validators';
import { describe, expect, it, vi } from 'vitest';

import {
  allowsDeviceImage,
  AVATAR_CHOICE_KEY,
  avatarBackTarget,
  avatarModeOf,
  isImageFile,
  keepAvatarChoice,
  presetChoice,
  readAvatarChoice,
  takeAvatarChoice,
  uploadCroppedAvatar,
} from './avatar';

const q = (s: string) => new URLSearchParams(s);

describe('avatar picker rules', () => {
  it('goes back by mode: register → 008, d-account → daccountAuthentication, otherwise the profile edit of the variant', () => {
    expect(avatarBackTarget(avatarModeOf(q('mode=register')), communityVariant)).toBe('/register/profile');
    expect(avatarBackTarget(avatarModeOf(q('mode=daccount')), membersVariant)).toBe('/daccountRegister/auth');
    expect(avatarBackTarget(avatarModeOf(q('')), communityVariant)).toBe('/profileEdit');
    expect(avatarBackTarget(avatarModeOf(q('mode=other')), membersVariant)).toBe('/memberProfileEdit');
  });

  it('offers the device picture unless selectImageFromDevice=false; any image type is accepted', () => {
    expect(allowsDeviceImage(q(''))).toBe(true);
    expect(allowsDeviceImage(q('selectImageFromDevice=true'))).toBe(true);
    expect(allowsDeviceImage(q('selectImageFromDevice=false'))).toBe(false);
    for (const type of ['image/png', 'image/jpeg', 'image/heic', 'image/webp'])
      expect(isImageFile({ type })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
  });

  it('hands the choice to the form under avatarChoice; the form takes it once', () => {
    const storage = createMemoryStorage();
    expect(readAvatarChoice(storage)).toBeNull();
    keepAvatarChoice(storage, presetChoice('icon05'));
    expect(JSON.parse(storage.getItem(AVATAR_CHOICE_KEY)!)).toEqual({
      thumbnail: 'icon05',
      displayThumbnail: '',
    });
    expect(takeAvatarChoice(storage)).toEqual({ thumbnail: 'icon05', displayThumbnail: '' });
    expect(takeAvatarChoice(storage)).toBeNull();
    storage.setItem(AVATAR_CHOICE_KEY, '{broken');
    expect(readAvatarChoice(storage)).toBeNull();
    expect(() => presetChoice('icon15')).toThrow();
  });
});

describe('uploadCroppedAvatar', () => {
  it('asks for a PNG upload address, PUTs the image there and answers the new path', async () => {
    const image = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const api = {
      getThumbnailUrl: vi.fn<MemberApiClient['getThumbnailUrl']>().mockResolvedValue({
        url: 'http://localhost:6170/member/v1/uploads/thumbnails/abc.png?token=t',
        imageType: 'png',
        bucketname: 'thumbnails',
        filename: 'abc.png',
      }),
      uploadThumbnail: vi.fn<MemberApiClient['uploadThumbnail']>().mockResolvedValue(undefined),
    };
    await expect(uploadCroppedAvatar(api, image, '')).resolves.toEqual({
      thumbnail: 'thumbnails/abc.png',
      displayThumbnail: '/member/v1/uploads/thumbnails/abc.png',
    });
    expect(api.getThumbnailUrl).toHaveBeenCalledWith({ query: { type: 'png' } });
    expect(api.uploadThumbnail).toHaveBeenCalledWith({
      url: 'http://localhost:6170/member/v1/uploads/thumbnails/abc.png?token=t',
      body: image,
      imageType: 'png',
    });
  });
});
