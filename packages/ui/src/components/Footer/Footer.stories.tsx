import { type Meta, type StoryObj } from '@storybook/react-vite';
import { Footer } from '.';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  // An example name: each app passes its deployment's operating company.
  args: { year: 2026, companyName: '合同会社サンプル' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Community: Story = {};
export const Members: Story = { globals: { variant: 'members' } };
