import { type MeResponse } from '@member-hub/api-client';
import { recordedAnswer } from '@member-hub/api-client/testing';
import { type Meta, type StoryObj } from '@storybook/react-vite';

import { formValuesOf, ProfileEditKey } from '../flows/profile-edit/profile-edit';
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
// The 「指紋や顔でログイン」 section with two passkeys (one used to sign in, one not yet).
export const WithPasskeys: Story = { args: { scenario: { getMe: 'member', listPasskeys: 'two' } } };
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

// A nickname another member took between the live check and the save: back at the field.
export const NicknameTakenAtSave: Story = { args: { state: { nicknameTaken: true } } };

const recordedMember = recordedAnswer('getMe', 'member') as unknown as MeResponse;
const draftWith = (birthday: string) => ({
  [ProfileEditKey.draft]: JSON.stringify({
    uid: recordedMember.uid,
    values: { ...formValuesOf(recordedMember), birthday },
  }),
  [ProfileEditKey.stopReload]: 'true',
});
// The confirmation of a changed birthday: the year with its era, and the changes left after it.
export const ConfirmBirthdayChange: Story = {
  args: { path: RoutePath.profileEditConfirm, stored: draftWith('1950-02-04') },
};
