import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * The native modal <dialog> the shell's dialogs share: shown with showModal() while `open`, closed
 * otherwise; `onClose` hears a close the member made (button or Escape), never one the caller made
 * by setting `open` to false.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
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
    const dialog = ref.current;
    if (!dialog) return undefined;
    const handleClose = () => {
      if (!wantedOpenRef.current) return;
      wantedOpenRef.current = false;
      onCloseRef.current();
    };
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, []);

  return ref;
}
