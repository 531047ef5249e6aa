import { type Meta, type StoryObj } from '@storybook/react-vite';

import { RoutePath } from '../route-paths';
import { HubScreen } from './replay-services';

/** Sign-in (hub spec §2 "Login"): the method choice, the mail sent and the ways forward. */
const meta = {
  title: 'Screens/Hub/Login',
  component: HubScreen,
  args: { path: RoutePath.login, signedIn: false },
} satisfies Meta<typeof HubScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const mailSent = { authMode: 'email', email: 'member@example.com' };

export const LoginCommunity: Story = {};
export const LoginMembers: Story = { args: { members: true } };
export const MailSent: Story = { args: { path: RoutePath.loginSendComplete, state: mailSent } };
export const MailNotArriving: Story = { args: { path: RoutePath.loginSendNotArriving, state: mailSent } };
export const BrowserChanged: Story = { args: { path: RoutePath.loginBrowserChanged } };
// Opened from the mail, the link unused: the address check leads.
export const BrowserChangedFromMail: Story = {
  args: { path: `${RoutePath.loginBrowserChanged}?referenceKey=story-key`, client: {} },
};
export const ProviderSignIn: Story = { args: { path: RoutePath.loginProvider } };
/** Ours: the passkey offer between a sign-in and the hand-back (a signed-in member). */
export const PasskeyOffer: Story = { args: { path: RoutePath.loginPasskeyOffer, signedIn: true } };
