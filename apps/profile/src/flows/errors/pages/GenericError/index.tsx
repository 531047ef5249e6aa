import { useTranslation } from 'react-i18next';

/** The generic error page on our own host (invalid entry, unexpected failures). */
export function GenericErrorPage() {
  const { t } = useTranslation('app');
  return (
    <div>
      <h2>{t('error.heading')}</h2>
      <p>{t('error.body')}</p>
    </div>
  );
}
