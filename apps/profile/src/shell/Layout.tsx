import { AlertHost } from '@member-hub/app-kit/alerts';
import { useTimeoutFlag } from '@member-hub/app-kit/error-policy';
import { useBackAction, useRouteHandle } from '@member-hub/app-kit/page-titles';
import { PageViewTracker } from '@member-hub/app-kit/page-view';
import { useClientVariant } from '@member-hub/app-kit/variant';
import { deployment } from '@member-hub/app-kit/config';
import { AppShell } from '@member-hub/ui';
import { appNameFor } from '@member-hub/validators';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';

import { useProfileServices } from './Providers';
import { ProfileAccountChooser } from './AccountChooser';
import { type ProfileRouteHandle } from '../route-paths';

const FALLBACK_HANDLE: ProfileRouteHandle = { title: 'profileEdit' };

/**
 * The application shell around every screen (profile spec §2): title and page title from the
 * route handle, back button, the variant and its member-site layout, the timeout dialog, the
 * in-page alerts (the same queue and dialog as the hub), the page-view tracker.
 */
export function ProfileLayout() {
  const { t, i18n } = useTranslation('app');
  const { timeout, alerts, pageViews, accountChooser } = useProfileServices();
  const location = useLocation();
  const handle = useRouteHandle(FALLBACK_HANDLE);
  const onBack = useBackAction(handle.back);
  const { variant, memberSiteLayout } = useClientVariant();
  const timeoutFlag = useTimeoutFlag(timeout);
  const appName =
    deployment.appNames[appNameFor(location.pathname, variant)][i18n.language === 'en' ? 'en' : 'ja'];

  return (
    <>
      <AppShell
        variant={variant.key}
        title={t(`title.${handle.title}`)}
        appName={appName}
        // Which service the member is in, above every screen title, as in the hub.
        serviceName={appName}
        companyName={deployment.operatingCompany}
        showHeader={handle.showHeader ?? true}
        hideFooter={
          (handle.hideFooter ?? false) || (memberSiteLayout && (handle.hideFooterOnMemberSite ?? false))
        }
        memberSiteLayout={memberSiteLayout}
        systemErrorLayout={handle.systemError ?? false}
        {...(onBack ? { onBack } : {})}
        timeoutOpen={timeoutFlag.open}
        onTimeoutClose={timeoutFlag.close}
      >
        <Outlet />
        <AlertHost queue={alerts} />
      </AppShell>
      <PageViewTracker sink={pageViews} />
      {accountChooser ? <ProfileAccountChooser controller={accountChooser} /> : null}
    </>
  );
}
