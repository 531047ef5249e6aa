import { type Meta, type StoryObj } from '@storybook/react-vite';

import { LinkageErrorDialog } from '.';

const meta = {
  title: 'Shell/LinkageErrorDialog',
  component: LinkageErrorDialog,
  args: { open: true, variant: 'community', onBack: () => {} },
  render: (args) => (
    <main style={{ padding: 'var(--mh-space-3)' }}>
      <h1>外部連携</h1>
      <LinkageErrorDialog {...args} />
    </main>
  ),
} satisfies Meta<typeof LinkageErrorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Community: Story = {};
export const Members: Story = { args: { variant: 'members' }, globals: { variant: 'members' } };
/** Game registration's external-linkage error state (hub §8): the apology and the spec's sign-in text. */
export const GameRegistrationSignInFailed: Story = {
  args: {
    message: (
      <>
        ご迷惑をおかけしております。しばらく時間をおいてからのアクセスをお願いします。
        <br />
        <span lang="en">sign-in with custom token failed</span>
      </>
    ),
  },
};
