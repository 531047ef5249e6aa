import { LoaderOverlay } from '@member-hub/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { RoutePath } from '../../../../route-paths';
import { handleDaccountReturn, saveExpressDaccountMember } from '../../daccount';
import { useDaccount } from '../../hooks/useDaccount';
import { DaccountFailedDialog } from '../DaccountFailedDialog';
import { DaccountProfileStep } from './DaccountProfileStep';

/** /daccountRegister/auth — the return from the carrier relay (hub §4 "D-account flow"). */
export function DaccountAuthPage() {
  const { t } = useTranslation('app');
  const { services, deps, failed, fail } = useDaccount();
  const navigate = useNavigate();
  const location = useLocation();
  const started = useRef(false);
  /** A new carrier member with profile=input: the 008 form on this screen. */
  const [form, setForm] = useState(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const go = (path: string) => navigate(path, { replace: true });
    void (async () => {
      const outcome = await services.flows.run('daccount-return', () =>
        handleDaccountReturn(deps, location.search),
      );
      if (!outcome.ok) return;
      const result = outcome.value;
      switch (result.kind) {
        case 'incorrect':
          return go(RoutePath.daccountIncorrect);
        case 'browser-changed':
          return go(RoutePath.registerBrowserChanged);
        case 'already-registered':
          return go(RoutePath.authenRegisterCarrierError);
        case 'not-connected':
          return go(RoutePath.daccountAuthError);
        case 'return':
          return services.assign(result.url);
        case 'cancelled':
          return go(result.to);
        case 'complete':
          return go(RoutePath.daccountComplete);
        case 'profile-form':
          // 008_profileRegister on daccountAuthentication (signed in with the custom token).
          return setForm(true);
        case 'express': {
          const done = await services.flows.run('daccount-express', () =>
            saveExpressDaccountMember({ ...deps, api: services.api }),
          );
          if (!done.ok) return;
          const saved = done.value;
          if (saved.kind === 'complete') return go(RoutePath.daccountComplete);
          if (saved.kind === 'not-authorized') return services.policy.returnUnauthorized();
          return fail(saved.error);
        }
        case 'failed':
          return fail(result.error);
      }
    })();
  }, [deps, fail, location.search, navigate, services]);

  if (form) return <DaccountProfileStep />;

  return (
    <>
      <LoaderOverlay active={!failed} heading={t('daccount.returning')} message={t('daccount.wait')} />
      <DaccountFailedDialog open={failed} />
    </>
  );
}
