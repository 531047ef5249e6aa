import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { ProfileConfirm } from './ProfileConfirm';
import { ProfileForm } from './ProfileForm';
import { emptyProfileFormValues, type ProfileFormOutput, type ProfileFormValues } from './schema';

const submit = () => screen.getByRole('button', { name: '確認へ進む' });

// Many user events per test: generous time for a loaded CI machine (no timing is asserted).
describe('ProfileForm', { timeout: 20_000 }, () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    scrollTo.mockRestore();
  });

  it('on an invalid submit shows the Japanese messages, scrolls to the top and focuses the first error', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithI18n(<ProfileForm onSubmit={onSubmit} />);
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('入力内容を確認してください。');
    expect(screen.getByText('ニックネームは必ず入力してください。')).toBeInTheDocument();
    expect(screen.getAllByText('選択してください。')).toHaveLength(2); // prefecture and sex
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(screen.getByRole('textbox', { name: /ニックネーム/ })).toHaveFocus();
  });

  it('counts the nickname in code points: twenty 𠮷 pass, twenty-one do not', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithI18n(
      <ProfileForm
        onSubmit={onSubmit}
        defaultValues={{ nickname: '𠮷'.repeat(21), prefecture: 13, sex: 2, introduction: '😀' }}
      />,
    );
    await user.click(submit());
    expect(screen.getByText('20文字以内にしてください')).toBeInTheDocument();
    expect(screen.getAllByText('許可されていない文字を使用しています。')).toHaveLength(1); // the emoji introduction
    const nickname = screen.getByRole('textbox', { name: /ニックネーム/ });
    expect(nickname).toHaveFocus();
    await user.clear(nickname);
    await user.click(nickname);
    await user.paste('𠮷'.repeat(20));
    expect(screen.queryByText('20文字以内にしてください')).toBeNull();
  });

  it('hands the values to onSubmit after a valid submit, without answers of unchecked interests', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(values: ProfileFormOutput) => void>();
    renderWithI18n(<ProfileForm onSubmit={onSubmit} defaultValues={{ habitSupplement: 1 }} />);
    await user.type(screen.getByRole('textbox', { name: /ニックネーム/ }), 'はなこ');
    await user.click(screen.getByRole('checkbox', { name: '旅行' }));
    await user.click(screen.getByRole('radio', { name: '月に1回程度' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /都道府県/ }), '東京都');
    await user.click(screen.getByRole('radio', { name: '女性' }));
    await user.click(screen.getByRole('radio', { name: '絵 3' }));
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      nickname: 'はなこ',
      thumbnail: 'icon03',
      interests: [1],
      travelFrequency: 2,
      habitSupplement: 0,
      prefecture: 13,
      sex: 2,
      birthday: '1900-01-01',
    });
  });

  it('does not go on with a nickname the check called taken', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const check = vi.fn(() => Promise.resolve(false));
    renderWithI18n(
      <ProfileForm
        onSubmit={onSubmit}
        checkNickname={check}
        defaultValues={{ nickname: 'たろう', prefecture: 1, sex: 1 }}
      />,
    );
    expect(
      await screen.findByText('このニックネームは使用できません。', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /ニックネーム/ })).toHaveFocus();
  });

  it('with onChooseThumbnail shows the chosen icon and hands the current values over, without submitting', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onChoose = vi.fn<(values: ProfileFormValues) => void>();
    renderWithI18n(
      <ProfileForm
        onSubmit={onSubmit}
        onChooseThumbnail={onChoose}
        defaultValues={{ thumbnail: 'icon07', prefecture: 13 }}
      />,
    );
    // No inline grid: the chosen icon by name and the button to the picker screen.
    expect(screen.queryByRole('radio', { name: /絵/ })).toBeNull();
    expect(screen.getByRole('group', { name: 'プロフィール画像' })).toHaveTextContent('絵 7');
    await user.type(screen.getByRole('textbox', { name: /ニックネーム/ }), 'は');
    await user.click(screen.getByRole('button', { name: 'プロフィール画像を選ぶ' }));
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose.mock.calls[0]?.[0]).toMatchObject({
      thumbnail: 'icon07',
      nickname: 'は',
      prefecture: 13,
    });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets prefecture and sex stay unselected in edit mode', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithI18n(<ProfileForm mode="edit" onSubmit={onSubmit} defaultValues={{ nickname: 'はなこ' }} />);
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('ProfileConfirm', () => {
  it('shows the values read-only with the two buttons and the public notice', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onBack = vi.fn();
    renderWithI18n(
      <ProfileConfirm
        values={{
          ...emptyProfileFormValues,
          nickname: 'はなこ',
          prefecture: 13,
          sex: 2,
          interests: [1],
          travelFrequency: 2,
        }}
        email=""
        onConfirm={onConfirm}
        onBack={onBack}
      />,
    );
    expect(screen.getByRole('img', { name: '絵 12' })).toBeInTheDocument();
    expect(screen.getByText('はなこ')).toBeInTheDocument();
    expect(screen.getByText('東京都')).toBeInTheDocument();
    expect(screen.getByText('未登録')).toBeInTheDocument();
    expect(screen.getByText(/旅行/)).toHaveTextContent('月に1回程度');
    expect(screen.getByText(/会員ではない方にも公開されます/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'この内容で登録する' }));
    await user.click(screen.getByRole('button', { name: '前のページへ戻って修正する' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
