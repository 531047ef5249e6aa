import { type Meta, type StoryObj } from '@storybook/react-vite';

import { RoutePath } from '../route-paths';
import { ProfileScreen } from './replay-services';

/** The kantan password change, the avatar picker, the mail-verified page and the error page. */
const meta = {
  title: 'Screens/Profile/Other',
  component: ProfileScreen,
  args: { path: `${RoutePath.kantanPwdEdit}?rakuUid=10000003`, scenario: { getMe: 'member' } },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KantanPwdEdit: Story = {};
export const KantanPwdEditMembers: Story = { args: { members: true } };
export const Avatar: Story = { args: { path: RoutePath.avatar } };
export const MailVerified: Story = { args: { path: RoutePath.mailVerified } };
export const GenericError: Story = { args: { path: RoutePath.error } };
