import { KANTAN_SID } from '@member-hub/enums';
import { type Meta, type StoryObj } from '@storybook/react-vite';

import { RoutePath } from '../route-paths';
import { HubScreen } from './replay-services';

/**
 * The carrier account (d-account), the older community service (migration, kantan) and payout.
 */
const meta = {
  title: 'Screens/Hub/Services',
  component: HubScreen,
  args: { path: RoutePath.daccountIncorrect, signedIn: false },
} satisfies Meta<typeof HubScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DaccountIncorrect: Story = {};
// The kantan screens open for an entry from the older service's phone apps only. Registration
// runs its step at once; the older service's answers are not recorded, so it shows its failure.
const kantanClient = { sid: KANTAN_SID };
export const KantanRegisterFailed: Story = {
  args: { path: RoutePath.kantanRegister, client: kantanClient },
};
export const KantanAuthRegisterFailed: Story = {
  args: { path: RoutePath.kantanAuthRegister, client: kantanClient },
};
export const KantanLogin: Story = { args: { path: RoutePath.kantanLogin, client: kantanClient } };
export const MigrationRegisterError: Story = { args: { path: RoutePath.migrationRegisterError } };
export const MigrationRegisterIncorrect: Story = { args: { path: RoutePath.migrationRegisterIncorrect } };
export const MigrationRegisterExpired: Story = { args: { path: RoutePath.migrationRegisterTimeout } };
export const MigrationLoginUnavailable: Story = { args: { path: RoutePath.migrationLoginUnavailable } };
// The payout completion is a loading step: its view while the step runs.
export const PayoutCompleteLoading: Story = { args: { path: RoutePath.payoutComplete, members: true } };
