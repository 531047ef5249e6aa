import '../../../shared/steps.css';

import { deployment } from '@member-hub/app-kit/config';
import { useTranslation } from 'react-i18next';

import { serviceHomeOf } from '../../mail-link';

/**
 * The mail-verified page (profile spec §2 "Other screens"): the address is confirmed; choose to
 * show the community or the game: the deployment's page of each service, without the failure
 * marker (`serviceHomeOf`).
 */
export function MailVerifiedPage() {
  const { t } = useTranslation('mailLink');
  return (
    <div className="ce-stack">
      <p className="ce-notice">{t('verified.body')}</p>
      <p>{t('verified.choose')}</p>
      <a className="ce-link-button" href={serviceHomeOf(deployment.ssoFailureUrls.community)}>
        {t('verified.community')}
      </a>
      <a
        className="ce-link-button ce-link-button--secondary"
        href={serviceHomeOf(deployment.ssoFailureUrls.game)}
      >
        {t('verified.game')}
      </a>
    </div>
  );
}
