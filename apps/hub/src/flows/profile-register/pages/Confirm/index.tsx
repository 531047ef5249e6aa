import { LoaderOverlay, ProfileConfirm } from '@member-hub/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';

import { useClientVariant } from '@member-hub/app-kit/variant';
import { authorizationBodyOf } from '../../../shared/hand-back/hand-back';
import { readDraftForConfirm, saveRegistration } from '../../../shared/profile-register';
import { useHubServices } from '../../../../shell/ServicesContext';
import { RoutePath } from '../../../../route-paths';

/**
 * The registration confirmation (profile spec §2): read-only values, 'この内容で登録する' saves
 * (POST /member/v1/me, post-judge when changed; the loader after the variant's delay: 1 400 ms,
 * 4 s in the membership variant) and ends at
 * registerComplete; '前のページへ戻って修正する' goes back. Opening it without the stop-reload flag
 * redirects to the form; without the authorization parameters (another browser) it goes to
 * registerBrowserChangeError.
 */
export function ProfileRegisterConfirmPage() {
  const { t } = useTranslation('register');
  const services = useHubServices();
  const navigate = useNavigate();
  const context = useClientVariant();
  const { client, variant } = context;
  const [busy, setBusy] = useState(false);
  // Read once: saving clears the draft, which must not send this page back to the form.
  const [values] = useState(() => readDraftForConfirm(services.storage));

  if (!values) return <Navigate to={RoutePath.registerProfile} replace />;
  if (!authorizationBodyOf(client)) return <Navigate to={RoutePath.registerBrowserChanged} replace />;
  const email = services.identity.currentUser()?.email ?? null;

  async function confirm() {
    if (!values) return;
    setBusy(true);
    const run = await services.flows.run('profile-save', () => saveRegistration(services, values, context));
    if (!run.ok || run.value.kind !== 'complete') setBusy(false);
    if (!run.ok) return;
    const result = run.value;
    switch (result.kind) {
      case 'complete':
        void navigate(RoutePath.registerComplete, { replace: true });
        return;
      case 'not-authorized':
        services.policy.returnUnauthorized();
        return;
      case 'timeout':
        services.policy.handle(result.error);
        return;
      case 'nickname-taken':
        // Back to the form with the field's message, the typed values kept (not 'start again').
        void navigate(RoutePath.registerProfile, { replace: true, state: { nicknameTaken: true } });
        return;
      case 'failed':
        services.policy.report(result.error, { step: 'profile save' });
        await services.alerts.show({ message: t('profile.failed'), hint: t('profile.failedHint') });
        return;
    }
  }

  return (
    <div className="hub-stack">
      <p>{t('profile.confirmLead')}</p>
      <ProfileConfirm
        mode="register"
        values={values}
        email={email}
        busy={busy}
        onConfirm={() => void confirm()}
        onBack={() => void navigate(RoutePath.registerProfile)}
      />
      <LoaderOverlay active={busy} delayMs={variant.saveLoaderDelayMs} heading={t('profile.saving')} />
    </div>
  );
}
