import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiError } from '../../../../test/api-errors';
import { demoClient } from '../../../../test/fakes';
import { renderHub } from '../../../../test/render';

function renderForm(url = '/register/profile') {
  const view = renderHub(url, { client: { ...demoClient, profile: 'input' } });
  Object.assign(view.api, { checkNickname: vi.fn(async () => ({ exsist: false })) });
  view.api.getMe.mockRejectedValue(apiError('http', 404, 'member.not_found'));
  // The leave-page question must not come up on the way to the picker and back.
  const confirm = vi.spyOn(window, 'confirm').mockImplementation(() => true);
  onTestFinished(() => confirm.mockRestore());
  return { ...view, confirm };
}

const thumbnailGroup = () => screen.getByRole('group', { name: 'プロフィール画像' });

async function openPicker(nickname: string) {
  const field = await screen.findByRole('textbox', { name: /ニックネーム/ });
  await userEvent.type(field, nickname);
  expect(thumbnailGroup()).toHaveTextContent('人のかたち');
  await userEvent.click(within(thumbnailGroup()).getByRole('button', { name: 'プロフィール画像を選ぶ' }));
}

describe('the avatar picker of the registration (901_avator_inRegist)', () => {
  it('opens from the form without the leave question and brings the decided icon back with the typed values', async () => {
    const { router, confirm, storage } = renderForm();
    await openPicker('はな');

    await waitFor(() => expect(router.state.location.pathname).toBe('/register/avator'));
    await waitFor(() => expect(document.title).toBe('プロフィール画像の選択 | らくらくコミュニティ'));
    expect(await screen.findByRole('radio', { name: '人のかたち' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '太陽' }));
    await userEvent.click(screen.getByRole('button', { name: '決定して戻る' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/register/profile'));
    expect(await screen.findByRole('textbox', { name: /ニックネーム/ })).toHaveValue('はな');
    expect(thumbnailGroup()).toHaveTextContent('太陽');
    expect(confirm).not.toHaveBeenCalled();
    // The typed values were not validated: the confirmation does not open on them.
    expect(storage.getItem('stopReload')).toBeNull();
  });

  it('changes nothing on キャンセルして戻る', async () => {
    const { router } = renderForm();
    await openPicker('はな');
    await userEvent.click(await screen.findByRole('radio', { name: '魚' }));
    await userEvent.click(screen.getByRole('button', { name: 'キャンセルして戻る' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/register/profile'));
    expect(await screen.findByRole('textbox', { name: /ニックネーム/ })).toHaveValue('はな');
    expect(thumbnailGroup()).toHaveTextContent('人のかたち');
  });

  it('starts on the icon chosen before and keeps it for the confirmation', async () => {
    const { router } = renderForm();
    await openPicker('はな');
    await userEvent.click(await screen.findByRole('radio', { name: '木' }));
    await userEvent.click(screen.getByRole('button', { name: '決定して戻る' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/profile'));
    expect(await screen.findByRole('textbox', { name: /ニックネーム/ })).toHaveValue('はな');

    await userEvent.click(within(thumbnailGroup()).getByRole('button', { name: 'プロフィール画像を選ぶ' }));
    expect(await screen.findByRole('radio', { name: '木' })).toBeChecked();
  });

  it('goes back to the form when opened without a kept draft', async () => {
    const { router } = renderForm('/register/avator');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/profile'));
    expect(await screen.findByRole('button', { name: '確認へ進む' })).toBeInTheDocument();
  });
});
