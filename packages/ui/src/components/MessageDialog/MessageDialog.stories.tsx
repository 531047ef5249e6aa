import { type Meta, type StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MessageDialog } from '.';
import { Button } from '../Button';

const meta = {
  title: 'Shell/MessageDialog',
  component: MessageDialog,
  args: {
    open: true,
    message: '処理に失敗しました。恐れ入りますがもう一度はじめからお試しください。',
    onClose: () => {},
  },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <main style={{ padding: 'var(--mh-space-3)' }}>
        <Button onClick={() => setOpen(true)} debounceMs={0}>
          ダイアログを開く
        </Button>
        <MessageDialog
          {...args}
          open={open}
          onClose={() => {
            setOpen(false);
            args.onClose();
          }}
        />
      </main>
    );
  },
} satisfies Meta<typeof MessageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const OpenMembers: Story = { globals: { variant: 'members' } };
export const WithWaitHint: Story = {
  args: {
    message:
      'メールはもう送りました。届くまで数分かかることがあります。迷惑メールのフォルダもご確認ください。',
    hint: '2分ほどたつと、もう一度送れます。',
  },
};
export const WithTitle: Story = {
  args: { title: 'ログインできませんでした', message: 'リンクが正しくありません。' },
};
