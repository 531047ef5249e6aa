import { type Meta, type StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CityField } from './CityField';
import { EmailDisplay } from './EmailDisplay';
import { IntroductionField } from './IntroductionField';
import { PrefectureSelect } from './PrefectureSelect';
import { ProfileFormCaution } from './ProfileFormCaution';
import { SexField } from './SexField';
import { SocialSkillsField } from './SocialSkillsField';
import { onPage } from './story-helpers';

/** The smaller pieces, each with its own state, in one story file. */
function Pieces({ errors = false, filled = false }: { errors?: boolean; filled?: boolean }) {
  const [prefecture, setPrefecture] = useState(filled ? 13 : 0);
  const [city, setCity] = useState(filled ? '世田谷区' : errors ? 'Tokyo<>' : '');
  const [sex, setSex] = useState(filled ? 2 : 0);
  const [introduction, setIntroduction] = useState(
    filled ? '庭で野菜を育てています。\n週末は孫と散歩をするのが楽しみです。' : '',
  );
  const [social, setSocial] = useState<readonly number[]>(filled ? [4, 5] : []);
  return (
    <div className="mh-profile-form">
      <ProfileFormCaution />
      <PrefectureSelect
        value={prefecture}
        onChange={setPrefecture}
        required
        error={errors ? '選択してください。' : undefined}
      />
      <CityField
        value={city}
        onChange={setCity}
        error={errors ? '市町村名として正しい文字を指定してください' : undefined}
      />
      <SexField value={sex} onChange={setSex} required error={errors ? '選択してください。' : undefined} />
      <IntroductionField value={introduction} onChange={setIntroduction} />
      <EmailDisplay
        email={filled ? 'hanako@example.jp' : ''}
        changeLink={
          <a href="#change-email">{filled ? 'メールアドレスを変更する' : 'メールアドレスを登録する'}</a>
        }
      />
      <SocialSkillsField value={social} onChange={setSocial} />
    </div>
  );
}

const meta = {
  title: 'Profile form/Fields',
  component: Pieces,
  decorators: [onPage],
} satisfies Meta<typeof Pieces>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { filled: true } };
export const Errors: Story = { args: { errors: true } };
