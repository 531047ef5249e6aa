import { DEFAULT_ICON, type PresetIconId, presetIconIds } from '@member-hub/enums';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, useFieldId } from './Field';
import { presetIconUrls } from './icons';

export interface ThumbnailPickerProps {
  /** The chosen preset icon; the spec's default is icon12 (DEFAULT_ICON). */
  value?: PresetIconId;
  onChange: (id: PresetIconId) => void;
  /** Radio group name; unique per page (default: a generated one). */
  name?: string;
  id?: string;
  label?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  /** large: bigger pictures and tap targets (the avatar picker screen, where the grid is all there is). */
  size?: 'regular' | 'large';
}

/**
 * The 14 preset icons (profile §2 "Avatar picker") as one radio group of large picture buttons:
 * native radios, so arrow keys move the choice and Tab enters and leaves the group.
 */
export function ThumbnailPicker({
  value = DEFAULT_ICON,
  onChange,
  name,
  id,
  label,
  hint,
  disabled,
  size = 'regular',
}: ThumbnailPickerProps) {
  const { t } = useTranslation('profileForm');
  const groupId = useFieldId('thumbnail', id);
  const groupName = name ?? groupId;
  return (
    <FieldFrame
      id={groupId}
      group
      fieldName="thumbnail"
      label={label ?? t('thumbnail.label')}
      hint={hint ?? t('thumbnail.hint')}
    >
      <div className={size === 'large' ? 'mh-thumbnails mh-thumbnails--large' : 'mh-thumbnails'}>
        {presetIconIds.map((icon) => (
          <label key={icon} className="mh-thumbnails__item">
            <input
              type="radio"
              className="mh-thumbnails__radio"
              name={groupName}
              value={icon}
              checked={value === icon}
              disabled={disabled}
              onChange={() => onChange(icon)}
            />
            <img
              className="mh-thumbnails__image"
              src={presetIconUrls[icon]}
              alt={t(`thumbnail.names.${icon}`)}
              width={64}
              height={64}
            />
            <svg className="mh-thumbnails__check" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="12" />
              <path d="M6 12.5 L10.5 17 L18 8" />
            </svg>
          </label>
        ))}
      </div>
    </FieldFrame>
  );
}
