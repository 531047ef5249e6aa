import { type Meta, type StoryObj } from '@storybook/react-vite';

import { RegistrationNumberSection } from '../../profile-form/RegistrationNumberSection';
import { onPage } from '../../profile-form/story-helpers';
import { Button } from '../Button';
import { SignInAgainNotice } from '.';

const heading = 'もう一度ログインしてください';
const button = 'ログインし直す';

const meta = {
  title: 'Profile/SignInAgainNotice',
  component: SignInAgainNotice,
  args: {
    copy: {
      heading,
      reason:
        'メールアドレスの変更は、ご本人かどうかを確かめるため、ログインしてから5分以内に手続きをしていただいています。',
      next: 'ログインし直すと、この画面に戻ります。入力した新しいメールアドレスは消えません。',
      button,
    },
    onSignInAgain: () => undefined,
  },
  render: (args) => (
    <main style={{ padding: 'var(--mh-space-3)' }}>
      <h1>編集確認</h1>
      <SignInAgainNotice {...args} />
    </main>
  ),
} satisfies Meta<typeof SignInAgainNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The e-mail change's confirmation: the send was refused (the sign-in is older than 5 minutes). */
export const ChangeEmail: Story = {};
export const ChangeEmailMembers: Story = { globals: { variant: 'members' } };
/** The unsubscribe confirmation: leaving was refused. */
export const Unsubscribe: Story = {
  args: {
    copy: {
      heading,
      reason:
        '退会は取り消すことができません。ご本人かどうかを確かめるため、ログインしてから5分以内に手続きをしていただいています。',
      next: 'ログインし直すと、この退会の確認画面に戻ります。',
      button,
    },
  },
};
/** Pressed: the sign-in is starting, the button does not take a second press. */
export const Starting: Story = { args: { busy: true } };
/** Inside the profile edit's registration number section (its heading is an h3). */
export const InRegistrationNumberSection: Story = {
  args: {
    headingLevel: 4,
    copy: {
      heading,
      reason: 'パスワードは、安全のため、ログインしてから5分以内の方にだけ表示しています。',
      next: 'ログインし直すと、この画面に戻ってパスワードを表示します。入力中の内容は消えません。',
      button,
    },
  },
  decorators: [onPage],
  render: (args) => (
    <RegistrationNumberSection
      number="12345678"
      password={undefined}
      notice={<SignInAgainNotice {...args} />}
      changePassword={<Button variant="secondary">パスワードを変更する</Button>}
    />
  ),
};
