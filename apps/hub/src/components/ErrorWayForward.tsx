import { deployment } from '@member-hub/app-kit/config';
import { readClient } from '@member-hub/app-kit/client-context';
import { HelpContact } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';

import { errorPageWayBack } from '../flows/errors/error-page';
import { useHubServices } from '../shell/ServicesContext';

/**
 * The way forward every error screen ends with (issue "every error screen has a way forward"):
 * back to the service when this browser knows one (its allowed return address), 'try again' when
 * trying again can work, and the help line from the deployment's configuration. When no service
 * is known, a safe link to the community site's top page (from the configuration, never from the
 * refused address).
 */
export function ErrorWayForward({ retry = false }: { retry?: boolean }) {
  const { t, i18n } = useTranslation('app');
  const { storage, allowedReturnUrlPrefixes, hubHost } = useHubServices();
  const back = errorPageWayBack(readClient(storage), allowedReturnUrlPrefixes, hubHost);
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
