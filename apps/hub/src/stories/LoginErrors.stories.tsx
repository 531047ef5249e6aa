import { type Meta, type StoryObj } from '@storybook/react-vite';

import { RoutePath } from '../route-paths';
import { HubScreen } from './replay-services';

/** The sign-in error pages (hub spec §2 Message006…006c) and the generic error page. */
const meta = {
  title: 'Screens/Hub/Errors',
  component: HubScreen,
  args: { path: RoutePath.error, signedIn: false },
} satisfies Meta<typeof HubScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GenericError: Story = {};
export const NotRegistered: Story = { args: { path: RoutePath.loginValidateError } };
export const LinkExpired: Story = { args: { path: RoutePath.loginValidateTimeout } };
export const LinkUsed: Story = { args: { path: RoutePath.loginValidateUsed } };
export const ProviderNotLinked: Story = { args: { path: RoutePath.loginProviderError } };
export const CarrierNotConnected: Story = { args: { path: RoutePath.daccountAuthError } };
export const GoogleAlreadyRegistered: Story = { args: { path: RoutePath.authenRegisterError } };
export const RegisterPageExpired: Story = { args: { path: RoutePath.authenRegisterTimeout } };
export const CarrierAlreadyRegistered: Story = { args: { path: RoutePath.authenRegisterCarrierError } };
export const RegisterLinkExpired: Story = { args: { path: RoutePath.registerValidateTimeout } };
export const RegisterLinkUsed: Story = { args: { path: RoutePath.registerValidateUsed } };
export const RegisterProviderError: Story = { args: { path: RoutePath.registerProviderError } };
export const EmailTaken: Story = { args: { path: RoutePath.registerEmailTaken } };
