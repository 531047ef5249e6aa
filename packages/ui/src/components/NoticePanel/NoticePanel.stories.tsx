import { type Meta, type StoryObj } from '@storybook/react-vite';

import { Button } from '../Button';
import { NoticePanel } from '.';

const meta = {
  title: 'Legacy/NoticePanel',
  component: NoticePanel,
  args: {
    heading: 'ただいまご利用いただけません',
    children: <p>ご迷惑をおかけしております。しばらく時間をおいてから、もう一度お試しください。</p>,
    actions: <Button block>らくらくコミュニティアプリを起動する</Button>,
  },
  render: (args) => (
    <main style={{ padding: 'var(--mh-space-3)' }}>
      <h1>データの引き継ぎ</h1>
      <NoticePanel {...args} />
    </main>
  ),
} satisfies Meta<typeof NoticePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The temporary-outage page: the button launches the phone app. */
export const TemporaryOutage: Story = {};
/** The expired-link page (hub §2, §8 text). */
export const ExpiredLink: Story = {
  args: {
    heading: 'ページの有効期限が切れました',
    children: (
      <p>参照されたページは、発行から30分以内に登録画面にアクセスがなかったため、無効となりました。</p>
    ),
    actions: <Button block>OK</Button>,
  },
};
/** The migration error page, announced at once. */
export const Error: Story = {
  args: {
    tone: 'alert',
    heading: '画面の切り替えに失敗しました',
    children: <p>申し訳ございません。画面の切り替えに失敗しました。</p>,
    actions: <Button block>らくらくコミュニティ ホームに戻る</Button>,
  },
};
