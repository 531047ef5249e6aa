import '../../../shared/steps.css';

import { LoaderOverlay } from '@member-hub/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { finishChange } from '../../change-email';
import { useChangeEmailDeps } from '../../hooks/useChangeEmailDeps';
import { useProfileEditPath } from '../../hooks/useProfileEditPath';

/**
 * 025_changeEmail, completion (編集完了; reached with state=updated). In the membership variant
 * completion signs out, revokes the refresh token and goes back to profile edit.
 */
export function ChangeEmailCompletePage() {
  const { t } = useTranslation('changeEmail');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { services, variant } = useChangeEmailDeps();
  const profileEdit = useProfileEditPath();
  const [signingOut, setSigningOut] = useState(variant.emailChangeSignsOut);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The member's record now has the new address.
    void queryClient.invalidateQueries();
    void finishChange(services, variant).then((result) => {
      if (result.kind === 'signed-out') {
        queryClient.clear();
        void navigate(result.path, { replace: true });
      } else setSigningOut(false);
    });
  }, [services, variant, navigate, queryClient]);

  return (
    <div className="ce-stack">
      <p className="ce-notice">{t('complete.body')}</p>
      <p>{t('complete.next')}</p>
      {signingOut ? null : (
        <Link className="ce-link-button" to={profileEdit}>
          {t('complete.back')}
        </Link>
      )}
      <LoaderOverlay active={signingOut} heading={t('complete.signingOut')} />
    </div>
  );
}
