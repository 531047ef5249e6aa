import { type Decorator, type Preview } from '@storybook/react-vite';
import { type ReactNode, useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, type Language, VARIANTS, type Variant } from '../src';
import '../src/styles/index.css';

function StoryFrame({ lng, variant, children }: { lng: Language; variant: Variant; children: ReactNode }) {
  const i18n = useMemo(() => createI18n({ lng }), [lng]);
  useEffect(() => {
    document.documentElement.lang = lng;
    document.documentElement.dataset['variant'] = variant;
  }, [lng, variant]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** Wraps every story in an i18n instance and the chosen variant (toolbar: Variant, Language). */
const withVariantAndLanguage: Decorator = (Story, context) => (
  <StoryFrame
    lng={(context.globals['locale'] as Language | undefined) ?? 'ja'}
    variant={(context.globals['variant'] as Variant | undefined) ?? 'community'}
  >
    <Story />
  </StoryFrame>
);

const preview: Preview = {
  decorators: [withVariantAndLanguage],
  globalTypes: {
    variant: {
      description: 'Service variant',
      toolbar: {
        title: 'Variant',
        icon: 'paintbrush',
        items: VARIANTS.map((value) => ({
          value,
          title: value === 'community' ? 'community (1)' : 'members (2)',
        })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'ja', title: '日本語' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { variant: 'community', locale: 'ja' },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    viewport: { defaultViewport: 'mobile1' },
  },
};

export default preview;
