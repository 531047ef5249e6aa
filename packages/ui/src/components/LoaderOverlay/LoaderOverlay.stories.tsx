import { SAVE_LOADER_DELAY_MS } from '@member-hub/enums';
import { type Meta, type StoryObj } from '@storybook/react-vite';
import { LoaderOverlay } from '.';

const meta = {
  title: 'Shell/LoaderOverlay',
  component: LoaderOverlay,
  args: { active: true, delayMs: 0 },
} satisfies Meta<typeof LoaderOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const DefaultMembers: Story = { globals: { variant: 'members' } };
/** Appears after the registration save threshold (1.4 s). */
export const AfterSaveDelay: Story = { args: { delayMs: SAVE_LOADER_DELAY_MS }, tags: ['delayed'] };
export const AuthCheck: Story = {
  args: { heading: '認証確認', message: '読み込み中です。しばらくお待ちください。' },
};
/** The larger heading and message of a page's first paint (the profile app's prerendered /profileEdit). */
export const Large: Story = {
  args: { heading: '読み込み中', message: 'しばらくお待ちください。', large: true },
};
/**
 * A message longer than a short screen: at 200 % zoom (180 × 370 CSS px) the overlay scrolls, and
 * then it is a named region the keyboard can reach and scroll.
 */
export const LongMessage: Story = {
  args: {
    heading: 'はじめてのご利用の準備をしています',
    message:
      'はじめてのときは、少し時間がかかります。画面を閉じずに、このままお待ちください。準備ができると、自動で次の画面に進みます。',
  },
};
