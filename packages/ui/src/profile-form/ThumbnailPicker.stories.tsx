import { type PresetIconId } from '@member-hub/enums';
import { type Meta, type StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { onPage } from './story-helpers';
import { ThumbnailPicker } from './ThumbnailPicker';

const meta = {
  title: 'Profile form/ThumbnailPicker',
  component: ThumbnailPicker,
  decorators: [onPage],
  args: { onChange: () => {} },
  render: function Render(args) {
    const [value, setValue] = useState<PresetIconId | undefined>(args.value);
    return <ThumbnailPicker {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof ThumbnailPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** icon12 is the default. */
export const Default: Story = {};
export const Chosen: Story = { args: { value: 'icon04' } };
