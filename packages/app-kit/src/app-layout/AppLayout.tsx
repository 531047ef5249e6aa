import { AppShell } from '@member-hub/ui';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';

import { type AccountChooserController } from '../account-chooser';
import { AlertHost, type AlertQueue } from '../alerts';
import { type FlagStore, useTimeoutFlag } from '../error-policy';
import { type RouteHandle, titleKeyOf, useBackAction, useRouteHandle } from '../page-titles';
import { PageViewTracker, type PageViewSink } from '../page-view';
import { type ClientVariant, useClientVariant } from '../variant';

/** What the layout reads from the app's services. */
export interface AppLayoutServices {
  readonly timeout: FlagStore;
  readonly alerts: AlertQueue;
  readonly pageViews: PageViewSink;
  /** The emulator's stand-in for the Google popup (development and tests), else null. */
  readonly accountChooser: AccountChooserController | null;
}

type ChooserComponent = ComponentType<{ controller: AccountChooserController }>;

export interface AppLayoutProps<H extends RouteHandle> {
  readonly services: AppLayoutServices;
  /** The handle when no matched route has one. */
  readonly fallbackHandle: H;
  /** The screen title for the route's title key (the app's texts). */
  readonly title: (key: H['title']) => string;
  /** The app name above every screen title, for the path and the client's variant. */
  readonly appName: (pathname: string, client: ClientVariant) => string;
  readonly companyName: string;
  /**
   * The member-site layout of the variant (profile spec §2): passed to the shell, and a route's
   * `hideFooterOnMemberSite` hides the footer in it. Off: the shell is never in that layout.
   */
  readonly memberSiteLayout?: boolean;
  /** After the timeout dialog is closed (the dialog is already closed), with the current path. */
  readonly onTimeoutClosed?: (pathname: string) => void;
  /** Shown while the next screen's chunk (or its guard) loads; the current screen stays. */
  readonly navigating?: ReactNode;
  /**
   * The account chooser: a component, or `{ lazy }` for one in a chunk of its own fetched after
   * the first render (production pages never download it; the controller keeps the open state, so
   * a chooser opened before the chunk arrives shows as soon as it does).
   */
  readonly AccountChooser: ChooserComponent | { readonly lazy: () => Promise<ChooserComponent> };
}

/**
 * The application shell around every screen, the same in both apps: screen title and page title
 * from the route handle, the header back button (the route's `back`), the variant, the timeout
 * dialog, the in-page alerts, the page-view tracker and the emulator's account chooser. What
 * differs per app comes in as props (names, texts, the timeout's extra step).
 */
export function AppLayout<H extends RouteHandle>(props: AppLayoutProps<H>) {
  const { services, AccountChooser } = props;
  const { timeout, alerts, pageViews, accountChooser } = services;
  const location = useLocation();
  const handle = useRouteHandle(props.fallbackHandle);
  const onBack = useBackAction(handle.back);
  const client = useClientVariant();
  const { variant } = client;
  const timeoutFlag = useTimeoutFlag(timeout);
  const navigating = useNavigation().state === 'loading';
  const memberSiteLayout = props.memberSiteLayout === true && client.memberSiteLayout;
  const appName = props.appName(location.pathname, client);

  return (
    <>
      <AppShell
        variant={variant.key}
        title={props.title(titleKeyOf(handle, location.search))}
        appName={appName}
        // Which service the member is in, above every screen title.
        serviceName={appName}
        companyName={props.companyName}
        showHeader={handle.showHeader ?? true}
        hideFooter={
          (handle.hideFooter ?? false) || (memberSiteLayout && (handle.hideFooterOnMemberSite ?? false))
        }
        {...(props.memberSiteLayout === true ? { memberSiteLayout } : {})}
        systemErrorLayout={handle.systemError ?? false}
        {...(onBack ? { onBack } : {})}
        timeoutOpen={timeoutFlag.open}
        onTimeoutClose={() => {
          timeoutFlag.close();
          props.onTimeoutClosed?.(location.pathname);
        }}
      >
        <Outlet />
        <AlertHost queue={alerts} />
      </AppShell>
      <PageViewTracker sink={pageViews} />
      {navigating ? props.navigating : null}
      {accountChooser ? (
        'lazy' in AccountChooser ? (
          <LazyAccountChooser controller={accountChooser} load={AccountChooser.lazy} />
        ) : (
          <AccountChooser controller={accountChooser} />
        )
      ) : null}
    </>
  );
}

function LazyAccountChooser({
  controller,
  load,
}: {
  controller: AccountChooserController;
  load: () => Promise<ChooserComponent>;
}) {
  const [Chooser, setChooser] = useState<ChooserComponent | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((component) => {
      if (live) setChooser(() => component);
    });
    return () => {
      live = false;
    };
  }, [load]);
  return Chooser ? <Chooser controller={controller} /> : null;
}
