import { deployment } from '@member-hub/app-kit/config';
import { useClientContext } from '@member-hub/app-kit/client-context';
import { HelpContact } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';

import { errorPageWayBack, type ErrorPageWayBack } from '../flows/errors/error-page';
import { useHubServices } from '../shell/ServicesContext';

/**
 * The way back to the service this browser came from, if its return address is allowed (checked
 * again here: the stored record is the browser's, and a page must not send a member anywhere else).
 */
export function useErrorPageWayBack(): ErrorPageWayBack | null {
  const { allowedReturnUrlPrefixes, hubHost } = useHubServices();
  return errorPageWayBack(useClientContext(), allowedReturnUrlPrefixes, hubHost);
}

/**
 * The way forward every error screen ends with:
 * back to the service when this browser knows one (its allowed return address), 'try again' when
 * trying again can work, and the help line from the deployment's configuration. When no service
 * is known, a safe link to the community site's top page (from the configuration, never from the
 * refused address).
 */
export function ErrorWayForward({ retry = false }: { retry?: boolean }) {
  const { t, i18n } = useTranslation('app');
  const back = useErrorPageWayBack();
  const siteName = deployment.appNames.community[i18n.language === 'en' ? 'en' : 'ja'];
  return (
    <div className="hub-stack">
      {back ? (
        <a className="mh-button mh-button--primary mh-button--block" href={back.href}>
          {t(`error.back.${back.variant}`)}
        </a>
      ) : null}
      {retry ? (
        <button
          type="button"
          className={`mh-button mh-button--block ${back ? 'mh-button--secondary' : 'mh-button--primary'}`}
          onClick={() => window.history.back()}
        >
          {t('error.retry')}
        </button>
      ) : null}
      {back ? null : (
        <a
          className={`mh-button mh-button--block ${retry ? 'mh-button--secondary' : 'mh-button--primary'}`}
          href={deployment.siteOrigins.community}
        >
          {t('error.site', { name: siteName })}
        </a>
      )}
      <HelpContact {...deployment.support} />
    </div>
  );
}

/**
 * The generic error page's words and way forward: the page a route shows when its screen could not
 * load or failed while drawing (in the entry chunk: the screen's own chunk may be what is missing),
 * and the body of the error page itself.
 */
export function RouteErrorPage({ retry = true }: { retry?: boolean }) {
  const { t } = useTranslation('app');
  return (
    <div className="hub-stack">
      <h2 className="hub-h2">{t('error.heading')}</h2>
      <p>{t('error.body')}</p>
      <ErrorWayForward retry={retry} />
    </div>
  );
}
