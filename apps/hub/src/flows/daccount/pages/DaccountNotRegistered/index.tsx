import { deployment } from '@member-hub/app-kit/config';
import { stepKey } from '@member-hub/app-kit/guard';
import { Button, HelpContact } from '@member-hub/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useHubServices } from '../../../../shell/ServicesContext';
import { RoutePath } from '../../../../route-paths';
import { hasKeptCarrierLogin, registerWithKeptCarrierLogin } from '../../daccount';

/**
 * 006c_daccountError (/daccountRegister/auth/error). A login whose carrier account has no member
 * yet says so plainly and registers with the same carrier login in one tap (no second carrier
 * login); otherwise (a locked service, the carrier login gone) `notConnected`, the login error as
 * it was (the route table passes it: flows do not import each other).
 */
export function DaccountAuthErrorPage({ notConnected }: { notConnected: ReactNode }) {
  const { storage } = useHubServices();
  const [offered] = useState(() => hasKeptCarrierLogin(storage));
  return offered ? <DaccountNotRegistered /> : notConnected;
}

export function DaccountNotRegistered() {
  const { t } = useTranslation('app');
  const services = useHubServices();
  const navigate = useNavigate();
  const register = async () => {
    const to = registerWithKeptCarrierLogin(services.storage);
    if (!to) return navigate(RoutePath.register);
    // The return screen decided this carrier login before (as a login): it decides it anew.
    const queries = await services.flows.queryClient();
    queries.removeQueries({ queryKey: stepKey('daccount-return', new URL(to, 'http://hub').search) });
    return navigate(to);
  };
  return (
    <div className="hub-stack">
      <div className="hub-alert">
        <h2 className="hub-alert__heading">{t('daccount.notRegisteredHeading')}</h2>
        <p>{t('daccount.notRegistered')}</p>
      </div>
      <Button block onClick={() => void register()}>
        {t('daccount.registerWithIt')}
      </Button>
      <Button variant="secondary" block onClick={() => void navigate(RoutePath.login)}>
        {t('daccount.emailLogin')}
      </Button>
      <HelpContact {...deployment.support} />
    </div>
  );
}
