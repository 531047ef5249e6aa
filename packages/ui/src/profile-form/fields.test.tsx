import { validateBirthday } from '@member-hub/validators';
import { type InterestSubQuestion, type PresetIconId } from '@member-hub/enums';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { BirthdayPicker } from './BirthdayPicker';
import { CityField } from './CityField';
import { EmailDisplay } from './EmailDisplay';
import { InterestsField } from './InterestsField';
import { IntroductionField } from './IntroductionField';
import { NicknameField } from './NicknameField';
import { PrefectureSelect } from './PrefectureSelect';
import { SexField } from './SexField';
import { SocialSkillsField } from './SocialSkillsField';
import { ThumbnailPicker } from './ThumbnailPicker';

function Interests() {
  const [value, setValue] = useState<number[]>([]);
  const [sub, setSub] = useState({ travelFrequency: 0, habitSupplement: 0, assetManagement: 0 });
  return (
    <InterestsField
      value={value}
      onChange={setValue}
      subAnswers={sub}
      onSubAnswerChange={(q: InterestSubQuestion, id) => setSub((s) => ({ ...s, [q]: id }))}
    />
  );
}

function Birthday({ initial, mode }: { initial: string; mode?: 'register' | 'edit' }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <BirthdayPicker value={value} onChange={setValue} mode={mode} />
      <output>{value}</output>
    </>
  );
}

const selected = (el: HTMLElement) => (el as HTMLSelectElement).value;
const selectedText = (el: HTMLElement) => {
  const select = el as HTMLSelectElement;
  return select.options[select.selectedIndex]?.text;
};
const optionCount = (el: HTMLElement) => within(el).getAllByRole('option').length;

describe('InterestsField', { timeout: 20_000 }, () => {
  it('lists the 27 interests in the spec order, other last', () => {
    renderWithI18n(<Interests />);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(27);
    expect(boxes[0]).toHaveAccessibleName('旅行');
    expect(boxes[26]).toHaveAccessibleName('その他');
  });

  it('opens the follow-up questions of travel, health and money when they are checked', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Interests />);
    expect(screen.queryByRole('group', { name: '旅行にはどのくらい行きますか？' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: '旅行' }));
    const travel = screen.getByRole('group', { name: '旅行にはどのくらい行きますか？' });
    expect(within(travel).getAllByRole('radio')).toHaveLength(6);
    await user.click(screen.getByRole('checkbox', { name: '健康' }));
    expect(
      within(screen.getByRole('group', { name: 'サプリメントを飲む習慣はありますか？' })).getAllByRole(
        'radio',
      ),
    ).toHaveLength(2);
    await user.click(screen.getByRole('checkbox', { name: 'お金・投資・相続' }));
    expect(screen.getByRole('group', { name: '資産運用をしていますか？' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '音楽' }));
    expect(screen.getAllByRole('group')).toHaveLength(4); // the field plus three questions
    await user.click(screen.getByRole('checkbox', { name: '旅行' }));
    expect(screen.queryByRole('group', { name: '旅行にはどのくらい行きますか？' })).toBeNull();
  });
});

