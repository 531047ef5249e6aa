import { type ReactNode } from 'react';
import { usePageTitle } from '../../hooks/usePageTitle';
import { type Variant } from '../../tokens';
import { Footer } from '../Footer';
import { Header } from '../Header';
import { TimeoutDialog } from '../TimeoutDialog';

export interface AppShellProps {
  /** community (service flag 1) or members (service flag 2); sets data-variant on the root. */
  variant: Variant;
  /** Screen title for the header (from route metadata unless overridden). */
  title: ReactNode;
  /** Show the header (route metadata). */
  showHeader?: boolean;
  /** Back button handler; no handler, no back button. */
  onBack?: () => void;
  showBack?: boolean;
  /**
   * Hide the footer: the route metadata says so, or (profile spec §2) the route hides it in the
   * member-site layout and that layout is on. The caller works the rule out; the shell obeys.
   */
  hideFooter?: boolean;
  /**
   * Member-site layout: the header changes. The footer stays unless `hideFooter` says otherwise,
   * since only some screens hide it in this layout (profile spec §2).
   */
  memberSiteLayout?: boolean;
  /** System-error layout: the content area has no padding. */
  systemErrorLayout?: boolean;
  /** The persistent timeout dialog (the app's timeout flag; `mock=timeout` forces it open). */
  timeoutOpen: boolean;
  onTimeoutClose: () => void;
  /**
   * Application name for the page title ("screen title | app name"); no name, no title change.
   */
  appName?: string;
  /** Screen title for the page title when `title` is not plain text. */
  pageTitle?: string;
  /** The service's name shown above the title in the header (see Header). */
  serviceName?: ReactNode;
  /** Operating company named by the footer (the deployment's `operatingCompany`). */
  companyName: string;
  /** Routed content. */
  children: ReactNode;
}

/** Header + routed content + persistent timeout dialog + footer (profile spec "Application shell"). */
export function AppShell({
  variant,
  title,
  showHeader = true,
  onBack,
  showBack = true,
  hideFooter = false,
  memberSiteLayout = false,
  systemErrorLayout = false,
  timeoutOpen,
  onTimeoutClose,
  companyName,
  appName,
  pageTitle,
  serviceName,
  children,
}: AppShellProps) {
  usePageTitle(pageTitle ?? (typeof title === 'string' ? title : undefined), appName);
  const mainClass = systemErrorLayout ? 'mh-main mh-main--system-error' : 'mh-main';
  return (
    <div className="mh-shell" data-variant={variant}>
      <Header
        title={title}
        hidden={!showHeader}
        showBack={showBack}
        memberSite={memberSiteLayout}
        serviceName={serviceName}
        {...(onBack ? { onBack } : {})}
      />
      <main className={mainClass}>{children}</main>
      <TimeoutDialog open={timeoutOpen} onClose={onTimeoutClose} />
      <Footer hidden={hideFooter} companyName={companyName} />
    </div>
  );
}
