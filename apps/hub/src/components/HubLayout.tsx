import { MOCK_QUERY, MOCK_TIMEOUT_VALUE } from '@member-hub/enums';
import { AppShell } from '@member-hub/ui';
import { useEffect, useSyncExternalStore } from 'react';
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
  const { timeout, accountChooser } = useHubServices();
  const location = useLocation();
  const handle = useRouteHandle(FALLBACK_HANDLE);
  const { variant } = useClientVariant();
  const timeoutOpen = useSyncExternalStore(timeout.subscribe, timeout.get);
  // The next screen's chunk (or its guard) is loading; the current screen stays until then.
  const navigating = useNavigation().state === 'loading';

  const onBack = useBackAction(handle.back);

  // mock=timeout forces the timeout dialog open (hub spec §8).
  useEffect(() => {
    if (new URLSearchParams(location.search).get(MOCK_QUERY) === MOCK_TIMEOUT_VALUE) timeout.set(true);
  }, [location.search, timeout]);

  return (
    <>
      <AppShell
        variant={variant.key}
        title={t(`title.${handle.title}`)}
        appName={t(`name.${appNameFor(location.pathname, variant)}`)}
        showHeader={handle.showHeader ?? true}
        hideFooter={handle.hideFooter ?? false}
        systemErrorLayout={handle.systemError ?? false}
        {...(onBack ? { onBack } : {})}
        timeoutOpen={timeoutOpen}
        onTimeoutClose={() => timeout.set(false)}
      >
        <Outlet />
      </AppShell>
      {navigating ? <RouteLoading /> : null}
      {accountChooser ? <EmulatorAccountChooser controller={accountChooser} /> : null}
    </>
  );
}
