import { type Meta, type StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Header } from '.';

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: { title: 'プロフィール登録', onBack: fn() },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBack: Story = {};
export const WithoutBack: Story = { args: { showBack: false } };
export const WithBackMembers: Story = { globals: { variant: 'members' } };
export const MemberSite: Story = { args: { memberSite: true, title: 'メールアドレス編集' } };
export const MemberSiteMembers: Story = { ...MemberSite, globals: { variant: 'members' } };
export const WithServiceName: Story = { args: { serviceName: 'らくらくコミュニティ', title: 'ログイン' } };
export const WithServiceNameMembers: Story = {
  args: { serviceName: '会員サービス', title: 'ログイン' },
  globals: { variant: 'members' },
};
