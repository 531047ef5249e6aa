import { type ReactNode, useId } from 'react';

export interface ProviderLinkagePanelProps {
  /** The view's heading (e.g. Googleアカウントの連携, …の連携が完了しました). */
  heading: ReactNode;
  /** The explanation or the view's message. */
  children?: ReactNode;
  /** The linkage state as label and value (連携状態 / 連携済み); omitted on the result views. */
  status?: { label: ReactNode; value: ReactNode; linked: boolean } | undefined;
  /** A note under the actions (e.g. why the button is disabled). */
  note?: ReactNode;
  /** The buttons, primary first. */
  actions: ReactNode;
}

/**
 * One view of the provider-linkage screens (profile spec §2 "Provider linkage"): a heading, the
 * explanation, the state, the buttons and a note. Presentational: copy comes from the app.
 */
export function ProviderLinkagePanel({
  heading,
  children,
  status,
  note,
  actions,
}: ProviderLinkagePanelProps) {
  const headingId = useId();
  return (
    <section className="mh-linkage" aria-labelledby={headingId}>
      <h2 id={headingId} className="mh-linkage__heading">
        {heading}
      </h2>
      {children ? <div className="mh-linkage__body">{children}</div> : null}
      {status ? (
        <dl className="mh-linkage__status">
          <dt>{status.label}</dt>
          <dd data-linked={status.linked ? 'true' : 'false'}>{status.value}</dd>
        </dl>
      ) : null}
      <div className="mh-linkage__actions">{actions}</div>
      {note ? <p className="mh-linkage__note">{note}</p> : null}
    </section>
  );
}
