import { type Meta, type StoryObj } from '@storybook/react-vite';

import { Button } from '../Button';
import { ProviderLinkagePanel } from '.';

const meta = {
  title: 'Profile/ProviderLinkagePanel',
  component: ProviderLinkagePanel,
  args: {
    heading: 'Googleアカウントの連携',
    children: <p>Googleアカウントを連携すると、次回からGoogleアカウントでログインできます。</p>,
    status: { label: '連携状態', value: '未連携', linked: false },
    actions: (
      <>
        <Button block>連携する</Button>
        <Button block variant="secondary">
          戻る
        </Button>
      </>
    ),
  },
  render: (args) => (
    <main style={{ padding: 'var(--mh-space-3)' }}>
      <ProviderLinkagePanel {...args} />
    </main>
  ),
} satisfies Meta<typeof ProviderLinkagePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotLinked: Story = {};

export const Linked: Story = {
  args: {
    status: { label: '連携状態', value: '連携済み', linked: true },
    actions: (
      <>
        <Button block>連携を解除する</Button>
        <Button block variant="secondary">
          戻る
        </Button>
      </>
    ),
  },
};

/** The carrier button is disabled for a member registered with the carrier account (uid DA-…). */
export const CarrierDisabled: Story = {
  args: {
    heading: 'dアカウントの連携',
    children: <p>dアカウントを連携すると、次回からdアカウントでログインできます。</p>,
    status: { label: '連携状態', value: '連携済み', linked: true },
    note: 'dアカウントで登録された会員は、dアカウントの連携を変更できません。',
    actions: (
      <>
        <Button block disabled>
          連携を解除する
        </Button>
        <Button block variant="secondary">
          戻る
        </Button>
      </>
    ),
  },
};

export const LinkComplete: Story = {
  args: {
    heading: 'Googleアカウントの連携が完了しました',
    children: <p>次回からGoogleアカウントでログインできます。</p>,
    status: undefined,
    actions: <Button block>戻る</Button>,
  },
};

export const UnlinkConfirm: Story = {
  args: {
    heading: 'dアカウントの連携を解除しますか？',
    children: <p>解除すると、dアカウントではログインできなくなります。</p>,
    status: undefined,
    actions: (
      <>
        <Button block>解除する</Button>
        <Button block variant="secondary">
          キャンセル
        </Button>
      </>
    ),
  },
};
