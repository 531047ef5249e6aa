import '../../../shared/steps.css';

import { StepView } from '@member-hub/app-kit/guard';
import { LoaderOverlay, MessageDialog } from '@member-hub/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { useProfileServices } from '../../../../shell/Providers';
import { type MailLinkAlert } from '../../loader';
import { NO_EMAIL_MESSAGE, readMailLinkQuery } from '../../mail-link';

/**
 * /valid — the mail-link check (profile spec §4): a loading screen while the route's loader
 * (../../loader.ts) runs the check once and goes where it says. An invalid URL or a lookup without
 * an address gets the in-page alert; closing it continues (the unauthorised return, or the generic
 * error page).
 */
export function MailLinkVerifyPage() {
  const { t } = useTranslation('mailLink');
  const services = useProfileServices();
  const location = useLocation();
  // An invalid URL's alert comes at once: no loading view before it.
  const invalid = readMailLinkQuery(location.search).kind === 'invalid-url';
  // Once the alert is closed the loading view is back while the app moves on.
  const [closed, setClosed] = useState(false);
  const close = (alert: MailLinkAlert) => {
    setClosed(true);
    if (alert === 'invalidUrl') services.policy.returnUnauthorized();
    else services.policy.fail(new Error(NO_EMAIL_MESSAGE), { flow: 'mail-link' });
  };
  return (
    <StepView<MailLinkAlert>>
      {(shown) => {
        const alert = closed ? null : shown;
        return (
          <>
            <LoaderOverlay active={closed || (!shown && !invalid)} heading={t('checking')} />
            {(['invalidUrl', 'noEmail'] as const).map((which) => (
              <MessageDialog
                key={which}
                open={alert === which}
                title={t('alert.title')}
                message={t(`alert.${which}`)}
                closeLabel={t('alert.ok')}
                onClose={() => close(which)}
              />
            ))}
          </>
        );
      }}
    </StepView>
  );
}