describe('BirthdayPicker', { timeout: 20_000 }, () => {
  it('offers only the real days of the chosen month and keeps a real date', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Birthday initial="2000-01-31" />);
    const [year, month, day] = [
      screen.getByRole('combobox', { name: '年' }),
      screen.getByRole('combobox', { name: '月' }),
      screen.getByRole('combobox', { name: '日' }),
    ];
    expect(optionCount(year)).toBe(101); // 「--」 and 1920-2019
    expect(optionCount(day)).toBe(32);
    await user.selectOptions(month, '2');
    expect(optionCount(day)).toBe(30); // 「--」 and 29: 2000 is a leap year
    expect(document.querySelector('output')).toHaveTextContent('2000-02-29');
    await user.selectOptions(year, '2001');
    expect(optionCount(day)).toBe(29);
    expect(document.querySelector('output')).toHaveTextContent('2001-02-28');
    await user.selectOptions(month, '4');
    expect(optionCount(day)).toBe(31);
  });

  it('shows an unset birthday as three unchosen parts, register and edit alike', () => {
    for (const mode of ['register', 'edit'] as const) {
      const { unmount } = renderWithI18n(<Birthday initial="1900-01-01" mode={mode} />);
      for (const name of ['年', '月', '日']) {
        expect(selected(screen.getByRole('combobox', { name }))).toBe('0');
        expect(selectedText(screen.getByRole('combobox', { name }))).toBe('--');
      }
      unmount();
    }
  });

  it('labels each year with its Japanese era', () => {
    renderWithI18n(<Birthday initial="1950-04-10" />);
    const year = screen.getByRole('combobox', { name: '年' });
    expect(selectedText(year)).toBe('1950（昭和25）');
    expect(screen.getByRole('option', { name: '1989（昭和64・平成元）' })).toBeInTheDocument();
  });

  it('all three parts or none: a year alone is a partial value the rule refuses, not 1 January', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Birthday initial="1900-01-01" />);
    const [year, month, day] = [
      screen.getByRole('combobox', { name: '年' }),
      screen.getByRole('combobox', { name: '月' }),
      screen.getByRole('combobox', { name: '日' }),
    ];
    await user.selectOptions(year, '1950');
    expect(document.querySelector('output')).toHaveTextContent('1950-00-00');
    expect(validateBirthday('1950-00-00')).toEqual({ code: 'birthday.invalid' });
    expect(screen.getByText(/年・月・日をすべて選んでください。/)).toBeInTheDocument();
    await user.selectOptions(month, '4');
    await user.selectOptions(day, '10');
    expect(document.querySelector('output')).toHaveTextContent('1950-04-10');
    expect(screen.queryByText(/年・月・日をすべて選んでください。/)).toBeNull();
    // Back to none: unset again.
    for (const select of [year, month, day]) await user.selectOptions(select, '0');
    expect(document.querySelector('output')).toHaveTextContent('1900-01-01');
  });

  it('tells the changes left, and is disabled once the birthday was changed twice', () => {
    const { unmount } = renderWithI18n(
      <BirthdayPicker value="1950-05-05" onChange={vi.fn()} changeCount={1} />,
    );
    expect(screen.getByText('誕生日の変更はあと 1 回できます。')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '年' })).toBeEnabled();
    unmount();
    renderWithI18n(<BirthdayPicker value="1950-05-05" onChange={vi.fn()} changeCount={2} />);
    for (const name of ['年', '月', '日']) expect(screen.getByRole('combobox', { name })).toBeDisabled();
    expect(screen.queryByText(/誕生日の変更はあと/)).toBeNull();
  });
});

