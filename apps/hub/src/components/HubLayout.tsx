import { MOCK_QUERY, MOCK_TIMEOUT_VALUE } from '@member-hub/enums';
import { AppShell } from '@member-hub/ui';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigate, useNavigation } from 'react-router';

import { appNameFor } from '../flows/variant';
import { useHubServices } from '../providers/HubServicesContext';
import { backDestination, isRouteHandle, type RouteHandle } from '../route-handle';
import { EmulatorAccountChooser } from './EmulatorAccountChooser';
import { RouteLoading } from './RouteLoading';
import { useClientVariant } from '../hooks/useVariant';

const FALLBACK_HANDLE: RouteHandle = { title: 'login' };

/**
 * The application shell around every screen: title, page title, header back button (the route's
 * `back`), timeout dialog, variant.
 */
export function HubLayout() {
  const { t } = useTranslation('app');
  const { timeout, accountChooser } = useHubServices();
  const location = useLocation();
  const navigate = useNavigate();
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

  const back = handle.back;
  // The router's first location of this tab has the key 'default': there is nothing to go back to.
  const onBack = back
    ? () => {
        const to = backDestination(back, location.key !== 'default');
        void (to === -1 ? navigate(-1) : navigate(to));
      }
    : undefined;

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
