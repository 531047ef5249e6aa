import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { keepDraft } from '../flows/shared/profile-register';
import { apiError } from '../test/api-errors';
import { demoClient } from '../test/fakes';
import { renderHub } from '../test/render';
import { profileValues } from '../test/profile-values';
import { deployment } from './deployment';

const draft = profileValues();

function renderProfile(url: string) {
  const view = renderHub(url, { client: { ...demoClient, profile: 'input' } });
  Object.assign(view.api, {
    createMe: vi.fn(async () => ({})),
    postjudge: vi.fn(async () => undefined),
    checkNickname: vi.fn(async () => ({ exsist: false })),
  });
  view.api.getMe.mockRejectedValue(apiError('http', 404, 'member.not_found'));
  return view;
}

describe('the header back button (route handle `back`)', () => {
  it('is not shown where the route names no back target (login)', async () => {
    renderHub('/login');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '戻る' })).not.toBeInTheDocument();
  });

  it('is not shown on the profile registration form, whose header stays', async () => {
    renderProfile('/register/profile');
    expect(await screen.findByRole('button', { name: '確認へ進む' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('プロフィール登録');
    expect(screen.queryByRole('button', { name: '戻る' })).not.toBeInTheDocument();
  });

  it('takes the confirmation back to the form, which keeps the entered values', async () => {
    const { router, storage } = renderProfile('/termsofservice');
    await screen.findByRole('navigation', { name: '関連する規約' });
    keepDraft(storage, draft);
    await router.navigate('/register/profile/confirm');
    expect(await screen.findByRole('button', { name: 'この内容で登録する' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '戻る' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/register/profile'));
    expect(await screen.findByRole('textbox', { name: /ニックネーム/ })).toHaveValue('はなこ');
    expect(screen.queryByRole('button', { name: '戻る' })).not.toBeInTheDocument();
  });

  it('goes one step back on a terms page reached from another screen', async () => {
    const { router } = renderHub('/termsofservice');
    await userEvent.click(await screen.findByRole('link', { name: '会員規約' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/termsofservice/members'));

    await userEvent.click(await screen.findByRole('button', { name: '戻る' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/termsofservice'));
  });

  it('goes to /login from a terms page that is the first screen of the tab', async () => {
    const { router } = renderHub('/termsofservice/point');
    expect(await screen.findByRole('navigation', { name: '関連する規約' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '戻る' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('the page-view tracker', () => {
  it('tracks the login page, after its delay, with its path and title', async () => {
    const { pageViews } = renderHub('/login');
    await screen.findByRole('banner');
    await waitFor(() =>
      expect(pageViews.track).toHaveBeenCalledWith(
        expect.objectContaining({ path: '/login', title: 'ログイン | らくらくコミュニティ' }),
      ),
    );
  });
});

describe('one name per journey', () => {
  it('names the service the member signs in for above the screen title', async () => {
    renderHub('/login');
    const banner = await screen.findByRole('banner');
    expect(banner).toHaveTextContent('らくらくコミュニティ');
    expect(screen.getByRole('heading', { level: 1, name: 'ログイン' })).toBeInTheDocument();
  });

  it('names the members service for its members', async () => {
    renderHub('/login', { client: { ...demoClient, returnUrl: 'http://localhost:5191/lamember/callback' } });
    const banner = await screen.findByRole('banner');
    await waitFor(() => expect(banner).toHaveTextContent('会員サービス'));
  });
});

describe('the member-site layout (hub spec §6, profile spec §2)', () => {
  const memberSitePage = `${deployment.memberSite.referrerOrigins[0]}/mypage`;

  it('changes the header of an entry from the member site and keeps the footer (no hub route hides it)', async () => {
    renderHub('/login', { client: { ...demoClient, referer: memberSitePage } });
    expect(await screen.findByRole('banner')).toHaveClass('mh-header--member-site');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(deployment.operatingCompany);
  });

  it('is not used for an entry from elsewhere, even one naming the member site in its address', async () => {
    renderHub('/login', { client: { ...demoClient, referer: `https://evil.test/?next=${memberSitePage}` } });
    expect(await screen.findByRole('banner')).not.toHaveClass('mh-header--member-site');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
