import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { apiError } from '../../test/api-errors';
import { demoClient } from '../../test/fakes';
import { renderHub } from '../../test/render';

function renderProfile(url: string, client: Record<string, string> = demoClient) {
  const view = renderHub(url, { client });
  const api = Object.assign(view.api, {
    createMe: vi.fn(async () => ({})),
    postjudge: vi.fn(async () => undefined),
    checkNickname: vi.fn(async () => ({ exsist: false })),
  });
  Object.assign(view.identity, { getIdToken: vi.fn(async () => 'token') });
  api.getMe.mockRejectedValue(apiError('http', 404, 'member.not_found'));
  return { ...view, api };
}

describe('the profile registration', () => {
  it('shows the form for profile=input, titled プロフィール登録', async () => {
    renderProfile('/register/profile', { ...demoClient, profile: 'input' });
    expect(await screen.findByRole('button', { name: '確認へ進む' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('プロフィール登録 | らくらくコミュニティ'));
  });

  it('saves a generated profile at once in express mode and shows the completion', async () => {
    const { api, view } = renderProfile('/register/profile');
    expect(await screen.findByRole('heading', { name: '登録が完了しました' })).toBeInTheDocument();
    expect(api.checkNickname).toHaveBeenCalled();
    expect(api.createMe).toHaveBeenCalledWith({
      body: expect.objectContaining({ birthday: '1900-01-01', thumbnail: 'icon12' }),
    });
    expect(view.container.querySelector('#prf_cpt_new')).not.toBeNull();
    expect(screen.getByText('次回からは hanako@example.com でログインできます。')).toBeInTheDocument();
  });

  it('sends the confirmation back to the form without the stop-reload flag', async () => {
    const { router } = renderProfile('/register/profile/confirm', { ...demoClient, profile: 'input' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/profile'));
  });

  it('saves from the confirmation (post-judge after the member) and ends on the completion', async () => {
    const { api, router, storage } = renderProfile('/termsofservice', { ...demoClient, profile: 'input' });
    await screen.findByText(/【仮の文章】/);
    const values = {
      thumbnail: 'icon3',
      nickname: 'はなこ',
      interests: [],
      travelFrequency: 0,
      habitSupplement: 0,
      assetManagement: 0,
      birthday: '1950-04-01',
      birthdayDisplay: 1,
      prefecture: 13,
      city: '',
      sex: 2,
      introduction: '',
      socialSkills: [],
    };
    storage.setItem('profileRegister', JSON.stringify(values));
    storage.setItem('stopReload', 'true');
    await router.navigate('/register/profile/confirm');
    await userEvent.click(await screen.findByRole('button', { name: 'この内容で登録する' }));
    expect(await screen.findByRole('heading', { name: '登録が完了しました' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register/complete');
    expect(api.createMe).toHaveBeenCalledWith({
      body: expect.objectContaining({ nickname: 'はなこ', prefecture: 13 }),
    });
    expect(api.postjudge).toHaveBeenCalled();
    expect(storage.getItem('stopReload')).toBeNull();
  });
});
