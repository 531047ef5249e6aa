import { type Meta, type StoryObj } from '@storybook/react-vite';

import { ALREADY_CHANGED_PATH, PENDING_EMAIL_KEY } from '../flows/change-email/change-email';
import { RoutePath } from '../route-paths';
import { ProfileScreen } from './replay-services';

/** 025 e-mail change: the new address, its confirmation, the mail sent, the completion, 027a. */
const meta = {
  title: 'Screens/Profile/025_changeEmail',
  component: ProfileScreen,
  args: { path: RoutePath.changeEmail, scenario: { getMe: 'member' } },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const newAddress = { email: 'new-address@example.com' };

export const Input: Story = {};
export const InputMembers: Story = { args: { members: true } };
export const InputLocked: Story = { args: { scenario: { getMe: 'locked-community' } } };
export const Confirm: Story = { args: { path: RoutePath.changeEmailConfirm, state: newAddress } };
export const Sent: Story = { args: { path: RoutePath.changeEmailSent, state: newAddress } };
export const Complete: Story = { args: { path: RoutePath.changeEmailComplete } };
// A second tap on the mail's button after the change was made: already done, with the address.
export const CompleteAlreadyDone: Story = {
  args: { path: ALREADY_CHANGED_PATH, state: newAddress },
};
export const ChangeEmailError: Story = {
  args: { path: RoutePath.changeEmailError, stored: { [PENDING_EMAIL_KEY]: newAddress.email } },
};
