import { type Meta, type StoryObj } from '@storybook/react-vite';
import { LinkageErrorBanner } from './LinkageErrorBanner';
import { onPage } from './story-helpers';

const meta = {
  title: 'Profile form/LinkageErrorBanner',
  component: LinkageErrorBanner,
  args: { provider: 'google' },
  decorators: [onPage],
} satisfies Meta<typeof LinkageErrorBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** error=google on the community profile edit. */
export const GoogleCommunity: Story = { globals: { variant: 'community' } };
/** error=docomo on the community profile edit. */
export const DocomoCommunity: Story = { args: { provider: 'docomo' }, globals: { variant: 'community' } };
/** error=docomo on the membership profile edit. */
export const DocomoMembers: Story = { args: { provider: 'docomo' }, globals: { variant: 'members' } };
