import { KANTAN_SID } from '@member-hub/enums';
import { type Meta, type StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';

import { DaccountProfileStep } from '../flows/daccount/pages/DaccountAuth/DaccountProfileStep';
import { DaccountKey } from '../flows/daccount/keys';
import { KantanRegisterUnusable } from '../flows/kantan/pages/KantanRegister';
import { firstDataUpdate } from '../flows/shared/first-data-update';
import { FirstDataUpdateLoader } from '../flows/shared/FirstDataUpdateLoader';
import { RoutePath } from '../route-paths';
import { HubPart, HubScreen } from './replay-services';

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
// 006c after a d-account login whose carrier account has no member: registration with it.
export const DaccountNotRegistered: Story = {
  args: {
    path: RoutePath.daccountAuthError,
    stored: { [DaccountKey.registerOffer]: JSON.stringify({ state: 'StoryState1', search: '' }) },
  },
};
// 006c otherwise (a locked service): the login error.
export const DaccountNotConnected: Story = { args: { path: RoutePath.daccountAuthError } };
// A new carrier member choosing her profile: the carrier's nickname is filled in.
export const DaccountProfileWithCarrierNickname: Story = {
  render: () => (
    <HubPart client={{ profile: 'input' }} stored={{ [DaccountKey.carrierNickname]: 'まつ' }}>
      <DaccountProfileStep />
    </HubPart>
  ),
};
// The kantan screens open for an entry from the older service's phone apps only. Registration
// runs its step at once; the older service's answers are not recorded, so it shows its failure.
const kantanClient = { sid: KANTAN_SID };
export const KantanRegisterFailed: Story = {
  args: { path: RoutePath.kantanRegister, client: kantanClient },
};
export const KantanAuthRegisterFailed: Story = {
  args: { path: RoutePath.kantanAuthRegister, client: kantanClient },
};
// A stopped number (the older service's refusal is not recorded): the screen part itself.
export const KantanRegisterStopped: Story = {
  render: () => (
    <HubPart client={kantanClient}>
      <KantanRegisterUnusable />
    </HubPart>
  ),
};
/** The flow's first sync of a new member from the older service is under way (the flag up). */
function FirstDataUpdateRunning() {
  useEffect(() => {
    firstDataUpdate.set(true);
    return () => firstDataUpdate.set(false);
  }, []);
  return <FirstDataUpdateLoader heading="登録しています" message="しばらくお待ちください。" />;
}
// Kantan register (or migration register) of a person with no member record yet: the loader's
// 'first data update' variant (hub spec §2, §9; 0037).
export const KantanRegisterFirstDataUpdate: Story = {
  render: () => (
    <HubPart client={kantanClient}>
      <FirstDataUpdateRunning />
    </HubPart>
  ),
};
export const KantanLogin: Story = { args: { path: RoutePath.kantanLogin, client: kantanClient } };
export const MigrationRegisterError: Story = { args: { path: RoutePath.migrationRegisterError } };
export const MigrationRegisterIncorrect: Story = { args: { path: RoutePath.migrationRegisterIncorrect } };
export const MigrationRegisterExpired: Story = { args: { path: RoutePath.migrationRegisterTimeout } };
export const MigrationLoginUnavailable: Story = { args: { path: RoutePath.migrationLoginUnavailable } };
// The payout completion is a loading step: its view while the step runs.
export const PayoutCompleteLoading: Story = { args: { path: RoutePath.payoutComplete, members: true } };
