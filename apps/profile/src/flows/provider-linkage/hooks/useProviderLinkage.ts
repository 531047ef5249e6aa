import { type LinkageNameId } from '@member-hub/enums';
import { useClientVariant } from '@member-hub/app-kit/variant';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { useProfileServices } from '../../../shell/Providers';
import {
  carrierReturnOf,
  isAlertFailure,
  type LinkageDeps,
  type LinkageState,
  linkageProviderOf,
  linkGoogle,
  readLinkageState,
  startCarrierLinkage,
  unlink,
} from '../provider-linkage';

/** The screen's views (profile §4: not linked → linking → link complete; linked → unlink confirm → unlink complete). */
export type LinkageView =
  | 'loading'
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

/**
 * The provider-linkage screens' state and actions: the provider from the query (unknown or
 * missing → back), the linkage state, the way back from the carrier flow, link and unlink with
 * their alerts (an in-page dialog). `mode` is the screen: the profile's 020_providerLinkage or the
 * auth-register AuthRegister/ProviderLinkage.
 */
export function useProviderLinkage(mode: 'profile' | 'authRegister') {
  const services = useProfileServices();
  const navigate = useNavigate();
  const location = useLocation();
  const { variant } = useClientVariant();
  const provider = useMemo(() => linkageProviderOf(location.search, variant), [location.search, variant]);
  const deps: LinkageDeps = useMemo(
    () => ({ api: services.api, identity: services.identity, storage: services.storage }),
    [services],
  );
  const [view, setView] = useState<LinkageView>('loading');
  const [state, setState] = useState<LinkageState>({ linked: false, disabled: false });
  const { t } = useTranslation('providerLinkage');
  // The failure alerts (profile §8) in the app's in-page alert queue (ui's MessageDialog).
  const showAlert = useCallback(
    (alert: LinkageAlert) => {
      const message =
        alert === 'link-failed'
          ? t('alert.linkFailed')
          : alert === 'unlink-failed'
            ? t('alert.unlinkFailed')
            : t('alert.alreadyLinked', { name: provider ? t(`name.${provider}`) : '' });
      void services.alerts.show({ title: t('alert.title'), message, closeLabel: t('alert.close') });
    },
    [provider, services.alerts, t],
  );
  const started = useRef(false);

  const back = useCallback(() => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/profileEdit', { replace: true });
  }, [navigate]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!provider) {
      back();
      return;
    }
    void (async () => {
      let current: LinkageState;
      try {
        current = await readLinkageState(deps, provider);
      } catch (error) {
        services.policy.fail(error, { step: 'provider linkage state' });
        return;
      }
      setState(current);
      const carrier = carrierReturnOf(services.storage, location.search, current);
      if (carrier.kind === 'linked') return setView('link-complete');
      if (carrier.kind === 'already-linked') {
        if (mode === 'authRegister') return setView('cannot-register');
        showAlert('already-linked');
      }
      setView(mode === 'authRegister' && current.linked ? 'already-linked' : 'state');
    })();
  }, [back, deps, location.search, mode, provider, services, showAlert]);

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
        startCarrierLinkage(services.storage, window.location.origin, location.pathname),
      );
      return;
    }
    setView('linking');
    const result = await linkGoogle(deps, variant, (error) =>
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
