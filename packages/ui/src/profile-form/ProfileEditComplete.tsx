import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../components/Button';

export interface ProfileEditCompleteProps {
  /** community: back to the my page; members: the member-service variant. */
  variant: 'community' | 'members';
  /** Back to the service (its return address); none: no button. */
  onBack?: (() => void) | undefined;
}

/** 030_ProfileEditComplete and the membership completion (profile §2): 'Profile registered' and the way back. */
export function ProfileEditComplete({ variant, onBack }: ProfileEditCompleteProps) {
  const { t } = useTranslation('profileForm');
  const headingId = `complete${useId()}`;
  return (
    <section className="mh-profile-confirm" aria-labelledby={headingId}>
      <h2 id={headingId} className="mh-profile-confirm__heading">
        {t('edit.complete.heading')}
      </h2>
      <p>{variant === 'members' ? t('edit.complete.members') : t('edit.complete.community')}</p>
      {onBack && (
        <Button block onClick={onBack}>
          {variant === 'members' ? t('edit.complete.backMembers') : t('edit.complete.backCommunity')}
        </Button>
      )}
    </section>
  );
}
