import { useTranslation } from 'react-i18next';

/** registerBrowserChangeError: the registration link was finished in another browser. */
export function RegisterBrowserChangedPage() {
  const { t } = useTranslation('register');
  return (
    <div className="hub-alert">
      <h2 className="hub-alert__heading">{t('browserChanged.heading')}</h2>
      <p>{t('browserChanged.body')}</p>
    </div>
  );
}
