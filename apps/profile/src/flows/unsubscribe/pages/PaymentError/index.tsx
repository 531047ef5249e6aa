import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * paymentEnableError (profile §2, §8): leaving was interrupted because a paid service is
 * registered; the member cancels it from the game first.
 */
export function UnsubscribePaymentErrorPage() {
  const { t } = useTranslation('unsubscribe');
  const headingId = useId();
  return (
    <section className="mh-unsubscribe" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('paymentError.heading')}</h2>
      <p>{t('paymentError.body')}</p>
    </section>
  );
}
