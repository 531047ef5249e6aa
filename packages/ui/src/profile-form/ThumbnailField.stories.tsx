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
/** Profile edit: the member's uploaded image (not a preset icon). */
export const Uploaded: Story = {
  args: {
    value: 'thumbnails/abc.png',
    imageUrl:
      'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" fill="%23b3d4a6"/><circle cx="80" cy="64" r="32" fill="%23336"/></svg>',
  },
};
