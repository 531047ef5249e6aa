import { type Meta, type StoryObj } from '@storybook/react-vite';

import { PasswordChangeForm } from '.';

const meta = {
  title: 'Legacy/PasswordChangeForm',
  component: PasswordChangeForm,
  args: {
    copy: {
      currentPassword: '現在のパスワード',
      newPassword: '新しいパスワード',
      newPasswordHint: '6文字以上24文字以下の半角英数記号で、英字と数字を1文字以上含めてください。',
      confirmPassword: '新しいパスワード（確認）',
      submit: '変更する',
      back: '戻る',
    },
    onSubmit: () => {},
    onBack: () => {},
  },
  render: (args) => (
    <main style={{ padding: 'var(--mh-space-3)' }}>
      <h1>パスワードの変更</h1>
      <PasswordChangeForm {...args} />
    </main>
  ),
} satisfies Meta<typeof PasswordChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Result 4 of the password change (hub §8). */
export const WrongCurrentPassword: Story = {
  args: { message: { tone: 'error', text: '現在のパスワードが違います。再度入力してください。' } },
};
export const Changed: Story = {
  args: { message: { tone: 'success', text: 'パスワードを変更しました。' } },
};
