import { type Meta, type StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../components/Button';
import { LinkageErrorBanner } from './LinkageErrorBanner';
import { ProfileForm } from './ProfileForm';
import { ProviderLinkageSection } from './ProviderLinkageSection';
import { RegistrationNumberSection } from './RegistrationNumberSection';
import { fakeNicknameCheck } from './story-helpers';

const meta = {
  title: 'Profile form/ProfileForm',
  component: ProfileForm,
  args: { onSubmit: () => {}, checkNickname: fakeNicknameCheck() },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Registration of a new member (008_profileRegister). */
export const RegisterEmpty: Story = {};
export const RegisterFilled: Story = {
  args: {
    email: 'hanako@example.jp',
    defaultValues: {
      thumbnail: 'icon02',
      nickname: 'はなこ',
      interests: [1, 14],
      travelFrequency: 3,
      birthday: '1956-04-10',
      prefecture: 13,
      city: '世田谷区',
      sex: 2,
      introduction: '庭で野菜を育てています。',
      socialSkills: [4],
    },
  },
};
/** The icons are chosen on their own screen (901_avator_inRegist): the chosen one and プロフィール画像を選ぶ. */
export const RegisterAvatarScreen: Story = {
  args: {
    email: 'hanako@example.jp',
    defaultValues: { thumbnail: 'icon07', nickname: 'はなこ' },
    onChooseThumbnail: () => {},
  },
};
/**
 * The submit was pressed on an empty form: the messages, and the summary at the top naming each
 * wrong field (each a button to the field) with the focus on it.
 */
export const RegisterErrors: Story = {
  tags: ['delayed'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /確認へ進む|confirmation/ }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
  },
};
/** The same summary in the members service's colours. */
export const RegisterErrorsMembers: Story = {
  ...RegisterErrors,
  globals: { variant: 'members' },
};
/** The live check called the nickname taken ('たろう'). */
export const RegisterNicknameTaken: Story = {
  tags: ['delayed'],
  args: { defaultValues: { nickname: 'たろう' } },
};
/** Profile edit order, birthday changed once. */
export const Edit: Story = {
  args: {
    mode: 'edit',
    email: 'hanako@example.jp',
    birthdayChangeCount: 1,
    defaultValues: { nickname: 'はなこ', birthday: '1956-04-10', prefecture: 13 },
  },
};
/**
 * The full community profile edit (028_ProfileEdit): the linkage error banner, the uploaded
 * picture, provider linkage and registration number after the e-mail, the cancel button.
 */
export const EditCommunityFull: Story = {
  args: {
    mode: 'edit',
    email: 'hanako@example.jp',
    birthdayChangeCount: 0,
    onChooseThumbnail: () => {},
    defaultValues: { nickname: 'はなこ', birthday: '1956-04-10', prefecture: 13, city: '世田谷区' },
    beforeFields: <LinkageErrorBanner provider="google" />,
    afterEmail: (
      <>
        <ProviderLinkageSection
          items={[
            { provider: 'google', linked: true },
            { provider: 'docomo', linked: false },
          ]}
          renderAction={(_p, label) => <Button variant="secondary">{label}</Button>}
        />
        <RegistrationNumberSection
          number="12345678"
          password={null}
          changePassword={<Button variant="secondary">パスワードを変更する</Button>}
        />
      </>
    ),
    secondaryAction: (
      <Button block variant="secondary">
        キャンセルしてマイページに戻る
      </Button>
    ),
  },
  globals: { variant: 'community' },
};
/** The membership profile edit (031_MemberProfileEdit): no Google, birthday locked, the shop slot. */
export const EditMembersFull: Story = {
  args: {
    mode: 'edit',
    email: 'hanako@example.jp',
    birthdayChangeCount: 2,
    onChooseThumbnail: () => {},
    defaultValues: { nickname: 'はなこ', birthday: '1956-04-10' },
    afterEmail: (
      <ProviderLinkageSection
        items={[{ provider: 'docomo', linked: true }]}
        renderAction={(_p, label) => <Button variant="secondary">{label}</Button>}
      />
    ),
    extraFields: <p className="mh-notice">（購入店舗の欄: PurchaseShopSection）</p>,
    secondaryAction: (
      <Button block variant="secondary">
        キャンセルしてマイページに戻る
      </Button>
    ),
  },
  globals: { variant: 'members' },
};
