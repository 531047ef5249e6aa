import { type Meta, type StoryObj } from '@storybook/react-vite';
import { AvatarPicker } from './AvatarPicker';
import { onPage } from './story-helpers';

const meta = {
  title: 'Profile form/AvatarPicker',
  component: AvatarPicker,
  decorators: [onPage],
  args: { onDecide: () => {}, onCancel: () => {} },
} satisfies Meta<typeof AvatarPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: starts on icon12 (the default). */
export const Default: Story = {};
/** Opened from a form whose icon is icon05. */
export const StartsOnChosen: Story = { args: { value: 'icon05' } };
