import { type Meta, type StoryObj } from '@storybook/react-vite';
import { onPage } from './story-helpers';
import { ThumbnailField } from './ThumbnailField';

const meta = {
  title: 'Profile form/ThumbnailField',
  component: ThumbnailField,
  decorators: [onPage],
  args: { onChoose: () => {} },
} satisfies Meta<typeof ThumbnailField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new member: the default icon12. */
export const Default: Story = {};
export const Chosen: Story = { args: { value: 'icon04' } };
