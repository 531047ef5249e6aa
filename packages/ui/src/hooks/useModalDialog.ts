import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Opens the modal `dialog` at its top: focus on `start` (the element that names the dialog, with
 * tabIndex -1) and the dialog scrolled to 0. showModal() alone focuses the first button; on a
 * small or zoomed screen (360 px at 200 %) the dialog is taller than the screen and opened
 * scrolled to its bottom, its title and first words hidden.
 */
export function openModalAtStart(dialog: HTMLDialogElement, start: HTMLElement | null): void {
  if (!dialog.open) dialog.showModal();
  start?.focus({ preventScroll: true });
  dialog.scrollTop = 0;
}

/**
 * The native modal <dialog> the shell's dialogs share: shown with showModal() while `open`, closed
 * otherwise; `onClose` hears a close the member made (button or Escape), never one the caller made
 * by setting `open` to false. With `start`, it opens at its top with the focus there
 * (`openModalAtStart`).
 */
export function useModalDialog(open: boolean, onClose: () => void, start?: RefObject<HTMLElement | null>) {
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
    if (open && !dialog.open) openModalAtStart(dialog, start?.current ?? null);
    if (!open && dialog.open) dialog.close();
    // `start` is a ref: its element is read when the dialog opens (not a dependency).
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
