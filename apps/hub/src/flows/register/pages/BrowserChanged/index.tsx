import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { ErrorWayForward } from '../../../../components/ErrorWayForward';
import { ConfirmHere } from '../../../../components/MailElsewhere';
import { RoutePath } from '../../../../route-paths';

/**
 * registerBrowserChangeError: the registration link was opened in another browser. Opened from
 * the mail (referenceKey, the link still unused) it leads with the address check that goes on
 * with the registration here (no failure first: she would stop there).
 */
export function RegisterBrowserChangedPage() {
  const { t } = useTranslation('register');
  const referenceKey = useSearchParams()[0].get('referenceKey');
  // Opened from the mail with the link still unused: the way to go on leads (the address check
  // finishes here); the failure is only for a page that cannot go on.
  if (referenceKey)
    return (
      <div className="hub-stack">
        <ConfirmHere referenceKey={referenceKey} mode="register" resendPath={RoutePath.register} />
        <ErrorWayForward />
      </div>
    );
  return (
    <div className="hub-stack">
      <div className="hub-alert">
        <h2 className="hub-alert__heading">{t('browserChanged.heading')}</h2>
        <p>{t('browserChanged.body')}</p>
      </div>
      <ErrorWayForward />
    </div>
  );
}
