import { DEFAULT_ICON, type PresetIconId } from '@member-hub/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { ThumbnailPicker } from './ThumbnailPicker';

export interface AvatarPickerProps {
  /** The icon chosen so far (the picker starts on it); icon12 (DEFAULT_ICON) when none. */
  value?: PresetIconId | undefined;
  /** 'decide and go back': called with the icon chosen on this screen. */
  onDecide: (id: PresetIconId) => void;
  /** 'cancel and go back': nothing chosen here is kept. */
  onCancel: () => void;
}

/**
 * The avatar picker screen's content (profile §2 "Avatar picker", 901_avator): the 14 preset icons
 * as one large single-choice grid, then 決定して戻る (hands the choice over) and キャンセルして戻る
 * (drops it). The choice stays on this screen until decided.
 */
export function AvatarPicker({ value, onDecide, onCancel }: AvatarPickerProps) {
  const { t } = useTranslation('profileForm');
  const [chosen, setChosen] = useState<PresetIconId>(value ?? DEFAULT_ICON);
  return (
    <div className="mh-avatar-picker">
      <ThumbnailPicker value={chosen} onChange={setChosen} size="large" name="avatar" />
      <div className="mh-profile-form__actions">
        <Button block onClick={() => onDecide(chosen)}>
          {t('avatar.decide')}
        </Button>
        <Button block variant="secondary" onClick={onCancel}>
          {t('avatar.cancel')}
        </Button>
      </div>
    </div>
  );
}
