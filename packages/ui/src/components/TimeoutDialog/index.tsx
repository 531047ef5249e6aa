import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

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
 * on close the previous title is restored.
 */
export function TimeoutDialog({ open, onClose, title, message, closeLabel }: TimeoutDialogProps) {
  const { t } = useTranslation('shell');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();
  const dialogTitle = title ?? t('timeout.title');
  const onCloseRef = useRef(onClose);
  // What the caller wants; a 'close' event while the caller already has open=false is ours.
  const wantedOpenRef = useRef(open);

  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    wantedOpenRef.current = open;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const previousTitle = document.title;
    document.title = dialogTitle;
    return () => {
      document.title = previousTitle;
    };
  }, [open, dialogTitle]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    // Fired by dialog.close() and by Escape; only tell the caller when it still thinks we are open.
    const handleClose = () => {
      if (wantedOpenRef.current) onCloseRef.current();
    };
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, []);

  return (
    <dialog
      ref={ref}
      className="mh-dialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      aria-modal="true"
    >
      <h2 id={titleId} className="mh-dialog__title">
        {dialogTitle}
      </h2>
      <p id={messageId} className="mh-dialog__message">
        {message ?? t('timeout.message')}
      </p>
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
