import { type Meta, type StoryObj } from '@storybook/react-vite';
import { Footer } from '.';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: { year: 2026 },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Company name is a placeholder (合同会社〇〇): the spec hides it. */
export const Community: Story = {};
export const Members: Story = { globals: { variant: 'members' } };
