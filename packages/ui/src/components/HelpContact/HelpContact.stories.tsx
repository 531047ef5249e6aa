import { type Meta, type StoryObj } from '@storybook/react-vite';
import { HelpContact } from '.';

const meta = {
  title: 'Shell/HelpContact',
  component: HelpContact,
  args: { phone: '0120-000-000', hours: '平日 9時〜17時', page: 'https://help.example.jp/contact' },
  render: (args) => (
    <main style={{ padding: 'var(--mh-space-3)' }}>
      <HelpContact {...args} />
    </main>
  ),
} satisfies Meta<typeof HelpContact>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Community: Story = {};
export const Members: Story = { globals: { variant: 'members' } };
