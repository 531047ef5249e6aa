import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { ErrorWayForward } from '../../../../components/ErrorWayForward';
import { ConfirmHere } from '../../../../components/MailElsewhere';
import { RoutePath } from '../../../../route-paths';

/**
 * loginBrowserChangeError: the mail link was opened in another browser than the one that asked.
 * Opened from the mail (referenceKey, the link still unused) it leads with the address check
 * that finishes the login here.
 */
export function BrowserChangedPage() {
  const { t } = useTranslation('login');
  const referenceKey = useSearchParams()[0].get('referenceKey');
  // Opened from the mail with the link still unused: the way to go on leads (the address check
  // finishes here); the failure is only for a page that cannot go on.
  if (referenceKey)
    return (
      <div className="hub-stack">
        <ConfirmHere referenceKey={referenceKey} mode="login" resendPath={RoutePath.login} />
        <ErrorWayForward />
      </div>
    );
  return (
    <div className="hub-stack">
      <div className="hub-alert">
        <h2 className="hub-alert__heading">{t('browserChanged.heading')}</h2>
        <p>{t('browserChanged.body')}</p>
      </div>
      <p>{t('browserChanged.instruction')}</p>
      <ErrorWayForward />
    </div>
  );
}
