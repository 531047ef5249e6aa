import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { apiError } from '../../../../test/api-errors';
import { demoClient } from '../../../../test/fakes';
import { renderHub } from '../../../../test/render';

/** An entry that asks for the profile form (profile=input): the form waits, nothing is saved. */
const formClient = { ...demoClient, profile: 'input' };

describe('the register validate/email page', () => {
  it('follows the Firebase link of a registration mail', async () => {
    const { assign, api } = renderHub('/register/validate/email?referenceKey=r1&mode=register');
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://127.0.0.1:9099/emulator/action?mode=signIn'),
    );
    expect(api.getMailLink).toHaveBeenCalledWith({ query: { referenceKey: 'r1' } });
  });

  it('shows 003b when the registration link has expired', async () => {
    const { api } = renderHub('/register/validate/email?referenceKey=r1&mode=register', { savedEmail: null });
    api.getMailLink.mockRejectedValueOnce(apiError('http', 403, 'link.expired'));
    expect(await screen.findByText('新規登録できませんでした')).toBeInTheDocument();
  });

  it('a used registration button: says so (not "30 minutes"), with the way to log in', async () => {
    const { api, router, identity } = renderHub('/register/validate/email?referenceKey=r1&mode=register');
    identity.currentUser.mockReturnValue(null);
    api.getMailLink.mockRejectedValueOnce(apiError('http', 403, 'link.used'));
    expect(await screen.findByText(/このメールのボタンは、すでに使われています。/)).toBeInTheDocument();
    expect(screen.queryByText(/発行から30分以内/)).toBeNull();
    expect(router.state.location.pathname).toBe('/register/validate/used');
    expect(screen.getByRole('button', { name: 'ログイン画面へ' })).toBeInTheDocument();
  });

  it('a used registration button tapped again while registering here: back to the profile form', async () => {
    const { api, router, storage } = renderHub('/register/validate/email?referenceKey=r1&mode=register', {
      client: formClient,
    });
    storage.setItem('process', 'register');
    api.getMailLink.mockRejectedValueOnce(apiError('http', 403, 'link.used'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/profile'));
  });

  it('goes on to the profile registration after the return from Firebase for a new member', async () => {
    const { api, router } = renderHub('/register/validate/email?loginParamKey=lpk1&oobCode=x&mode=signIn', {
      savedEmail: 'new@example.com',
      client: {
        returnUrl: 'http://localhost:5190/callback',
        state: 's1',
        nonce: 'n1',
        scope: 'openid',
        clientId: 'demo-community',
        profile: 'input',
      },
    });
    api.getMe.mockRejectedValue(apiError('http', 404, 'member.not_found'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/profile'));
  });
});
