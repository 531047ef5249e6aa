import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEBOUNCE_MS } from '@member-hub/enums';
import { describe, expect, it, onTestFinished, vi } from 'vitest';

import { apiError } from '../../../../test/api-errors';
import { demoClient, me } from '../../../../test/fakes';
import { renderHub } from '../../../../test/render';
import { profileValues } from '../../../../test/profile-values';
import { closeAlert, findAlert } from '../../../../test/alerts';

function renderProfile(url: string, client: Record<string, string> = demoClient) {
  const view = renderHub(url, { client });
  const api = Object.assign(view.api, {
    createMe: vi.fn(async (): Promise<unknown> => ({})),
    postjudge: vi.fn(async () => undefined),
    checkNickname: vi.fn(async () => ({ exsist: false })),
  });
  Object.assign(view.identity, { getIdToken: vi.fn(async () => 'token') });
  api.getMe.mockRejectedValue(apiError('http', 404, 'member.not_found'));
  return { ...view, api };
}

const confirmValues = profileValues({ city: '' });

describe('the profile registration', () => {
  it('shows the form for profile=input, titled プロフィール登録', async () => {
    renderProfile('/register/profile', { ...demoClient, profile: 'input' });
    expect(await screen.findByRole('button', { name: '確認へ進む' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('プロフィール登録 | らくらくコミュニティ'));
  });

  it('keeps every change as the draft, so the form opened again (reload, Back) shows the values', async () => {
    const { storage, view } = renderProfile('/register/profile', { ...demoClient, profile: 'input' });
    await userEvent.type(await screen.findByRole('textbox', { name: /ニックネーム/ }), 'はなこ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /都道府県/ }), '東京都');
    const draft = JSON.parse(storage.getItem('profileRegister') ?? '{}') as Record<string, unknown>;
    expect(draft).toMatchObject({ nickname: 'はなこ', prefecture: 13 });
    // Not validated: the confirmation must not open on it.
    expect(storage.getItem('stopReload')).toBeNull();
    view.unmount();

    // The same browser storage, the form opened again.
    const again = renderProfile('/register/profile', { ...demoClient, profile: 'input' });
    again.storage.setItem('profileRegister', JSON.stringify(draft));
    await again.router.navigate('/termsofservice');
    await again.router.navigate('/register/profile');
    expect(await screen.findByRole('textbox', { name: /ニックネーム/ })).toHaveValue('はなこ');
    expect(screen.getByRole('combobox', { name: /都道府県/ })).toHaveDisplayValue('東京都');
  });

  it('saves a generated profile at once in express mode and shows the completion', async () => {
    const { api, view } = renderProfile('/register/profile');
    // Once saved, the member record has the made-up nickname.
    api.createMe.mockImplementation(async () => {
      api.getMe.mockResolvedValue(me({ nickname: 'Ab3dE' }));
      return me({ nickname: 'Ab3dE' });
    });
    expect(await screen.findByRole('heading', { name: '登録が完了しました' })).toBeInTheDocument();
    expect(api.checkNickname).toHaveBeenCalled();
    expect(api.createMe).toHaveBeenCalledWith({
      body: expect.objectContaining({ birthday: '1900-01-01', thumbnail: 'icon12' }),
    });
    expect(view.container.querySelector('#prf_cpt_new')).not.toBeNull();
    expect(screen.getByText('次回からは hanako@example.com でログインできます。')).toBeInTheDocument();
    // The made-up nickname, read back from the member record, and how to change it.
    expect(await screen.findByText('ニックネームは「Ab3dE」にしました。')).toBeInTheDocument();
    expect(screen.getByText(/あとから「プロフィール」の画面で、いつでも変えられます/)).toBeInTheDocument();
  });

  it('express mode saves once, across a second mount and a revalidation', async () => {
    const { api, revisit } = renderProfile('/register/profile');
    api.createMe.mockImplementation(() => new Promise(() => undefined));
    await waitFor(() => expect(api.createMe).toHaveBeenCalledTimes(1));
    await revisit();
    expect(api.createMe).toHaveBeenCalledTimes(1);
    expect(api.checkNickname).toHaveBeenCalledTimes(1);
  });

  it('a failed express save alerts once; closing it returns to the service', async () => {
    const { api, assign, revisit } = renderProfile('/register/profile');
    api.createMe.mockRejectedValue(apiError('server', 500));
    await findAlert('処理に失敗しました。恐れ入りますがもう一度お試しください。');
    await revisit();
    await closeAlert('処理に失敗しました。恐れ入りますがもう一度お試しください。');
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost:5190/callback?status=authError'),
    );
    expect(api.createMe).toHaveBeenCalledTimes(1);
  });

  it('sends the confirmation back to the form without the stop-reload flag', async () => {
    const { router } = renderProfile('/register/profile/confirm', { ...demoClient, profile: 'input' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/profile'));
  });

  it('saves from the confirmation (post-judge after the member) and ends on the completion', async () => {
    const { api, router, storage } = renderProfile('/termsofservice', { ...demoClient, profile: 'input' });
    await screen.findByRole('navigation', { name: '関連する規約' });
    storage.setItem('profileRegister', JSON.stringify(confirmValues));
    storage.setItem('stopReload', 'true');
    await router.navigate('/register/profile/confirm');
    await userEvent.click(await screen.findByRole('button', { name: 'この内容で登録する' }));
    expect(await screen.findByRole('heading', { name: '登録が完了しました' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register/complete');
    expect(api.createMe).toHaveBeenCalledWith({
      body: expect.objectContaining({ nickname: 'はなこ', prefecture: 13 }),
    });
    // She chose her nickname: nothing about a made-up one.
    expect(screen.queryByText(/にしました。/)).toBeNull();
    expect(api.postjudge).toHaveBeenCalled();
    expect(storage.getItem('stopReload')).toBeNull();
  });

  it('a nickname taken at the confirmation returns to the form with the field message, values kept', async () => {
    const { api, router, storage } = renderProfile('/termsofservice', { ...demoClient, profile: 'input' });
    await screen.findByRole('navigation', { name: '関連する規約' });
    api.createMe.mockRejectedValueOnce(apiError('http', 409, 'nickname.taken'));
    storage.setItem('profileRegister', JSON.stringify(confirmValues));
    storage.setItem('stopReload', 'true');
    storage.setItem('process', 'register');
    await router.navigate('/register/profile/confirm');
    await userEvent.click(await screen.findByRole('button', { name: 'この内容で登録する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/profile'));
    const nickname = await screen.findByRole('textbox', { name: /ニックネーム/ });
    expect(nickname).toHaveValue('はなこ');
    expect(await screen.findAllByText('このニックネームは使用できません。')).not.toHaveLength(0);
    await waitFor(() => expect(nickname).toHaveFocus());
    // No alert telling the member to start again.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(storage.getItem('process')).toBe('register');
  });

  it('alerts when the post-judge check rejects the first save, and a retry completes with one history entry', async () => {
    const { api, router, storage } = renderProfile('/termsofservice', { ...demoClient, profile: 'input' });
    await screen.findByRole('navigation', { name: '関連する規約' });
    // The member API: the first POST creates the member, a second POST answers 409 member.exists.
    let exists = false;
    api.createMe.mockImplementation(async () => {
      if (exists) throw apiError('http', 409, 'member.exists');
      exists = true;
      return {};
    });
    api.postjudge.mockRejectedValueOnce(apiError('http', 400, 'postjudge.rejected'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTestFinished(() => {
      logged.mockRestore();
    });
    storage.setItem('profileRegister', JSON.stringify(confirmValues));
    storage.setItem('stopReload', 'true');
    storage.setItem('process', 'register');
    await router.navigate('/register/profile/confirm');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());

    await userEvent.click(await screen.findByRole('button', { name: 'この内容で登録する' }));
    const failed = await findAlert('処理に失敗しました。恐れ入りますがもう一度お試しください。');
    expect(failed).toHaveTextContent('入力した内容は残っています。');
    await closeAlert('処理に失敗しました。恐れ入りますがもう一度お試しください。');
    expect(router.state.location.pathname).toBe('/register/profile/confirm');
    expect(storage.getItem('process')).toBe('register');

    // The member taps again later than the double-tap guard (DEBOUNCE_MS) ignores a tap.
    vi.advanceTimersByTime(DEBOUNCE_MS);
    const register = screen.getByRole('button', { name: 'この内容で登録する' });
    await waitFor(() => expect(register).toBeEnabled());
    await userEvent.click(register);
    expect(await screen.findByRole('heading', { name: '登録が完了しました' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.updateMe).toHaveBeenCalledWith({ body: expect.objectContaining({ nickname: 'はなこ' }) });
    expect(api.addLoginHistory).toHaveBeenCalledTimes(1);
    // The registration has ended: its process is gone.
    expect(storage.getItem('process')).toBeNull();
  });
});

describe('the register-form exit flag (hub spec §3, §4)', () => {
  /** The form reached from another screen of the hub, with a nickname typed. */
  async function formWithTyping(answer: boolean) {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(answer);
    onTestFinished(() => confirm.mockRestore());
    const view = renderProfile('/termsofservice', { ...demoClient, profile: 'input' });
    await screen.findByRole('navigation', { name: '関連する規約' });
    view.storage.setItem('process', 'register');
    await view.router.navigate('/register/profile');
    await userEvent.type(await screen.findByRole('textbox', { name: /ニックネーム/ }), 'はなこ');
    return { ...view, confirm };
  }

  it('a Back she agrees to leave by lands on the register page, not where history would go', async () => {
    const { router, storage, confirm } = await formWithTyping(true);
    await router.navigate(-1);
    await waitFor(() =>
      expect(confirm).toHaveBeenCalledWith(
        'このページを離れますか？\n行った変更が保存されない可能性があります。',
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    // The account she made is there without a member record: finish or start again.
    expect(
      await screen.findByRole('heading', { name: '会員登録がまだ終わっていません' }),
    ).toBeInTheDocument();
    // One-shot: the flag is gone, and the next navigation goes where it says.
    expect(storage.getItem('registerFormExit')).toBeNull();
    await router.navigate('/termsofservice');
    await waitFor(() => expect(router.state.location.pathname).toBe('/termsofservice'));
  });

  it('an in-app link she agrees to leave by lands on the register page too', async () => {
    const { router } = await formWithTyping(true);
    await router.navigate('/termsofservice/members');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
  });

  it('cancelling keeps her on the form with the values, and sets no flag', async () => {
    const { router, storage, confirm } = await formWithTyping(false);
    await router.navigate(-1);
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/register/profile');
    expect(screen.getByRole('textbox', { name: /ニックネーム/ })).toHaveValue('はなこ');
    expect(storage.getItem('registerFormExit')).toBeNull();
  });

  it('the form left when the process says she came from login lands on the login page', async () => {
    const { router, storage } = await formWithTyping(true);
    storage.setItem('process', 'login');
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('her own next steps (the avatar picker) are no leaving: no question, no flag', async () => {
    const { router, storage, confirm } = await formWithTyping(true);
    await router.navigate('/register/avator');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/avator'));
    expect(confirm).not.toHaveBeenCalled();
    expect(storage.getItem('registerFormExit')).toBeNull();
  });
});
