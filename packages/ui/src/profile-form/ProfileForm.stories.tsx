import { type Meta, type StoryObj } from '@storybook/react-vite';
import { ProfileForm } from './ProfileForm';
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
/** The submit was pressed on an empty form: the messages, the summary and the focus on the nickname. */
export const RegisterErrors: Story = {
  tags: ['delayed'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /確認へ進む|confirmation/ }));
  },
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
