import { type Meta, type StoryObj } from '@storybook/react-vite';

import { RoutePath } from '../route-paths';
import { ProfileScreen } from './replay-services';

/** 020 provider linkage (Google, d-account) in each recorded state of the member. */
const meta = {
  title: 'Screens/Profile/020_providerLinkage',
  component: ProfileScreen,
  args: { path: RoutePath.providerLinkage, scenario: { getMe: 'member' } },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingLinked: Story = {};
export const DaccountLinked: Story = { args: { scenario: { getMe: 'daccount-linked' } } };
export const NothingLinkedMembers: Story = { args: { members: true } };
export const DaccountLinkedMembers: Story = {
  args: { members: true, scenario: { getMe: 'daccount-linked' } },
};
export const AuthRegisterLinkage: Story = { args: { path: RoutePath.authRegisterProviderLinkage } };
