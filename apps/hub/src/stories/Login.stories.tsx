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
export const ProviderSignIn: Story = { args: { path: RoutePath.loginProvider } };
