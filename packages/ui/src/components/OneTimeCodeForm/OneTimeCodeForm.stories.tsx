import { type Meta, type StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { OneTimeCodeForm } from '.';

const meta = {
  title: 'Forms/OneTimeCodeForm',
  component: OneTimeCodeForm,
  args: {
    length: 6,
    onSubmit: fn(),
    copy: {
      label: 'メールに書かれた6けたの数字',
      hint: 'メールのボタンが使えないときは、メールに書かれた6けたの数字を入れてください。',
      submit: 'この数字でログインする',
      format: '6けたの数字を入れてください。',
    },
  },
  render: (args) => (
    <main style={{ padding: 'var(--mh-space-3)' }}>
      <OneTimeCodeForm {...args} />
    </main>
  ),
} satisfies Meta<typeof OneTimeCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WrongCode: Story = {
  args: { message: '数字がちがいます。メールの数字をもう一度お確かめください。' },
};
export const Busy: Story = { args: { busy: true } };
export const Members: Story = { globals: { variant: 'members' } };
