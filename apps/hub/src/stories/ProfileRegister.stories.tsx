import { type Meta, type StoryObj } from '@storybook/react-vite';

import { ProfileRegisterKey } from '../flows/shared/profile-register';
import { RoutePath } from '../route-paths';
import { HubScreen } from './replay-services';

/** 008 profile registration: the form, its confirmation, the avatar picker and the completion. */
const meta = {
  title: 'Screens/Hub/ProfileRegister',
  component: HubScreen,
  args: { path: RoutePath.registerProfile, client: { profile: 'input' } },
} satisfies Meta<typeof HubScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the form keeps while the member fills it in (a validated draft opens the confirmation). */
const draft = {
  thumbnail: 'icon3',
  nickname: 'さくら',
  interests: [],
  travelFrequency: 0,
  habitSupplement: 0,
  assetManagement: 0,
  birthday: '1950-02-03',
  birthdayDisplay: 1,
  prefecture: 13,
  city: '渋谷区',
  sex: 2,
  introduction: '散歩と俳句が好きです。',
  socialSkills: [],
};
const confirmed = {
  [ProfileRegisterKey.draft]: JSON.stringify(draft),
  [ProfileRegisterKey.stopReload]: 'true',
};

export const ProfileCommunity: Story = {};
export const ProfileMembers: Story = { args: { members: true } };
export const Confirm: Story = { args: { path: RoutePath.registerProfileConfirm, stored: confirmed } };
export const ConfirmMembers: Story = {
  args: { path: RoutePath.registerProfileConfirm, stored: confirmed, members: true },
};
export const Avatar: Story = { args: { path: RoutePath.registerAvatar } };
export const Complete: Story = { args: { path: RoutePath.registerComplete, scenario: { getMe: 'member' } } };
export const CompleteMembers: Story = {
  args: { path: RoutePath.registerComplete, scenario: { getMe: 'member' }, members: true },
};
