import { Button, NoticePanel } from '@member-hub/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useProfileServices } from '../providers/ProfileProviders';

/**
 * The member API refused a change that needs a recent sign-in (403 auth.recent_login_required):
 * why, in plain words, and one large button. It signs out and takes the member back to the
 * service with the unauthorised return, where the service starts the sign-in again.
 */
export function SignInAgain({ reason }: { reason: 'unsubscribe' | 'changeEmail' }) {
  const { t } = useTranslation('app');
  const services = useProfileServices();
  const [leaving, setLeaving] = useState(false);
  const signInAgain = async () => {
    setLeaving(true);
    try {
      await services.identity.signOut();
    } finally {
      services.policy.returnUnauthorized();
    }
  };
  return (
    <NoticePanel
      heading={t('signInAgain.heading')}
      actions={
        <Button block disabled={leaving} onClick={() => void signInAgain()}>
          {t('signInAgain.button')}
        </Button>
      }
    >
      <p>{t(`signInAgain.${reason}`)}</p>
      <p>{t('signInAgain.next')}</p>
    </NoticePanel>
  );
}
