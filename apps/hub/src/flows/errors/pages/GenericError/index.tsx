import { useTranslation } from 'react-i18next';

import { readClient } from '@member-hub/app-kit/client-context';
import { errorPageWayBack } from '../../error-page';
import { useHubServices } from '../../../../providers/HubServicesContext';

/**
 * The generic error page on our own host (invalid entry, unexpected failures), in the normal page
 * layout; a link back to the service when one is known.
 */
export function GenericErrorPage() {
  const { t } = useTranslation('app');
  const { storage, allowedReturnUrlPrefixes, hubHost } = useHubServices();
  const back = errorPageWayBack(readClient(storage), allowedReturnUrlPrefixes, hubHost);
  return (
    <div className="hub-stack">
      <h2 className="hub-h2">{t('error.heading')}</h2>
      <p>{t('error.body')}</p>
      {back ? (
        <a className="hub-link" href={back.href}>
          {t(`error.back.${back.variant}`)}
        </a>
      ) : null}
    </div>
  );
}
