import { type Meta, type StoryObj } from '@storybook/react-vite';

import { RoutePath } from '../route-paths';
import { ProfileScreen } from './replay-services';

/** 031 membership profile edit with its points: the bonus got or not got yet. */
const meta = {
  title: 'Screens/Profile/031_MemberProfileEdit',
  component: ProfileScreen,
  args: {
    path: RoutePath.memberProfileEdit,
    members: true,
    scenario: { getMe: 'member', getPointHistory: 'not-got', getShopInfo: 'found' },
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PointsNotGot: Story = {};
export const PointsGot: Story = {
  args: { scenario: { getMe: 'points-got', getPointHistory: 'got', getShopInfo: 'found' } },
};
export const FirstEdit: Story = {
  args: { scenario: { getMe: 'first-edit', getPointHistory: 'not-got', getShopInfo: 'found' } },
};
export const Minor: Story = {
  args: { scenario: { getMe: 'minor', getPointHistory: 'not-got', getShopInfo: 'found' } },
};
