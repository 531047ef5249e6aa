import { StepView } from '@member-hub/app-kit/guard';
import { NoticePanel } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ErrorWayForward } from '../../../../components/ErrorWayForward';
import { FirstDataUpdateLoader } from '../../../shared/FirstDataUpdateLoader';
import { RoutePath } from '../../../../route-paths';
import { type KantanRegisterShown } from '../../loader';

/**
 * /kantanRegister and /KantanAuthRegister (本会員登録, no auth required): hub §4 "Kantan register".
 * The loading view while the route's loader (flows/kantan/loader.ts) registers and hands back;
 * a failure (reported by the loader) shows the apology. While a person with no member record yet
 * is synced from the older service, the loader is the 'first data update' variant.
 */
export function KantanRegisterPage() {
  const { t } = useTranslation('kantan');
  return (
    <StepView<KantanRegisterShown>>
      {(shown) => {
        if (shown === 'member-exists') return <KantanMemberExists />;
        if (shown === 'unusable') return <KantanRegisterUnusable />;
        if (shown === 'failed')
          return (
            <NoticePanel tone="alert" heading={t('register.failedHeading')}>
              <p>{t('register.failed')}</p>
            </NoticePanel>
          );
        // A new member's first sync from the older service: the 'first data update' variant.
        return <FirstDataUpdateLoader heading={t('register.heading')} message={t('register.message')} />;
      }}
    </StepView>
  );
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

/**
 * Kantan register for a stopped number (or a locked service): the kantan login's plain refusal
 * (hub §8 "Service lock") and the help line, never 'try again later' — waiting changes nothing.
 */
export function KantanRegisterUnusable() {
  const { t } = useTranslation('kantan');
  return (
    <div className="hub-stack">
      <NoticePanel tone="alert" heading={t('message.unusable')}>
        <p>{t('message.unusableNext')}</p>
      </NoticePanel>
      <ErrorWayForward />
    </div>
  );
}
