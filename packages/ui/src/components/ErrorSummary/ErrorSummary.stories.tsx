import { type Meta, type StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorSummary } from '.';

const meta = {
  title: 'Components/ErrorSummary',
  component: ErrorSummary,
  args: {
    title: '入力内容を確認してください。',
    items: [
      {
        key: 'nickname',
        label: 'ニックネーム',
        message: 'ニックネームは必ず入力してください。',
        onSelect: fn(),
      },
      { key: 'prefecture', label: '都道府県', message: '選択してください。', onSelect: fn() },
      { key: 'sex', label: '性別', message: '選択してください。', onSelect: fn() },
    ],
  },
  render: (args) => (
    <main style={{ padding: 'var(--mh-space-3)' }}>
      <ErrorSummary {...args} />
    </main>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Community: Story = {};
export const Members: Story = { globals: { variant: 'members' } };
export const CommunityOneField: Story = {
  args: { items: [{ key: 'sex', label: '性別', message: '選択してください。', onSelect: fn() }] },
};
