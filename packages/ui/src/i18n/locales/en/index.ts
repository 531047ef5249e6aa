import { type LocaleResources } from '../../types';

/** English, second language. Must have every key of the Japanese source (checked by tsc). */
export const en = {
  common: {
    back: 'Back',
    close: 'Close',
    loading: 'Loading. Please wait a moment.',
  },
  shell: {
    header: { back: 'Back' },
    footer: {
      operatorLabel: 'Operated by',
      companyName: '〇〇 LLC',
      copyright: '© {{year}} {{company}}',
    },
    loader: {
      heading: 'Loading',
      message: 'Loading. Please wait a moment.',
    },
    timeout: {
      title: 'Timeout error',
      message: 'The connection timed out. Please try again.',
      close: 'Close',
    },
    pageTitle: { fallback: '' },
  },
} as const satisfies LocaleResources;
