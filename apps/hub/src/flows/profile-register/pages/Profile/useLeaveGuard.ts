import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

import { shouldConfirmLeave } from '../../profile-register';

/**
 * The leave-page confirmation of the profile registration (profile spec §2, hub spec §8):
 * 'このページを離れますか？' with the note that changes may not be saved, on a reload or close
 * (beforeunload; the browser shows its own wording) and on an in-app navigation (router blocker).
 * Skipped when leaving for the provider or e-mail registration routes (shouldConfirmLeave).
 */
export function useLeaveGuard(active: boolean) {
  const { t } = useTranslation('register');
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (!active || currentLocation.pathname === nextLocation.pathname) return false;
    return shouldConfirmLeave(nextLocation.pathname);
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(`${t('profile.leave')}\n${t('profile.leaveNote')}`)) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
