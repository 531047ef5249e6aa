import { type Meta, type StoryObj } from '@storybook/react-vite';

import { KantanLoginForm } from '.';

const meta = {
  title: 'Legacy/KantanLoginForm',
  component: KantanLoginForm,
  args: {
    copy: {
      registrationNumber: '登録番号',
      registrationNumberHint: '半角数字で入力してください。',
      password: 'パスワード',
      passwordHint: '半角英数記号で入力してください。',
      submit: 'ログイン',
    },
    onSubmit: () => {},
  },
  render: (args) => (
    <main style={{ padding: 'var(--mh-space-3)' }}>
      <h1>登録番号でログイン</h1>
      <KantanLoginForm {...args} />
    </main>
  ),
} satisfies Meta<typeof KantanLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Result 4 of POST kantanAuth (hub §8). */
export const BadCredentials: Story = {
  args: { message: 'ログイン出来ませんでした。登録番号とパスワードをご確認ください。' },
};
/** 429 kantan.too_many_attempts: how long to wait. */
export const LockedOut: Story = {
  args: {
    message:
      'ログインに続けて失敗したため、この登録番号でのログインを一時的に停止しています。30分ほど時間をおいてから、もう一度お試しください。',
  },
};
export const Busy: Story = { args: { busy: true } };
