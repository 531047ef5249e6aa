import { StepView } from '@member-hub/app-kit/guard';
import { LoaderOverlay, MessageDialog } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';

import { NO_EMAIL_MESSAGE } from '../flows/shared/email-link';
import { useHubServices } from '../shell/ServicesContext';
import { type MailLinkShown } from './mail-link-loader';

export interface MailLinkLandingProps {
  /** Loader heading shown while the link is followed or the sign-in completes. */
  heading: string;
}

/**
 * The validate/email landing shared by login and registration: a loading screen while the
 * route's loader (mail-link-loader.ts) follows the mail link or finishes the Firebase return.
 * An invalid URL (no referenceKey or no matching mode) gets the in-page alert and, once closed,
 * the unauthorised return; a lookup without an address gets a clear alert and the generic error
 * page (profile spec §4).
 */
export function MailLinkLanding({ heading }: MailLinkLandingProps) {
  const { t } = useTranslation('app');
  const services = useHubServices();
  return (
    <StepView<MailLinkShown>>
      {(shown) => (
        <>
          <LoaderOverlay active={!shown} heading={heading} />
          <MessageDialog
            open={shown === 'invalid-url'}
            message={t('alert.invalidUrl')}
            hint={t('alert.invalidUrlHint')}
            onClose={() => services.policy.returnUnauthorized()}
          />
          <MessageDialog
            open={shown === 'no-email'}
            message={t('alert.noEmail')}
            hint={t('alert.noEmailHint')}
            onClose={() => services.policy.fail(new Error(NO_EMAIL_MESSAGE))}
          />
        </>
      )}
    </StepView>
  );
}
