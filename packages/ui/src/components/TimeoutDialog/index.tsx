import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { useModalDialog } from '../../hooks/useModalDialog';

export interface TimeoutDialogProps {
  open: boolean;
  /** Called when the user closes the dialog (閉じる or Escape). The caller clears its flag. */
  onClose: () => void;
  /** Title, also the page title while open; default タイムアウトエラー. */
  title?: string;
  /** Default 通信がタイムアウトしました。もう一度やり直してみてください。 */
  message?: ReactNode;
  /** Default 閉じる. */
  closeLabel?: ReactNode;
}

/**
 * The spec's blocking timeout dialog (profile §8): a native modal <dialog> (focus stays inside,
 * the page behind is inert), max width 500 px. While open the page title is the dialog title;
 * on close the previous title is restored. It opens at its top with the focus on its title, so that
 * on a small or zoomed screen the member reads it from its first word; the button comes next.
 */
export function TimeoutDialog({ open, onClose, title, message, closeLabel }: TimeoutDialogProps) {
  const { t } = useTranslation('shell');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const ref = useModalDialog(open, onClose, titleRef);
  const titleId = useId();
  const messageId = useId();
  const dialogTitle = title ?? t('timeout.title');

  useEffect(() => {
    if (!open) return undefined;
    const previousTitle = document.title;
    document.title = dialogTitle;
    return () => {
      document.title = previousTitle;
    };
  }, [open, dialogTitle]);

  return (
    <dialog
      ref={ref}
      className="mh-dialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      aria-modal="true"
    >
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className="mh-dialog__title">
        {dialogTitle}
      </h2>
      <p id={messageId} className="mh-dialog__message">
        {message ?? t('timeout.message')}
      </p>
      <p className="mh-dialog__hint">{t('timeout.afterClose')}</p>
      <div className="mh-dialog__actions">
        <button
          type="button"
          className="mh-button mh-button--primary mh-button--block"
          onClick={() => ref.current?.close()}
        >
          {closeLabel ?? t('timeout.close')}
        </button>
      </div>
    </dialog>
  );
}
