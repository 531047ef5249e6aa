import { AlertHost } from '@member-hub/app-kit/alerts';
import { useTimeoutFlag } from '@member-hub/app-kit/error-policy';
import { PageViewTracker } from '@member-hub/app-kit/page-view';
import { type AccountChooserController } from '@member-hub/app-kit/account-chooser';
import { AppShell } from '@member-hub/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';

import { appNameFor } from '@member-hub/validators';

import { deployment } from './deployment';
import { useBackAction, useRouteHandle } from '@member-hub/app-kit/page-titles';
import { useClientVariant } from '@member-hub/app-kit/variant';
import { useHubServices } from './ServicesContext';
import { useEntryLanguage } from './useEntryLanguage';
import { timeoutCloseTarget } from '../flows/migration/keys';
import type { EmulatorAccountChooser } from './AccountChooser';
import { RouteLoading } from './RouteLoading';
import { type HubRouteHandle } from '../route-paths';

const FALLBACK_HANDLE: HubRouteHandle = { title: 'login' };

/**
 * The application shell around every screen: title, page title, header back button (the route's
 * `back`), timeout dialog, variant.
 */
export function HubLayout() {
  const { t } = useTranslation('app');
  const { timeout, alerts, accountChooser, pageViews, assign } = useHubServices();
  const location = useLocation();
  const handle = useRouteHandle(FALLBACK_HANDLE);
  const { client, variant } = useClientVariant();
  useEntryLanguage(client?.ui_locales);
  const timeoutFlag = useTimeoutFlag(timeout);
  // The next screen's chunk (or its guard) is loading; the current screen stays until then.
  const navigating = useNavigation().state === 'loading';

  const onBack = useBackAction(handle.back);
  const appName = t(`name.${appNameFor(location.pathname, variant)}`);

  return (
    <>
      <AppShell
        variant={variant.key}
        title={t(`title.${handle.title}`)}
        appName={appName}
        serviceName={appName}
        companyName={deployment.operatingCompany}
        showHeader={handle.showHeader ?? true}
        hideFooter={handle.hideFooter ?? false}
        systemErrorLayout={handle.systemError ?? false}
        {...(onBack ? { onBack } : {})}
        timeoutOpen={timeoutFlag.open}
        onTimeoutClose={() => {
          timeoutFlag.close();
          // Hub §4: on a migration route, closing the dialog goes to the phone app's URL scheme.
          const target = timeoutCloseTarget(location.pathname, deployment.phoneAppUrl);
          if (target) assign(target);
        }}
      >
        <Outlet />
        <AlertHost queue={alerts} />
      </AppShell>
      <PageViewTracker sink={pageViews} />
      {navigating ? <RouteLoading /> : null}
      {accountChooser ? <LazyAccountChooser controller={accountChooser} /> : null}
    </>
  );
}

type ChooserComponent = typeof EmulatorAccountChooser;

/**
 * The emulator's account chooser (development and tests only) in a chunk of its own, fetched after
 * the first render: production pages do not download it. The controller keeps the open state, so
 * a chooser opened before the chunk arrives shows as soon as it does.
 */
function LazyAccountChooser({ controller }: { controller: AccountChooserController }) {
  const [Chooser, setChooser] = useState<ChooserComponent | null>(null);
  useEffect(() => {
    let live = true;
    void import('./AccountChooser').then((m) => {
      if (live) setChooser(() => m.EmulatorAccountChooser);
    });
    return () => {
      live = false;
    };
  }, []);
  return Chooser ? <Chooser controller={controller} /> : null;
}
