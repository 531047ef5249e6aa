import { isTimeoutError } from '@member-hub/api-client';
import { rootCause } from '@member-hub/app-kit/error-reporting';
import { LoaderOverlay, NoticePanel } from '@member-hub/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';

import { ErrorWayForward } from '../../../../components/ErrorWayForward';
import { RoutePath } from '../../../../route-paths';
import { useKantan } from '../../hooks/useKantan';
import { type KantanRegisterKind, runKantanRegister } from '../../kantan';

/**
 * /kantanRegister and /KantanAuthRegister (本会員登録, no auth required): hub §4 "Kantan register".
 * A loader while the flow runs, then the hand-back; a failure is reported and the apology shown.
 */
export function KantanRegisterPage({ which }: { which: KantanRegisterKind }) {
  const { t } = useTranslation('kantan');
  const { services, deps } = useKantan();
  const navigate = useNavigate();
  const location = useLocation();
  const [failed, setFailed] = useState(false);
  const [memberExists, setMemberExists] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void services.flows
      .run(`kantan-${which}`, () => runKantanRegister(deps, which, location.search))
      .then((outcome) => {
        if (!outcome.ok) return;
        const result = outcome.value;
        if (result.kind === 'redirect') return services.assign(result.url);
        if (result.kind === 'entry-error') return navigate(RoutePath.error, { replace: true });
        if (result.kind === 'member-exists') return setMemberExists(true);
        if (isTimeoutError(rootCause(result.error))) {
          services.policy.handle(result.error, { step: `kantan-${which}` });
        } else services.policy.report(result.error, { step: `kantan-${which}` });
        setFailed(true);
      });
  }, [deps, location.search, navigate, services, which]);

  if (memberExists) return <KantanMemberExists />;
  if (failed)
    return (
      <NoticePanel tone="alert" heading={t('register.failedHeading')}>
        <p>{t('register.failed')}</p>
      </NoticePanel>
    );
  return <LoaderOverlay active heading={t('register.heading')} message={t('register.message')} />;
}

/**
 * Kantan register for an older-service account that already has a member: registration never
 * signs a member in, so the member is sent to a sign-in they own — the kantan login from the
 * app (registration number and password) or the e-mail login here — with the help line.
 */
export function KantanMemberExists() {
  const { t } = useTranslation('kantan');
  return (
    <div className="hub-stack">
      <NoticePanel tone="status" heading={t('register.memberExistsHeading')}>
        <p>{t('register.memberExists')}</p>
        <p>{t('register.memberExistsKantan')}</p>
      </NoticePanel>
      <Link className="mh-button mh-button--primary mh-button--block" to={RoutePath.login}>
        {t('register.memberExistsEmail')}
      </Link>
      <ErrorWayForward />
    </div>
  );
}
