import { useClientContext } from '@member-hub/app-kit/client-context';
import { Button } from '@member-hub/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useHubServices } from '../../../../shell/ServicesContext';
import { RoutePath } from '../../../../route-paths';
import { isExpressMode } from '../../../shared/profile-register';

/**
 * The nickname the express registration generated, read back from the member record (null while
 * it loads, or when it cannot be read: the page then says nothing about it).
 */
function useGeneratedNickname(express: boolean): string | null {
  const services = useHubServices();
  const [nickname, setNickname] = useState<string | null>(null);
  useEffect(() => {
    if (!express) return;
    let live = true;
    services.api
      .getMe()
      .then((me) => live && setNickname(me.nickname || null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [express, services]);
  return nickname;
}

/**
 * Registration completion (id prf_cpt_new): heading 登録が完了しました (our wording of
 * 'registration completed'), the e-mail the member can log in with, and OK → the hand-back
 * (loginComplete asks for the authorization code and returns the browser to the service).
 * After the express mode (no form: the nickname was made up for her) it names that nickname and
 * that it can be changed, so the greeting at the service is no surprise.
 */
export function RegisterCompletePage() {
  const { t } = useTranslation('register');
  const services = useHubServices();
  const navigate = useNavigate();
  const email = services.identity.currentUser()?.email ?? null;
  const nickname = useGeneratedNickname(isExpressMode(useClientContext().client));
  return (
    <div id="prf_cpt_new" className="hub-stack">
      <h2 className="hub-h2">{t('complete.heading')}</h2>
      <p>{email ? t('complete.body', { email }) : t('complete.bodyNoEmail')}</p>
      {nickname ? (
        <div className="hub-stack">
          <p>{t('complete.generatedNickname', { nickname })}</p>
          <p>{t('complete.changeNickname')}</p>
        </div>
      ) : null}
      <Button block onClick={() => void navigate(RoutePath.loginComplete, { replace: true })}>
        {t('complete.ok')}
      </Button>
    </div>
  );
}
