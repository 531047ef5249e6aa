import '../../../shared/steps.css';

import { StepView } from '@member-hub/app-kit/guard';
import { LoaderOverlay } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { isAlreadyChanged } from '../../change-email';
import { useChangeEmailDeps } from '../../hooks/useChangeEmailDeps';
import { useProfileEditPath } from '../../hooks/useProfileEditPath';

/**
 * 025_changeEmail, completion (編集完了; reached with state=updated). In the membership variant
 * completion signs out, revokes the refresh token and goes back to profile edit. Reached again from
 * a second tap on the mail's button (done=before), it says the change is already made, with the
 * address, and changes nothing. The completion itself is the route's loader (../../loader.ts);
 * the membership variant's screen shows the signing-out loader until it moves on.
 */
export function ChangeEmailCompletePage() {
  const { t } = useTranslation('changeEmail');
  const { variant } = useChangeEmailDeps();
  const profileEdit = useProfileEditPath();
  const location = useLocation();
  const already = isAlreadyChanged(location.search);
  const email = (location.state as { email?: unknown } | null)?.email;
  const signingOut = variant.emailChangeSignsOut && !already;

  return (
    <StepView>
      <div className="ce-stack">
        {already ? (
          <>
            <p className="ce-notice">{t('complete.alreadyBody')}</p>
            <p>
              {typeof email === 'string' && email ? t('complete.alreadyNext', { email }) : t('complete.next')}
            </p>
          </>
        ) : (
          <>
            <p className="ce-notice">{t('complete.body')}</p>
            <p>{t('complete.next')}</p>
          </>
        )}
        {signingOut ? null : (
          <Link className="ce-link-button" to={profileEdit}>
            {t('complete.back')}
          </Link>
        )}
        <LoaderOverlay active={signingOut} heading={t('complete.signingOut')} />
      </div>
    </StepView>
  );
}
