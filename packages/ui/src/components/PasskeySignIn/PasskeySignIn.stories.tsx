import { type Meta, type StoryObj } from '@storybook/react-vite';

import { PasskeySignIn } from '.';

const meta = {
  title: 'Hub/PasskeySignIn',
  component: PasskeySignIn,
  args: {
    state: 'idle',
    buttonLabel: '指紋や顔でログイン',
    explanation: 'スマートフォンのロックを解除するときと同じように、指紋や顔でログインできます。',
    message: '指紋や顔でのログインを中止しました。もう一度お試しいただくか、メールでログインしてください。',
    mailLinkLabel: 'メールでログインする',
    onStart: () => {},
    onMailLink: () => {},
  },
  render: (args) => (
    <main style={{ padding: 'var(--mh-space-3)', maxWidth: 360 }}>
      <PasskeySignIn {...args} />
    </main>
  ),
} satisfies Meta<typeof PasskeySignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The large button at /login. */
export const Idle: Story = {};
/** The phone's prompt is open. */
export const Busy: Story = { args: { state: 'busy' } };
/** The member stopped the prompt: said plainly, the mail link one tap away. */
export const Cancelled: Story = { args: { state: 'cancelled' } };
/** This phone's passkey was not accepted (removed, another phone). */
export const Failed: Story = {
  args: {
    state: 'failed',
    message: 'この端末の指紋や顔では、ログインできませんでした。メールでログインしてください。',
  },
};
