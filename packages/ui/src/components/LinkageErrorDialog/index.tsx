import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { openModalAtStart } from '../../hooks/useModalDialog';
import { type Variant } from '../../tokens';

export interface LinkageErrorDialogProps {
  open: boolean;
  /** community: 'らくらくコミュニティ ホームに戻る'; members: 'サービスに戻る'. */
  variant: Variant;
  /** The button: back to the referrer's home or the service (the caller leaves the page). */
  onBack: () => void;
  /** Default ご迷惑をおかけしております。しばらく時間をおいてからのアクセスをお願いします。 */
  message?: ReactNode;
  /** Overrides the variant's button label. */
  backLabel?: ReactNode;
}

/**
 * The external-linkage error dialog (hub spec §8 "D-account failure", profile spec §8): an apology
 * and one button back to home or the service. A native modal <dialog>; Escape does not close it,
 * because going back is the only way on. Reporting is the caller's (error policy
 * `reportLinkageFailure`, skipped when a timeout is flagged). It opens at its top with the focus on
 * the apology (which names it), so that on a small or zoomed screen the member reads it first.
 */
export function LinkageErrorDialog({ open, variant, onBack, message, backLabel }: LinkageErrorDialogProps) {
  const { t } = useTranslation('shell');
  const ref = useRef<HTMLDialogElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const messageId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) openModalAtStart(dialog, messageRef.current);
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const label =
    backLabel ?? (variant === 'community' ? t('linkageError.backCommunity') : t('linkageError.backService'));

  return (
    <dialog
      ref={ref}
      className="mh-dialog"
      aria-labelledby={messageId}
      aria-modal="true"
      onCancel={(event) => event.preventDefault()}
    >
      <p id={messageId} ref={messageRef} tabIndex={-1} className="mh-dialog__message">
        {message ?? t('linkageError.message')}
      </p>
      <div className="mh-dialog__actions">
        <button type="button" className="mh-button mh-button--primary mh-button--block" onClick={onBack}>
          {label}
        </button>
      </div>
    </dialog>
  );
}
