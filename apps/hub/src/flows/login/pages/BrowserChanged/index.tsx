import { useTranslation } from 'react-i18next';

/** loginBrowserChangeError: the mail link was finished in another browser than the one that asked. */
export function BrowserChangedPage() {
  const { t } = useTranslation('login');
  return (
    <div className="hub-stack">
      <div className="hub-alert">
        <h2 className="hub-alert__heading">{t('browserChanged.heading')}</h2>
        <p>{t('browserChanged.body')}</p>
      </div>
      <p>{t('browserChanged.instruction')}</p>
    </div>
  );
}
