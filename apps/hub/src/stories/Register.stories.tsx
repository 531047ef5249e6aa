import { type Meta, type StoryObj } from '@storybook/react-vite';

import { RoutePath } from '../route-paths';
import { HubScreen } from './replay-services';

/** Registration (hub spec §2 "Register"): the method choice, the mail steps and the terms. */
const meta = {
  title: 'Screens/Hub/Register',
  component: HubScreen,
  args: { path: RoutePath.register, signedIn: false },
} satisfies Meta<typeof HubScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const mailSent = { authMode: 'email', email: 'member@example.com' };

export const RegisterCommunity: Story = {};
// Signed in without a member record (a registration left before the profile; 0037): finish or start again.
export const RegisterUnfinished: Story = { args: { signedIn: true } };
export const AuthenRegisterMembers: Story = { args: { path: RoutePath.authenRegister, members: true } };
export const RegisterEmail: Story = { args: { path: RoutePath.registerEmail, signedIn: true } };
export const MailSent: Story = { args: { path: RoutePath.registerSendComplete, state: mailSent } };
export const EmailVerified: Story = { args: { path: RoutePath.registerEmailComplete, signedIn: true } };
export const BrowserChanged: Story = { args: { path: RoutePath.registerBrowserChanged } };
// Opened from the mail, the link unused: the address check leads.
export const BrowserChangedFromMail: Story = {
  args: { path: `${RoutePath.registerBrowserChanged}?referenceKey=story-key`, client: {} },
};
export const Terms: Story = { args: { path: RoutePath.termsOfService } };
export const TermsMembers: Story = { args: { path: RoutePath.termsMembers, members: true } };
export const TermsPoint: Story = { args: { path: RoutePath.termsPoint, members: true } };
export const TermsMembershipService: Story = { args: { path: RoutePath.termsMembershipService } };
export const TermsServices: Story = { args: { path: RoutePath.termsServices } };
export const TermsPrivacy: Story = { args: { path: RoutePath.termsPrivacy } };
