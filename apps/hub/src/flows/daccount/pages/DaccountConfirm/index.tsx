import { LoaderOverlay, ProfileConfirm } from '@member-hub/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';

import { useClientVariant } from '@member-hub/app-kit/variant';
import { authorizationBodyOf } from '../../../shared/hand-back/hand-back';
import { readDraftForConfirm } from '../../../shared/profile-register';
import { RoutePath } from '../../../../route-paths';
import { saveDaccountProfile } from '../../daccount';
import { useDaccount } from '../../hooks/useDaccount';
import { DaccountFailedDialog } from '../DaccountFailedDialog';

/**
 * /daccountRegister/auth/confirm (daccountAuthenticationConfirm, profile §2 "Registration
 * confirmation"): the values read-only, 'この内容で登録する' saves (access token or 'Not
 * Authorized', POST me with the carrier subject, the post-judge check, the draft cleared) →
 * daccountAuthenticationComplete; '前のページへ戻って修正する' goes back to the form on
 * /daccountRegister/auth (the stop-reload flag signs in again with the saved custom token).
 * The route's loader sends an opening without the stop-reload flag to /daccountRegsiter/auth;
 * without the authorization parameters (another browser) → registerBrowserChangeError; a failed
 * save → the external-linkage error dialog.
 */
export function DaccountConfirmPage() {
  const { t } = useTranslation('register');
  const { services, deps, failed, fail } = useDaccount();
  const navigate = useNavigate();
  const context = useClientVariant();
  const { client, variant } = context;
  const [busy, setBusy] = useState(false);
  // Read once: saving clears the draft.
  const [values] = useState(() => readDraftForConfirm(services.storage));

  if (!values) return <Navigate to={RoutePath.daccountAuthRedirect} replace />;
  if (!authorizationBodyOf(client)) return <Navigate to={RoutePath.registerBrowserChanged} replace />;

  async function confirm() {
    if (!values) return;
    setBusy(true);
    const run = await services.flows.run('daccount-confirm', () =>
      saveDaccountProfile({ ...deps, api: services.api }, context, values),
    );
    if (!run.ok) return setBusy(false);
    const result = run.value;
    if (result.kind === 'complete') return navigate(RoutePath.daccountComplete, { replace: true });
    setBusy(false);
    if (result.kind === 'not-authorized') return services.policy.returnUnauthorized();
    fail(result.error);
  }

  return (
    <div className="hub-stack">
      <p>{t('profile.confirmLead')}</p>
      <ProfileConfirm
        mode="register"
        values={values}
        email={null}
        busy={busy}
        onConfirm={() => void confirm()}
        onBack={() => void navigate(RoutePath.daccountAuth)}
      />
      <LoaderOverlay active={busy} delayMs={variant.saveLoaderDelayMs} heading={t('profile.saving')} />
      <DaccountFailedDialog open={failed} />
    </div>
  );
}
