import { useTranslation } from 'react-i18next';

/**
 * The edit confirmation's warning when the age moves from under 18 to 18 or over (profile §2):
 * accounts of minors who lie about their age are deleted together with their data.
 */
export function AdultWarning() {
  const { t } = useTranslation('profileForm');
  return (
    <p className="mh-error-summary" role="note">
      {t('edit.adultWarning')}
    </p>
  );
}
