import { type ReactNode } from 'react';

export interface NoticePanelProps {
  /** The notice's heading (an h2: the page title is the shell's h1). */
  heading: ReactNode;
  /** The message, in plain words. */
  children: ReactNode;
  /** `alert` announces the notice at once (errors); `status` politely (default). */
  tone?: 'status' | 'alert';
  /** The way on: buttons or links, full width. */
  actions?: ReactNode;
}

/**
 * A one-task notice screen: a heading, a short message and the way on (the migration's incorrect
 * access, error, temporary outage and expired-link pages; the kantan registration failure).
 */
export function NoticePanel({ heading, children, tone = 'status', actions }: NoticePanelProps) {
  return (
    <section
      className={`mh-notice mh-notice--${tone}`}
      role={tone}
      aria-live={tone === 'alert' ? 'assertive' : 'polite'}
    >
      <h2 className="mh-notice__heading">{heading}</h2>
      <div className="mh-notice__body">{children}</div>
      {actions ? <div className="mh-notice__actions">{actions}</div> : null}
    </section>
  );
}
