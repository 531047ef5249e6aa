import { useTranslation } from 'react-i18next';
import { deployment } from '@member-hub/app-kit/config';
import { HelpContact } from '@member-hub/ui';

/**
 * /payout/error — the spec's text (hub §2): the phone app is where the member goes on; under it
 * only whom to call (no error screen without a way forward).
 */
export function PayoutErrorPage() {
  const { t } = useTranslation('app');
  return (
    <div className="hub-stack">
      <p role="alert">{t('payout.error')}</p>
      <HelpContact {...deployment.support} />
    </div>
  );
}
