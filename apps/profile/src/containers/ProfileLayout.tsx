import { useTimeoutFlag } from '@member-hub/app-kit/error-policy';
import { useBackAction, useRouteHandle } from '@member-hub/app-kit/page-titles';
import { PageViewTracker } from '@member-hub/app-kit/page-view';
import { useClientVariant } from '@member-hub/app-kit/variant';
import { AppShell } from '@member-hub/ui';
import { appNameFor } from '@member-hub/validators';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';

import { useProfileServices } from '../providers/ProfileProviders';
import { type ProfileRouteHandle } from '../route-paths';

const FALLBACK_HANDLE: ProfileRouteHandle = { title: 'profileEdit' };

/**
 * The application shell around every screen (profile spec §2): title and page title from the
 * route handle, back button, the variant and its member-site layout, the timeout dialog, the
 * page-view tracker.
 */
export function ProfileLayout() {
  const { t } = useTranslation('app');
  const { t: tShell } = useTranslation('shell');
  const { timeout, pageViews } = useProfileServices();
  const location = useLocation();
  const handle = useRouteHandle(FALLBACK_HANDLE);
  const onBack = useBackAction(handle.back);
  const { variant, memberSiteLayout } = useClientVariant();
  const timeoutFlag = useTimeoutFlag(timeout);

  return (
    <>
      <AppShell
        variant={variant.key}
        title={t(`title.${handle.title}`)}
        appName={tShell(`appName.${appNameFor(location.pathname, variant)}`)}
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
      </AppShell>
      <PageViewTracker sink={pageViews} />
    </>
  );
}
