import { render, type RenderOptions } from '@testing-library/react';
import { type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from './i18n';
import { type Language } from './i18n/types';

/** Render inside a fresh i18n instance (Japanese unless told). */
export function renderWithI18n(
  ui: ReactElement,
  { lng = 'ja', ...options }: RenderOptions & { lng?: Language } = {},
) {
  const i18n = createI18n({ lng });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>, options);
}

/**
 * Makes jsdom's showModal() behave as a browser's on a small or zoomed screen: it focuses the
 * dialog's first button and, the dialog being taller than the screen, scrolls the dialog to that
 * button at its bottom (scrollTop 400). Call in a test; undo with the returned function.
 */
export function showModalAsOnASmallScreen(): () => void {
  const original = HTMLDialogElement.prototype.showModal;
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    original.call(this);
    let scrollTop = 0;
    Object.defineProperty(this, 'scrollTop', {
      configurable: true,
      get: () => scrollTop,
      set: (value: number) => {
        scrollTop = value;
      },
    });
    this.querySelector('button')?.focus();
    this.scrollTop = 400;
  };
  return () => {
    HTMLDialogElement.prototype.showModal = original;
  };
}
