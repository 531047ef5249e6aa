import { useTimeoutFlag } from '@member-hub/app-kit/error-policy';
import { PageViewTracker } from '@member-hub/app-kit/page-view';
import { AppShell } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';

import { appNameFor } from '@member-hub/validators';
import { useBackAction, useRouteHandle } from '@member-hub/app-kit/page-titles';
import { useClientVariant } from '@member-hub/app-kit/variant';
import { useHubServices } from '../providers/HubServicesContext';
import { EmulatorAccountChooser } from './EmulatorAccountChooser';
import { RouteLoading } from './RouteLoading';
import { type HubRouteHandle } from '../route-paths';

const FALLBACK_HANDLE: HubRouteHandle = { title: 'login' };

/**
 * The application shell around every screen: title, page title, header back button (the route's
 * `back`), timeout dialog, variant.
 */
export function HubLayout() {
  const { t } = useTranslation('app');
  const { t: tShell } = useTranslation('shell');
  const { timeout, accountChooser, pageViews } = useHubServices();
  const location = useLocation();
  const handle = useRouteHandle(FALLBACK_HANDLE);
  const { variant } = useClientVariant();
  const timeoutFlag = useTimeoutFlag(timeout);
  // The next screen's chunk (or its guard) is loading; the current screen stays until then.
  const navigating = useNavigation().state === 'loading';

  const onBack = useBackAction(handle.back);

  return (
    <>
      <AppShell
        variant={variant.key}
        title={t(`title.${handle.title}`)}
        appName={tShell(`appName.${appNameFor(location.pathname, variant)}`)}
        showHeader={handle.showHeader ?? true}
        hideFooter={handle.hideFooter ?? false}
        systemErrorLayout={handle.systemError ?? false}
        {...(onBack ? { onBack } : {})}
        timeoutOpen={timeoutFlag.open}
        onTimeoutClose={timeoutFlag.close}
      >
        <Outlet />
      </AppShell>
      <PageViewTracker sink={pageViews} />
      {navigating ? <RouteLoading /> : null}
      {accountChooser ? <EmulatorAccountChooser controller={accountChooser} /> : null}
    </>
  );
}
