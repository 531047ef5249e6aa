import { DEFAULT_ICON, isPresetIconId } from '@member-hub/enums';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { FieldFrame, useFieldId } from './Field';
import { presetIconUrls } from './icons';

export interface ThumbnailFieldProps {
  /** The chosen thumbnail; anything but a preset icon id shows the default icon (icon12). */
  value?: string | undefined;
  /** プロフィール画像を選ぶ: the app opens the avatar picker screen. */
  onChoose: () => void;
  /** The picture of a thumbnail that is not a preset icon (an uploaded image's address). */
  imageUrl?: string | undefined;
  id?: string;
  label?: ReactNode;
}

/**
 * The profile form's thumbnail when the icons are chosen on their own screen (profile §2 "Avatar
 * picker"): the chosen icon large with its name, and a button that opens the picker.
 */
export function ThumbnailField({ value, onChoose, imageUrl, id, label }: ThumbnailFieldProps) {
  const { t } = useTranslation('profileForm');
  const groupId = useFieldId('thumbnail', id);
  const uploaded = !isPresetIconId(value) && imageUrl ? imageUrl : undefined;
  const icon = isPresetIconId(value) ? value : DEFAULT_ICON;
  const name = uploaded ? t('thumbnail.label') : t(`thumbnail.names.${icon}`);
  return (
    <FieldFrame id={groupId} group fieldName="thumbnail" label={label ?? t('thumbnail.label')}>
      <div className="mh-thumbnail-field">
        {/* The name below says which icon it is; the picture itself adds nothing for a screen reader. */}
        <img
          className="mh-thumbnail-field__image"
          src={uploaded ?? presetIconUrls[icon]}
          alt=""
          width={96}
          height={96}
        />
        <p className="mh-thumbnail-field__name">{name}</p>
        <Button variant="secondary" onClick={onChoose}>
          {t('thumbnail.choose')}
        </Button>
      </div>
    </FieldFrame>
  );
}
