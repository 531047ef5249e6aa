import { DAccountProcess, isDAccountProcessId } from '@member-hub/enums';
import { LoaderOverlay } from '@member-hub/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { RoutePath } from '../../../../route-paths';
import { readProcess, startDaccount } from '../../daccount';
import { useDaccount } from '../../hooks/useDaccount';
import { DaccountFailedDialog } from '../DaccountFailedDialog';

/** Where the start screen was opened from: `navigate(RoutePath.daccountRegister, { state })`. */
export interface DaccountStartState {
  readonly process?: string;
  readonly from?: string;
}

/** /daccountRegister — checks the saved client, asks for the one-time token, off to the relay. */
export function DaccountStartPage() {
  const { t } = useTranslation('app');
  const { services, deps, failed, fail } = useDaccount();
  const navigate = useNavigate();
  const location = useLocation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const state = (location.state ?? {}) as DaccountStartState;
    // The button's process, else the stored one (the profile's provider linkage stores 'linkage').
    const process =
      state.process && isDAccountProcessId(state.process)
        ? state.process
        : (readProcess(services.storage) ?? DAccountProcess.Login);
    void services.flows
      .run('daccount-start', () => startDaccount(deps, process, state.from ?? RoutePath.login))
      .then((outcome) => {
        if (!outcome.ok) return;
        const result = outcome.value;
        if (result.kind === 'relay') services.assign(result.url);
        else if (result.kind === 'entry-error') void navigate(RoutePath.error, { replace: true });
        else fail(result.error);
      });
  }, [deps, fail, location.state, navigate, services]);

  return (
    <>
      <LoaderOverlay active={!failed} heading={t('daccount.starting')} message={t('daccount.wait')} />
      <DaccountFailedDialog open={failed} />
    </>
  );
}
