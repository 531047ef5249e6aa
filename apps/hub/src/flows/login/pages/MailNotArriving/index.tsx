import { Button } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { HelpLink } from '../../../../shell/links';
import { RoutePath } from '../../../../route-paths';

/** The 'mail not arriving' page: spam filters, the spam folder, reception-settings help. */
export function MailNotArrivingPage() {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  return (
    <div className="hub-stack">
      <p>{t('notArriving.lead')}</p>
      <ul className="hub-list">
        <li>{t('notArriving.spamFilter')}</li>
        <li>{t('notArriving.spamFolder')}</li>
      </ul>
      <p>
        <a className="hub-link" href={HelpLink.mailSettings}>
          {t('notArriving.settingsHelp')}
        </a>
      </p>
      <Button variant="secondary" block onClick={() => void navigate(RoutePath.login)}>
        {t('notArriving.back')}
      </Button>
    </div>
  );
}
