import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { apiError } from '../../../../test/api-errors';
import { demoClient } from '../../../../test/fakes';
import { renderHub } from '../../../../test/render';

/** An entry that asks for the profile form (profile=input): the form waits, nothing is saved. */
const formClient = { ...demoClient, profile: 'input' };

const membersClient = { ...demoClient, returnUrl: 'http://localhost:5191/lamember/cb' };

describe('900_loginWithProvider (/login/provider)', () => {
  it('signs in with Google from its button and goes on to the hand-back', async () => {
    const { identity, api, router } = renderHub('/login/provider?provider=google');
    expect(
      await screen.findByText(
        'Googleアカウントでログインします。下のボタンを押すと、Googleの画面が開きます。',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Googleでログイン | らくらくコミュニティ'));
    expect(identity.signInWithGoogle).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Googleでログイン' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/complete'));
    expect(identity.signInWithGoogle).toHaveBeenCalledTimes(1);
    expect(api.addLoginHistory).toHaveBeenCalledWith({
      body: expect.objectContaining({ provider: 'google.com', returnUrl: demoClient.returnUrl }),
    });
  });

  it('shows 006a when the Google account is not a member', async () => {
    const { api, router } = renderHub('/login/provider');
    api.getMe.mockRejectedValue(apiError('http', 404));
    await userEvent.click(await screen.findByRole('button', { name: 'Googleでログイン' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/provider/error'));
    expect(await screen.findByText(/このアカウントは連携されていません。/)).toBeInTheDocument();
    expect(api.addLoginHistory).not.toHaveBeenCalled();
  });

  it('links back to the login choice', async () => {
    renderHub('/login/provider?provider=google');
    expect(await screen.findByRole('link', { name: 'ほかの方法でログインする' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('goes to the login choice on the members service (no Google there)', async () => {
    const { router, identity } = renderHub('/login/provider?provider=google', { client: membersClient });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByLabelText('メールアドレス')).toBeInTheDocument();
    expect(identity.signInWithGoogle).not.toHaveBeenCalled();
  });

  it('sends provider=daccount to the d-account flow and an unknown provider to the choice', async () => {
    const first = renderHub('/login/provider?provider=daccount');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/daccountRegister'));
    first.view.unmount();
    const second = renderHub('/login/provider?provider=twitter');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/login'));
  });
});

describe('003_register (/register/provider)', () => {
  it('registers with Google from its button and goes to the profile registration', async () => {
    const { identity, api, router } = renderHub('/register/provider?provider=google', { client: formClient });
    api.getMe.mockRejectedValue(apiError('http', 404));
    await waitFor(() => expect(document.title).toBe('Googleで登録 | らくらくコミュニティ'));
    await userEvent.click(await screen.findByRole('button', { name: 'Googleで登録' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/profile'));
    expect(identity.setPassword).toHaveBeenCalledTimes(1);
  });

  it('shows 003a when the Google account is already a member', async () => {
    const { router } = renderHub('/register/provider');
    await userEvent.click(await screen.findByRole('button', { name: 'Googleで登録' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/AuthenRegister/error'));
    expect(await screen.findByText('このGoogleアカウントは既に登録されています。')).toBeInTheDocument();
  });
});
