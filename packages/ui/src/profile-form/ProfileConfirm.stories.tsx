import { type Meta, type StoryObj } from '@storybook/react-vite';
import { AdultWarning } from './AdultWarning';
import { ProfileConfirm } from './ProfileConfirm';
import { emptyProfileFormValues } from './schema';

const meta = {
  title: 'Profile form/ProfileConfirm',
  component: ProfileConfirm,
  args: {
    onConfirm: () => {},
    onBack: () => {},
    email: '',
    values: {
      ...emptyProfileFormValues,
      thumbnail: 'icon02',
      nickname: 'はなこ',
      interests: [1, 6, 14],
      travelFrequency: 3,
      habitSupplement: 1,
      birthday: '1956-04-10',
      prefecture: 13,
      city: '世田谷区',
      sex: 2,
      introduction: '庭で野菜を育てています。\n週末は孫と散歩をするのが楽しみです。',
      socialSkills: [4, 5],
    },
  },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof ProfileConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Register: Story = {};
/** An edit that is not the first one: no public notice. */
export const EditWithoutNotice: Story = {
  args: { mode: 'edit', email: 'hanako@example.jp', showPublicNotice: false },
};
export const EmptyOptionalItems: Story = {
  args: { values: { ...emptyProfileFormValues, nickname: 'はなこ', prefecture: 1, sex: 3 } },
};
/** Edit confirmation: first edit (public notice), the age moved from under 18 to 18 or over. */
export const EditFirstWithAdultWarning: Story = {
  args: { mode: 'edit', showPublicNotice: true, children: <AdultWarning /> },
};
/** Membership edit confirmation with the shop of device purchase row. */
export const EditMembers: Story = {
  args: {
    mode: 'edit',
    showPublicNotice: false,
    extraRows: [{ key: 'shop', label: '購入店舗', value: 'らくらくショップ 新宿店' }],
  },
  globals: { variant: 'members' },
};
