import { type LinkageNameId } from '@member-hub/enums';
import { useClientContext } from '@member-hub/app-kit/client-context';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { useProfileServices } from '../../../shell/Providers';
import { LINKAGE_STEP } from '../loader';
import {
  isAlertFailure,
  type LinkageDeps,
  type LinkageMode,
  type LinkageStart,
  type LinkageState,
  linkageProviderOf,
  linkGoogle,
  startCarrierLinkage,
  unlink,
} from '../provider-linkage';

/** The screen's views (profile §4: not linked → linking → link complete; linked → unlink confirm → unlink complete). */
export type LinkageView =
  | 'state'
  | 'linking'
  | 'link-complete'
  | 'unlink-confirm'
  | 'unlinking'
  | 'unlink-complete'
  /** AuthRegister/ProviderLinkage: the member already had this provider when the screen opened. */
  | 'already-linked'
  /** AuthRegister/ProviderLinkage: 'cannot register newly; this account is already linked'. */
  | 'cannot-register';

export type LinkageAlert = 'link-failed' | 'unlink-failed' | 'already-linked';

/** The way back from a linkage screen: the previous page, or the profile edit when there is none. */
export function useLinkageBack() {
  const navigate = useNavigate();
  return useCallback(() => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/profileEdit', { replace: true });
  }, [navigate]);
}

/**
 * The provider the screen is for, from the query (unknown or missing → null); without one the
 * screen goes back. The going back waits a tick and is cancelled by the effect's cleanup, so
 * React's second effect run in development goes back once, not twice.
 */
export function useLinkageProvider(): LinkageNameId | null {
  const location = useLocation();
  const { variant } = useClientContext();
  const provider = useMemo(() => linkageProviderOf(location.search, variant), [location.search, variant]);
  const back = useLinkageBack();
  useEffect(() => {
    if (provider) return;
    const timer = setTimeout(back, 0);
    return () => clearTimeout(timer);
  }, [back, provider]);
  return provider;
}

/**
 * The provider-linkage screens' state and actions once the route's loader (../loader.ts) has read
 * the start: the linkage state and the way back from the carrier flow. Link and unlink with their
 * alerts (an in-page dialog). `mode` is the screen: the profile's 020_providerLinkage or the
 * auth-register AuthRegister/ProviderLinkage.
 */
export function useProviderLinkage(mode: LinkageMode, provider: LinkageNameId, start: LinkageStart) {
  const services = useProfileServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const context = useClientContext();
  const deps: LinkageDeps = useMemo(
    () => ({ api: services.api, identity: services.identity, storage: services.storage }),
    [services],
  );
  const [view, setView] = useState<LinkageView>(start.view);
  const [state, setLinkageState] = useState<LinkageState>(start.state);
  // The start's alert (back from the carrier with an account another member has), shown over the state.
  const [startAlert, setStartAlert] = useState(start.alert);
  const { t } = useTranslation('providerLinkage');
  // The failure alerts (profile §8) in the app's in-page alert queue (ui's MessageDialog).
  const showAlert = useCallback(
    (alert: LinkageAlert) => {
      const message =
        alert === 'link-failed'
          ? t('alert.linkFailed')
          : alert === 'unlink-failed'
            ? t('alert.unlinkFailed')
            : t('alert.alreadyLinked', { name: t(`name.${provider}`) });
      void services.alerts.show({ title: t('alert.title'), message, closeLabel: t('alert.close') });
    },
    [provider, services.alerts, t],
  );
  const back = useLinkageBack();

  /** The linkage changed: a later visit of a linkage screen reads the state anew. */
  const setState = (update: (s: LinkageState) => LinkageState) => {
    setLinkageState(update);
    queryClient.removeQueries({ queryKey: ['step', LINKAGE_STEP] });
  };

  const failed = (error: unknown, kind: 'link-failed' | 'unlink-failed') => {
    if (!isAlertFailure(error)) {
      services.policy.handle(error);
      return;
    }
    services.policy.report(error, { step: `provider ${kind}` });
    // In the auth-register flow a failed linkage goes to the fixed error page (profile §8).
    if (mode === 'authRegister' && kind === 'link-failed') {
      void navigate('/profileEdit/error', { replace: true });
      return;
    }
    showAlert(kind);
  };

  async function link(target: LinkageNameId) {
    if (target === 'docomo-type') {
      setView('linking');
      window.location.assign(
        startCarrierLinkage(services.storage, context, window.location.origin, location.pathname),
      );
      return;
    }
    setView('linking');
    const result = await linkGoogle(deps, context, (error) =>
      services.policy.report(error, { step: 'provider linkage login history' }),
    );
    switch (result.kind) {
      case 'linked':
        setState((s) => ({ ...s, linked: true }));
        return setView('link-complete');
      case 'cancelled':
        return setView('state');
      case 'already-linked':
        if (mode === 'authRegister') return setView('cannot-register');
        setView('state');
        return showAlert('already-linked');
      case 'failed':
        setView('state');
        return failed(result.error, 'link-failed');
    }
  }

  async function confirmUnlink(target: LinkageNameId) {
    setView('unlinking');
    const result = await unlink(deps, target);
    if (result.kind === 'unlinked') {
      setState((s) => ({ ...s, linked: false }));
      return setView('unlink-complete');
    }
    setView('state');
    failed(result.error, 'unlink-failed');
  }

  return {
    provider,
    startAlert,
    closeStartAlert: () => setStartAlert(null),
    view,
    state,
    back,
    link,
    askUnlink: () => setView('unlink-confirm'),
    cancelUnlink: () => setView('state'),
    confirmUnlink,
    toState: () => setView('state'),
  };
}
