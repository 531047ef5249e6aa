import { useLeaveGuard } from '@member-hub/app-kit/leave-guard';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { useHubServices } from '../../../shell/ServicesContext';
import { markRegisterFormExit } from '../register-form-exit';

/**
 * The registration's profile form guard (profile spec §2, hub spec §8 'このページを離れますか？')
 * with the register-form exit flag (hub spec §3, §4; register-form-exit.ts): a leave the member
 * agreed to sets the flag, so that the next page is the login or register page. When the page
 * itself goes while the form is up (the browser's own question answered 'leave'), the flag is
 * noted as `page-left`, which only a Back or Forward honours (not a reload of the form).
 */
export function useRegisterFormLeaveGuard({
  active,
  confirmsLeavingTo,
}: {
  active: boolean;
  confirmsLeavingTo: (pathname: string) => boolean;
}) {
  const { t } = useTranslation('register');
  const { storage } = useHubServices();
  const onLeave = useCallback(() => markRegisterFormExit(storage, 'confirmed'), [storage]);

  useLeaveGuard({
    active,
    message: `${t('profile.leave')}\n${t('profile.leaveNote')}`,
    confirmsLeavingTo,
    onLeave,
  });

  useEffect(() => {
    if (!active) return;
    const onPageHide = () => markRegisterFormExit(storage, 'page-left');
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [active, storage]);
}