describe('NicknameField', () => {
  it('counts characters in code points and announces the availability', () => {
    const { rerender } = renderWithI18n(
      <NicknameField value="𠮷田😀" onChange={vi.fn()} availability="checking" />,
    );
    expect(screen.getByText('3 / 20 文字')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('ニックネームを確認しています...');
    rerender(<NicknameField value="𠮷田" onChange={vi.fn()} availability="available" />);
    expect(screen.getByRole('status')).toHaveTextContent('このニックネームは使用できます。');
    rerender(<NicknameField value="𠮷田" onChange={vi.fn()} availability="unavailable" />);
    expect(screen.getByRole('status')).toHaveTextContent('このニックネームは使用できません。');
  });
});

describe('IntroductionField', () => {
  it('counts 𠮷 and an emoji as one character each', () => {
    renderWithI18n(<IntroductionField value={'𠮷'.repeat(999) + '😀'} onChange={vi.fn()} />);
    expect(screen.getByText('1000 / 1000 文字')).toBeInTheDocument();
  });
});

describe('the text fields', () => {
  it('describe their control by the hint, counter, live status and error, in that order', () => {
    renderWithI18n(
      <>
        <NicknameField value="𠮷田" onChange={vi.fn()} availability="available" />
        <CityField value="Tokyo<>" onChange={vi.fn()} error="市町村名として正しい文字を指定してください" />
        <IntroductionField
          value={'あ\r\nい'}
          onChange={vi.fn()}
          error="許可されていない文字を使用しています。"
        />
      </>,
    );
    const nickname = screen.getByRole('textbox', { name: /^ニックネーム/ });
    expect(nickname).toBeRequired();
    expect(nickname).toHaveAccessibleDescription(
      '20文字以内で入力してください。 2 / 20 文字 このニックネームは使用できます。',
    );
    const city = screen.getByRole('textbox', { name: /^市区町村/ });
    expect(city).not.toBeRequired();
    expect(city).toBeInvalid();
    expect(city).toHaveAccessibleDescription(
      '50文字以内で入力してください。 市町村名として正しい文字を指定してください',
    );
    const introduction = screen.getByRole('textbox', { name: /^自己紹介/ });
    expect(introduction.tagName).toBe('TEXTAREA');
    expect(introduction).toHaveAccessibleDescription(
      '1000文字以内で入力してください。 3 / 1000 文字 許可されていない文字を使用しています。',
    );
  });

  it('hand the typed text to onChange', async () => {
    const user = userEvent.setup();
    const onCity = vi.fn<(value: string) => void>();
    const onIntroduction = vi.fn<(value: string) => void>();
    renderWithI18n(
      <>
        <CityField value="" onChange={onCity} />
        <IntroductionField value="" onChange={onIntroduction} />
      </>,
    );
    await user.type(screen.getByRole('textbox', { name: /市区町村/ }), 'a');
    expect(onCity).toHaveBeenLastCalledWith('a');
    await user.type(screen.getByRole('textbox', { name: /自己紹介/ }), 'b');
    expect(onIntroduction).toHaveBeenLastCalledWith('b');
  });
});

describe('the choice rows', () => {
  it('keep the social media in the list order and hand the chosen sex and birthday display on', async () => {
    const user = userEvent.setup();
    const onSocial = vi.fn<(ids: number[]) => void>();
    const onSex = vi.fn<(id: number) => void>();
    const onDisplay = vi.fn<(id: number) => void>();
    renderWithI18n(
      <>
        <SocialSkillsField value={[5]} onChange={onSocial} />
        <SexField value={0} onChange={onSex} />
        <BirthdayPicker value="1950-05-05" onChange={vi.fn()} display={1} onDisplayChange={onDisplay} />
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'YouTube' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Facebook' }));
    expect(onSocial).toHaveBeenLastCalledWith([1, 5]);
    await user.click(screen.getByRole('checkbox', { name: 'YouTube' }));
    expect(onSocial).toHaveBeenLastCalledWith([]);
    expect(screen.getAllByRole('radio', { checked: true }).map((r) => r.getAttribute('value'))).toEqual([
      '1',
    ]);
    await user.click(screen.getByRole('radio', { name: '女性' }));
    expect(onSex).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('radio', { name: '生まれ年のみ表示' }));
    expect(onDisplay).toHaveBeenLastCalledWith(2);
  });
});

describe('ThumbnailPicker', () => {
  it('shows 14 pictures with icon12 chosen and moves the choice with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(id: PresetIconId) => void>();
    renderWithI18n(<ThumbnailPicker onChange={onChange} />);
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(14);
    expect(screen.getByRole('radio', { name: '人のかたち' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '太陽' }));
    expect(onChange).toHaveBeenLastCalledWith('icon03');
    screen.getByRole('radio', { name: '人のかたち' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('icon13');
  });
});

describe('PrefectureSelect and EmailDisplay', () => {
  it('groups the prefectures by region after "please choose"', () => {
    renderWithI18n(<PrefectureSelect value={0} onChange={vi.fn()} />);
    const select = screen.getByRole('combobox', { name: /都道府県/ });
    expect(optionCount(select)).toBe(48);
    expect(selected(select)).toBe('0');
    expect(within(select).getByRole('group', { name: '関東' })).toHaveTextContent('東京都');
  });

  it('says 未登録 when there is no e-mail', () => {
    renderWithI18n(<EmailDisplay email="" />);
    expect(screen.getByRole('group', { name: 'メールアドレス' })).toHaveTextContent('未登録');
  });
});
