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
