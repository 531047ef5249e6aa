import { type Meta, type StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { NicknameField } from './NicknameField';
import { fakeNicknameCheck, onPage } from './story-helpers';
import { useNicknameAvailability } from './useNicknameAvailability';

const meta = {
  title: 'Profile form/NicknameField',
  component: NicknameField,
  decorators: [onPage],
  args: { value: '', onChange: () => {} },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <NicknameField {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof NicknameField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Checking: Story = { args: { value: 'はなこ', availability: 'checking' } };
export const Available: Story = { args: { value: 'はなこ', availability: 'available' } };
export const Taken: Story = { args: { value: 'たろう', availability: 'unavailable' } };
export const Required: Story = { args: { error: 'ニックネームは必ず入力してください。' } };
export const TooLong: Story = { args: { value: '𠮷'.repeat(21), error: '20文字以内にしてください' } };
/** Type to see the live check ('たろう' is taken). */
export const LiveCheck: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    const availability = useNicknameAvailability(value, fakeNicknameCheck());
    return <NicknameField {...args} value={value} onChange={setValue} availability={availability} />;
  },
};
