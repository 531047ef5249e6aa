import { useTranslation } from 'react-i18next';

/**
 * The page a route shows when its screen could not load (a chunk a deployment removed, after its
 * one reload) or failed while drawing: the generic error page's words and a way back to the
 * previous screen, in the entry chunk (the screen's own chunk may be what is missing).
 */
export function RouteErrorPage() {
  const { t } = useTranslation('app');
  return (
    <div>
      <h2>{t('error.heading')}</h2>
      <p>{t('error.body')}</p>
      <button
        type="button"
        className="mh-button mh-button--primary mh-button--block"
        onClick={() => window.history.back()}
      >
        {t('error.retry')}
      </button>
    </div>
  );
}
