import { Button, HelpContact, NoticePanel } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useClientVariant } from '@member-hub/app-kit/variant';
import { useErrorPageWayBack } from '../../../../components/ErrorWayForward';
import { deployment } from '../../../../shell/deployment';
import { useHubServices } from '../../../../shell/ServicesContext';
import { RoutePath } from '../../../../route-paths';
import { MigrationRefusal, migrationRefusalOf } from '../../../shared/migration-refusal';
import { MigrationRefusalNotice } from '../../../shared/MigrationRefusalNotice';

export type MigrationNoticeKind = 'incorrect' | 'error' | 'outage' | 'expired';

/**
 * The migration's notice pages (hub §2 "Migration…"): incorrect access; the error page (the
 * screen switch failed, a button back to home or the return address; without a return address
 * the generic error page's way back, to login); the temporary outage (a button that launches the
 * phone app); the expired link (an OK button, back to the phone app).
 */
export function MigrationNoticePage({ kind }: { kind: MigrationNoticeKind }) {
  const { t } = useTranslation('migration');
  const { t: tApp } = useTranslation('app');
  const services = useHubServices();
  const { variant } = useClientVariant();
  const back = useErrorPageWayBack();
  const [search] = useSearchParams();
  const toApp = () => services.assign(deployment.phoneAppUrl);

  if (kind === 'error') {
    // A stopped number is told so, never as a failed screen switch.
    if (migrationRefusalOf(search) === MigrationRefusal.locked)
      return <MigrationRefusalNotice reason={MigrationRefusal.locked} token={null} />;
    return (
      <div className="hub-stack">
        <NoticePanel
          tone="alert"
          heading={t('error.heading')}
          actions={
            <>
              <Button block onClick={toApp}>
                {t('outage.launchApp')}
              </Button>
              <Button
                block
                variant="secondary"
                onClick={() => services.assign(back?.href ?? RoutePath.login)}
              >
                {tApp(`error.back.${variant.key}`)}
              </Button>
            </>
          }
        >
          <p>{t('error.body')}</p>
          <p>{t('error.retry')}</p>
        </NoticePanel>
        <HelpContact {...deployment.support} />
      </div>
    );
  }
  if (kind === 'outage')
    return (
      <NoticePanel
        heading={t('outage.heading')}
        actions={
          <Button block onClick={toApp}>
            {t('outage.launchApp')}
          </Button>
        }
      >
        <p>{t('outage.body')}</p>
      </NoticePanel>
    );
  if (kind === 'expired')
    return (
      <NoticePanel
        heading={t('expired.heading')}
        actions={
          <Button block onClick={toApp}>
            {t('expired.ok')}
          </Button>
        }
      >
        <p>{t('expired.body')}</p>
      </NoticePanel>
    );
  return (
    <NoticePanel heading={t('incorrect.heading')}>
      <p>{t('incorrect.body')}</p>
    </NoticePanel>
  );
}
