import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { useModalDialog } from '../../hooks/useModalDialog';

export interface MessageDialogProps {
  open: boolean;
  /** The message the specs give to an alert (the whole text, shown large). */
  message: ReactNode;
  /** What to do next, under the message (e.g. how long to wait). */
  hint?: ReactNode;
  /** A heading; without one the message names the dialog. */
  title?: string;
  /** Default 閉じる. */
  closeLabel?: ReactNode;
  /** Called once when the member closes it (the button or Escape). */
  onClose: () => void;
}

/**
 * The in-page replacement of the browser's `alert()` (issue "no native alert"): a native modal
 * <dialog> with role alertdialog, so that screen readers announce it, no browser can suppress it,
 * it never shows the site's bare host name, and it is as large as the rest of the page. Closing it
 * (one large button, or Escape) hands control back to the caller, like `alert()` returning.
 * It opens at its top with the focus on what names it (the title, else the message), so that on a
 * small or zoomed screen the member reads it from its first word; the button comes next.
 */
export function MessageDialog({ open, message, hint, title, closeLabel, onClose }: MessageDialogProps) {
  const { t } = useTranslation('shell');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  // It opens at what names it: the title when there is one, else the message.
  const ref = useModalDialog(open, onClose, title ? titleRef : messageRef);
  const titleId = useId();
  const messageId = useId();

  return (
    <dialog
      ref={ref}
      className="mh-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={title ? titleId : messageId}
      {...(title ? { 'aria-describedby': messageId } : {})}
    >
      {title ? (
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className="mh-dialog__title">
          {title}
        </h2>
      ) : null}
      <p id={messageId} ref={messageRef} {...(title ? {} : { tabIndex: -1 })} className="mh-dialog__message">
        {message}
      </p>
      {hint ? <p className="mh-dialog__hint">{hint}</p> : null}
      <div className="mh-dialog__actions">
        <button
          type="button"
          className="mh-button mh-button--primary mh-button--block"
          onClick={() => ref.current?.close()}
        >
          {closeLabel ?? t('message.close')}
        </button>
      </div>
    </dialog>
  );
}
