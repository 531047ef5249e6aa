import { type Meta, type StoryObj } from '@storybook/react-vite';

import { RoutePath } from '../route-paths';
import { ProfileScreen } from './replay-services';

/** 028 ProfileEdit in each recorded state of the signed-in member. */
const meta = {
  title: 'Screens/Profile/028_ProfileEdit',
  component: ProfileScreen,
  args: { path: RoutePath.profileEdit, scenario: { getMe: 'member' } },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {};
export const FirstEdit: Story = { args: { scenario: { getMe: 'first-edit' } } };
export const Minor: Story = { args: { scenario: { getMe: 'minor' } } };
export const LockedCommunity: Story = { args: { scenario: { getMe: 'locked-community' } } };
export const DaccountLinked: Story = { args: { scenario: { getMe: 'daccount-linked' } } };
// Bonus points exist in the membership service only.
export const PointsGotMembers: Story = {
  args: {
    members: true,
    scenario: { getMe: 'points-got', getPointHistory: 'got', getShopInfo: 'found' },
  },
};
export const PointsNotGotMembers: Story = {
  args: {
    members: true,
    scenario: { getMe: 'member', getPointHistory: 'not-got', getShopInfo: 'found' },
  },
};
