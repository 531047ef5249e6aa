import { KANTAN_DEBOUNCE_MS } from '@member-hub/enums';
import { type Meta, type StoryObj } from '@storybook/react-vite';
import { Button } from '.';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'この内容で登録する', variant: 'primary' },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--mh-space-3)', display: 'grid', gap: 'var(--mh-space-3)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: '前のページへ戻って修正する' } };
export const Kantan: Story = { args: { debounceMs: KANTAN_DEBOUNCE_MS, children: 'ログイン' } };
export const Disabled: Story = { args: { disabled: true } };
export const PairMembers: Story = {
  globals: { variant: 'members' },
  render: () => (
    <>
      <Button>この内容で登録する</Button>
      <Button variant="secondary">前のページへ戻って修正する</Button>
    </>
  ),
};
export const PairCommunity: Story = {
  globals: { variant: 'community' },
  render: PairMembers.render,
};
