import { type Meta, type StoryObj } from '@storybook/react-vite';

import { PasskeyList, type PasskeyListLabels } from '.';

const labels: PasskeyListLabels = {
  explanation: 'スマートフォンのロックを解除するときと同じように、指紋や顔でログインできます。',
  empty: '登録している端末はありません。',
  added: (date) => `追加した日：${date}`,
  lastUsed: (date) => `最後に使った日：${date}`,
  neverUsed: 'まだ使っていません',
  remove: '削除',
  confirmRemove: (name) =>
    `「${name}」を削除しますか。削除すると、この端末の指紋や顔ではログインできなくなります。`,
  confirmYes: '削除する',
  confirmNo: 'やめる',
  add: 'この端末を追加する',
};

const meta = {
  title: 'Profile/PasskeyList',
  component: PasskeyList,
  args: {
    labels,
    formatDate: (iso: string) => new Date(iso).toLocaleDateString('ja-JP', { dateStyle: 'long' }),
    passkeys: [
      {
        passkeyId: 'a',
        deviceName: 'Android スマートフォン',
        createdAt: '2026-11-01T09:00:00Z',
        lastUsedAt: '2026-11-27T08:00:00Z',
      },
      { passkeyId: 'b', deviceName: 'iPhone', createdAt: '2026-11-20T09:00:00Z' },
    ],
    onRemove: () => {},
    onAdd: () => {},
  },
  render: (args) => (
    <main style={{ padding: 'var(--mh-space-3)', maxWidth: 360 }}>
      <PasskeyList {...args} />
    </main>
  ),
} satisfies Meta<typeof PasskeyList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two phones: device name, date added, last used; 削除 on each, 追加 below. */
export const TwoPasskeys: Story = {};
/** None yet. */
export const Empty: Story = { args: { passkeys: [] } };
/** A browser that cannot make a passkey: the list, without 追加. */
export const CannotAdd: Story = { args: { onAdd: undefined } };
