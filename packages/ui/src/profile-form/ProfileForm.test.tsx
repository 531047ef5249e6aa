import { screen, within } from '@testing-library/react';
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

  it('on an invalid submit shows the Japanese messages, scrolls to the top and focuses a summary naming each wrong field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithI18n(<ProfileForm onSubmit={onSubmit} />);
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    const summary = screen.getByRole('alert', { name: '入力内容を確認してください。' });
    await vi.waitFor(() => expect(summary).toHaveFocus(), { timeout: 5_000 });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    // Each wrong field, in the form's order, with its message.
    expect(
      within(summary)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'ニックネーム：ニックネームは必ず入力してください。',
      '都道府県：選択してください。',
      '性別：選択してください。',
    ]);
    expect(screen.getAllByText('ニックネームは必ず入力してください。')).toHaveLength(2); // summary and field
    // An entry moves the focus to its field, 2,000 px further down on a phone.
    await user.click(within(summary).getByRole('button', { name: '都道府県：選択してください。' }));
    expect(screen.getByRole('combobox', { name: /都道府県/ })).toHaveFocus();
    await user.click(within(summary).getByRole('button', { name: '性別：選択してください。' }));
    expect(
      screen.getAllByRole('radio', { name: /./ }).find((r) => r === document.activeElement),
    ).toBeDefined();
    expect(document.activeElement?.closest('[data-field]')).toHaveAttribute('data-field', 'sex');
  });

  describe('a nickname the server refused (nicknameTaken)', () => {
    const scrollIntoView = vi.fn();
    let rect: ReturnType<typeof vi.spyOn>;
    /** The nickname's frame laid out `top` px down the page, `height` px tall (jsdom has no layout). */
    const layOut = (top: number, height: number) => {
      rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
        this: HTMLElement,
      ) {
        const y = this.dataset.field === 'nickname' ? top : 0;
        return DOMRect.fromRect({ x: 0, y, width: 100, height: this.dataset.field ? height : 0 });
      });
    };
    beforeEach(() => {
      scrollIntoView.mockClear();
      Element.prototype.scrollIntoView = scrollIntoView;
    });
    afterEach(() => {
      rect.mockRestore();
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });

    it('at the top of the page, the field focused with its message, nothing else scrolled when it is on screen', () => {
      layOut(200, 150);
      renderWithI18n(<ProfileForm onSubmit={vi.fn()} nicknameTaken />);
      expect(screen.getByRole('textbox', { name: /ニックネーム/ })).toHaveFocus();
      expect(screen.getByText('このニックネームは使用できません。')).toBeInTheDocument();
      expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
      expect(scrollIntoView).not.toHaveBeenCalled();
    });

    it('brings the field into view where the top of the page does not reach it (200 % zoom)', () => {
      layOut(window.innerHeight + 300, 200);
      renderWithI18n(<ProfileForm onSubmit={vi.fn()} nicknameTaken />);
      expect(screen.getByRole('textbox', { name: /ニックネーム/ })).toHaveFocus();
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    });

    it('shows the end of a field taller than the screen: the field and its message', () => {
      layOut(window.innerHeight - 100, window.innerHeight + 50);
      renderWithI18n(<ProfileForm onSubmit={vi.fn()} nicknameTaken />);
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'end' });
    });
  });

  it('hands every change over as the current values (the draft a reload keeps)', async () => {
    const user = userEvent.setup();
    const onValuesChange = vi.fn<(values: ProfileFormValues) => void>();
    renderWithI18n(<ProfileForm onSubmit={vi.fn()} onValuesChange={onValuesChange} />);
    expect(onValuesChange).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /ニックネーム/ }), 'はな');
    await user.selectOptions(screen.getByRole('combobox', { name: /都道府県/ }), '東京都');
    expect(onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ nickname: 'はな', prefecture: 13, sex: 0 }),
    );
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
    // Each message under its field and in the summary.
    expect(screen.getAllByText('20文字以内にしてください', { exact: false })).toHaveLength(2);
    expect(screen.getAllByText('許可されていない文字を使用しています。', { exact: false })).toHaveLength(2); // the emoji introduction
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveFocus(), { timeout: 5_000 });
    const nickname = screen.getByRole('textbox', { name: /ニックネーム/ });
    await user.clear(nickname);
    await user.click(nickname);
    await user.paste('𠮷'.repeat(20));
    // Gone under the field and from the summary (the form checks again on each change after a submit).
    expect(screen.queryAllByText('20文字以内にしてください', { exact: false })).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent('自己紹介');
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
    await user.click(screen.getByRole('radio', { name: '太陽' }));
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
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveFocus(), { timeout: 5_000 });
    expect(screen.getByRole('alert')).toHaveTextContent('ニックネーム：このニックネームは使用できません。');
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
    expect(screen.queryByRole('radio', { name: /^(にこにこ顔|太陽|ねこ|木)$/ })).toBeNull();
    expect(screen.getByRole('group', { name: 'プロフィール画像' })).toHaveTextContent('魚');
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
    expect(screen.getByRole('img', { name: '人のかたち' })).toBeInTheDocument();
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
