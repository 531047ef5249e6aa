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
