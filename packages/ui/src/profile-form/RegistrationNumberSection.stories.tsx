import { type Meta, type StoryObj } from '@storybook/react-vite';
import { Button } from '../components/Button';
import { RegistrationNumberSection } from './RegistrationNumberSection';
import { onPage } from './story-helpers';

const meta = {
  title: 'Profile form/RegistrationNumberSection',
  component: RegistrationNumberSection,
  args: {
    number: '12345678',
    password: 'hana2024',
    changePassword: <Button variant="secondary">パスワードを変更する</Button>,
  },
  decorators: [onPage],
} satisfies Meta<typeof RegistrationNumberSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The password masked, with the show/hide toggle. */
export const Community: Story = { globals: { variant: 'community' } };
export const Members: Story = { globals: { variant: 'members' } };
/** The toggle pressed: the password in plain text. */
export const PasswordShown: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /表示する|Show/ }));
  },
};
/** No known password: eight dashes and the support note. */
export const NoPasswordKnown: Story = { args: { password: null } };
export const NoPasswordKnownMembers: Story = { args: { password: null }, globals: { variant: 'members' } };
/** Not read yet: a fixed mask; 'show' asks the app to read it (GET /me/registerNum). */
export const NotReadYet: Story = { args: { password: undefined } };
/** Back from signing in again to see it: read and shown at once. */
export const ShownAfterSignInAgain: Story = { args: { defaultShown: true } };
