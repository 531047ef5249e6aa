import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { apiError } from '../../../../test/api-errors';
import { renderHub } from '../../../../test/render';

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
