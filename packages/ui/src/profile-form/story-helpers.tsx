import { type Decorator } from '@storybook/react-vite';
import { type NicknameAvailabilityCheck } from './useNicknameAvailability';

/** Stories of single fields sit in a padded main landmark, as on a page. */
export const onPage: Decorator = (Story) => (
  <main style={{ padding: 'var(--mh-space-3)', maxWidth: 'var(--mh-content-max-width)' }}>
    <Story />
  </main>
);

/** A fake availability check for stories: names in `taken` are used, others are free. */
export function fakeNicknameCheck(taken: readonly string[] = ['たろう']): NicknameAvailabilityCheck {
  return (nickname) => new Promise((resolve) => setTimeout(() => resolve(!taken.includes(nickname)), 300));
}
