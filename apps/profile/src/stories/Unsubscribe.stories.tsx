import { type Meta, type StoryObj } from '@storybook/react-vite';

import { UNSUBSCRIBE_COMPLETE_KEY } from '../flows/unsubscribe/unsubscribe';
import { RoutePath } from '../route-paths';
import { ProfileScreen } from './replay-services';

/** 012 leaving the service, 014 its completion, and the paid-service refusal. */
const meta = {
  title: 'Screens/Profile/012_unsubscribe',
  component: ProfileScreen,
  args: { path: RoutePath.unsubscribe, scenario: { getMe: 'member' } },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {};
export const ConfirmMembers: Story = { args: { members: true } };
export const ConfirmLocked: Story = { args: { scenario: { getMe: 'locked-both' } } };
export const ConfirmDaccountLinked: Story = { args: { scenario: { getMe: 'daccount-linked' } } };
export const Complete: Story = {
  args: { path: RoutePath.unsubscribeComplete, stored: { [UNSUBSCRIBE_COMPLETE_KEY]: 'true' } },
};
export const PaymentError: Story = { args: { path: RoutePath.unsubscribePaymentError } };
