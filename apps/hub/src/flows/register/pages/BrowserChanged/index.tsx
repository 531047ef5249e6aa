import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { ErrorWayForward } from '../../../../components/ErrorWayForward';
import { ConfirmHere } from '../../../../components/MailElsewhere';
import { RoutePath } from '../../../../route-paths';

/**
 * registerBrowserChangeError: the registration link was opened in another browser. Opened from
 * the mail (referenceKey, the link still unused) it also offers to confirm the address and go on
 * with the registration here.
 */
export function RegisterBrowserChangedPage() {
  const { t } = useTranslation('register');
  const referenceKey = useSearchParams()[0].get('referenceKey');
  return (
    <div className="hub-stack">
      <div className="hub-alert">
        <h2 className="hub-alert__heading">{t('browserChanged.heading')}</h2>
        <p>{t('browserChanged.body')}</p>
      </div>
      {referenceKey ? (
        <ConfirmHere referenceKey={referenceKey} mode="register" resendPath={RoutePath.register} />
      ) : null}
      <ErrorWayForward />
    </div>
  );
}
