import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The registration caution (profile §2): optional items can wait; non-public items stay hidden. */
export function ProfileFormCaution({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('profileForm');
  return <p className="mh-caution">{children ?? t('caution')}</p>;
}
