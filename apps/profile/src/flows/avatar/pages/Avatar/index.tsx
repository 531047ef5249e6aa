import { useMe } from '@member-hub/api-client/react';
import { useClientVariant } from '@member-hub/app-kit/variant';
import { isPresetIconId, SAVE_LOADER_DELAY_MS, CROP_ACCEPT } from '@member-hub/enums';
import { AvatarPicker, ImageCropper, LoaderOverlay, presetIconUrl } from '@member-hub/ui';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { useProfileServices } from '../../../../shell/Providers';
import { readDraft, thumbnailUrlOf } from '../../../shared/profile-draft';
import {
  allowsDeviceImage,
  type AvatarChoice,
  avatarBackTarget,
  avatarModeOf,
  isImageFile,
  keepAvatarChoice,
  presetChoice,
  readAvatarChoice,
  uploadCroppedAvatar,
} from '../../avatar';

/**
 * 901_avator (profile §2 "Avatar picker"): the current picture, a photo from the device (unless
 * selectImageFromDevice=false) framed in the cropper and uploaded, and the 14 presets with
 * 決定して戻る / キャンセルして戻る. Every choice is handed to the form (avatar.ts) and goes back
 * to the target of the mode.
 */
export function AvatarPage() {
  const { t } = useTranslation('avatar');
  const services = useProfileServices();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { variant } = useClientVariant();
  const back = avatarBackTarget(avatarModeOf(search), variant);
  const me = useMe();
  const [kept] = useState(() => readAvatarChoice(services.storage));
  const [photo, setPhoto] = useState<string | null>(null);
  const deviceId = useId();

  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo);
    },
    [photo],
  );

  // The current picture: a choice not yet taken by the form, else the form's (the kept draft's,
  // when the form handed its values over), else the stored one.
  const draft = me.data ? readDraft(services.storage, me.data.uid) : null;
  const current: AvatarChoice | null =
    kept ??
    (me.data && draft?.thumbnail
      ? {
          thumbnail: draft.thumbnail,
          displayThumbnail: thumbnailUrlOf(draft.thumbnail, me.data, services.config.memberApiBase) ?? '',
        }
      : null) ??
    (me.data ? { thumbnail: me.data.thumbnail, displayThumbnail: me.data.displayThumbnail } : null);

  const goBack = (choice?: AvatarChoice) => {
    if (choice) keepAvatarChoice(services.storage, choice);
    void navigate(back, { replace: true });
  };

  const upload = useMutation({
    mutationKey: ['avatarUpload'],
    mutationFn: (image: Blob) => uploadCroppedAvatar(services.api, image, services.config.memberApiBase),
    onSuccess: (choice) => goBack(choice),
    onError: () => {
      // The policy has shown the timeout dialog or left for an auth or server failure.
      if (!services.timeout.get()) void services.alerts.show({ message: t('failed') });
    },
  });

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isImageFile(file)) {
      void services.alerts.show({ message: t('notImage') });
      return;
    }
    setPhoto(URL.createObjectURL(file));
  }

  if (photo) {
    return (
      <section className="mh-avatar-page" aria-labelledby={`${deviceId}-crop`}>
        <h2 id={`${deviceId}-crop`}>{t('cropHeading')}</h2>
        <ImageCropper
          src={photo}
          busy={upload.isPending}
          onCrop={(image) => upload.mutate(image)}
          onCancel={() => setPhoto(null)}
        />
        <LoaderOverlay active={upload.isPending} delayMs={SAVE_LOADER_DELAY_MS} heading={t('uploading')} />
      </section>
    );
  }

  const currentPreset = current && isPresetIconId(current.thumbnail) ? current.thumbnail : undefined;
  const currentImage = currentPreset ? presetIconUrl(currentPreset) : current?.displayThumbnail;

  return (
    <div className="mh-avatar-page">
      {currentImage ? (
        <section aria-labelledby={`${deviceId}-current`}>
          <h2 id={`${deviceId}-current`}>{t('current')}</h2>
          <img
            className="mh-uploaded-thumbnail"
            src={currentImage}
            alt={currentPreset ? '' : t('uploaded')}
            width={160}
            height={160}
          />
        </section>
      ) : null}
      {allowsDeviceImage(search) ? (
        <section aria-labelledby={`${deviceId}-device`}>
          <h2 id={`${deviceId}-device`}>{t('device.heading')}</h2>
          <p>{t('device.hint')}</p>
          <label className="mh-button mh-button--secondary mh-button--block mh-file-button">
            {t('device.choose')}
            <input className="mh-file-button__input" type="file" accept={CROP_ACCEPT} onChange={onFile} />
          </label>
        </section>
      ) : null}
      <section aria-labelledby={`${deviceId}-presets`}>
        <h2 id={`${deviceId}-presets`}>{t('presets')}</h2>
        <AvatarPicker
          value={currentPreset}
          onDecide={(icon) => goBack(presetChoice(icon))}
          onCancel={() => goBack()}
        />
      </section>
    </div>
  );
}
