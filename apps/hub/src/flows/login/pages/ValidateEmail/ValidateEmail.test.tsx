import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { apiError } from '../../../../test/api-errors';
import { renderHub } from '../../../../test/render';

describe('/login/validate/email', () => {
  it('opened from the mail: keeps the address and follows the Firebase link', async () => {
    const { api, assign, savedEmail } = renderHub('/login/validate/email?referenceKey=ref1&mode=login');
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://127.0.0.1:9099/emulator/action?mode=signIn'),
    );
    expect(api.getMailLink).toHaveBeenCalledTimes(1);
    expect(savedEmail.save).toHaveBeenCalledWith('hanako@example.com');
  });

  it('shows 006b when the link cannot be fetched', async () => {
    const { api, router } = renderHub('/login/validate/email?referenceKey=used&mode=login', {});
    api.getMailLink.mockRejectedValue(apiError('http', 403, 'link.used'));
    expect(await screen.findByText(/発行から30分以内に登録画面にアクセスがなかったため/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/validate/timeout');
  });

  it('back from Firebase: signs in, records the login and hands back to the service', async () => {
    const { assign, identity, api } = renderHub(
      '/login/validate/email?loginParamKey=lpk1&mode=signIn&oobCode=abc&apiKey=k&lang=ja',
      { savedEmail: 'hanako@example.com' },
    );
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/memberbase/v1/authorization?code=c1&secure_code=sc1'),
    );
    expect(identity.completeEmailLinkSignIn).toHaveBeenCalledTimes(1);
    expect(api.addLoginHistory).toHaveBeenCalledTimes(1);
  });
});
