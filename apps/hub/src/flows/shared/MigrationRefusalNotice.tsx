import { deployment } from '@member-hub/app-kit/config';
import { Button, HelpContact, NoticePanel } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useErrorPageWayBack } from '../../components/ErrorWayForward';
import { useHubServices } from '../../shell/ServicesContext';
import { RoutePath } from '../../route-paths';
import { continuedRegisterSearch, MigrationRefusal } from './migration-refusal';

/**
 * What a member refused by a migration reads instead of the page's general text: an account with
 * no member here yet is offered the migration register of the same launch (its token, when the
 * page has it; else the older service's app, where a launch starts); a stopped account is told so,
 * with whom to call. Both keep the way back to the service.
 */
export function MigrationRefusalNotice({
  reason,
  token,
}: {
  reason: MigrationRefusal;
  token: string | null;
}) {
  const { t } = useTranslation('migration');
  const { t: tApp } = useTranslation('app');
  const services = useHubServices();
  const navigate = useNavigate();
  const back = useErrorPageWayBack();
  const backButton = back ? (
    <Button block variant="secondary" onClick={() => services.assign(back.href)}>
      {tApp(`error.back.${back.variant}`)}
    </Button>
  ) : null;
  if (reason === MigrationRefusal.notMigrated)
    return (
      <div className="hub-stack">
        <NoticePanel
          heading={t('refusal.notMigratedHeading')}
          actions={
            <>
              {token ? (
                <Button
                  block
                  onClick={() => void navigate(RoutePath.migrationRegister + continuedRegisterSearch(token))}
                >
                  {t('refusal.register')}
                </Button>
              ) : (
                <Button block onClick={() => services.assign(deployment.phoneAppUrl)}>
                  {t('outage.launchApp')}
                </Button>
              )}
              {backButton}
            </>
          }
        >
          <p>{t('refusal.notMigratedBody')}</p>
        </NoticePanel>
        <HelpContact {...deployment.support} />
      </div>
    );
  return (
    <div className="hub-stack">
      <NoticePanel tone="alert" heading={t('refusal.lockedHeading')} actions={backButton}>
        <p>{t('refusal.lockedBody')}</p>
      </NoticePanel>
      <HelpContact {...deployment.support} />
    </div>
  );
}
