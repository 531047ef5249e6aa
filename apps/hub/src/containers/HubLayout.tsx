import { MOCK_QUERY, MOCK_TIMEOUT_VALUE } from '@member-hub/enums';
import { AppShell } from '@member-hub/ui';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';

import { appNameFor } from '../flows/variant';
import { useHubServices } from '../providers/services';
import { isRouteHandle, type RouteHandle } from '../route-handle';
import { EmulatorAccountChooser } from './EmulatorAccountChooser';
import { RouteLoading } from './RouteLoading';
import { useClientVariant } from './useVariant';

const FALLBACK_HANDLE: RouteHandle = { title: 'login' };

/** The application shell around every screen: title, page title, timeout dialog, variant. */
export function HubLayout() {
  const { t } = useTranslation('app');
  const { timeout, accountChooser } = useHubServices();
  const location = useLocation();
  const matches = useMatches();
  const handle =
    [...matches]
      .reverse()
      .map((m) => m.handle)
      .find(isRouteHandle) ?? FALLBACK_HANDLE;
  const { variant } = useClientVariant();
  const timeoutOpen = useSyncExternalStore(timeout.subscribe, timeout.get);
  // The next screen's chunk (or its guard) is loading; the current screen stays until then.
  const navigating = useNavigation().state === 'loading';

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
