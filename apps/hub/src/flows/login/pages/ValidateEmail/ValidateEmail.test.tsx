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

  it('follows the mail link once, across a second mount and a revalidation', async () => {
    const { api, assign, revisit } = renderHub('/login/validate/email?referenceKey=ref1&mode=login');
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    await revisit();
    expect(api.getMailLink).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('shows 006b when the link expired after 30 minutes', async () => {
    const { api, router } = renderHub('/login/validate/email?referenceKey=old&mode=login', {});
    api.getMailLink.mockRejectedValue(apiError('http', 403, 'link.expired'));
    expect(await screen.findByText(/発行から30分以内に登録画面にアクセスがなかったため/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/validate/timeout');
  });

  it('a used button, nobody signed in here: says it was used (not "30 minutes") and offers a fresh mail', async () => {
    const { api, router, identity } = renderHub('/login/validate/email?referenceKey=used&mode=login', {});
    identity.currentUser.mockReturnValue(null);
    api.getMailLink.mockRejectedValue(apiError('http', 403, 'link.used'));
    expect(
      await screen.findByRole('heading', { name: 'このメールのボタンは、すでに使われています' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/発行から30分以内/)).toBeNull();
    expect(router.state.location.pathname).toBe('/login/validate/used');
    expect(screen.getByLabelText('メールアドレス')).toBeEnabled();
  });

  it('a used button tapped again by the member signed in here: the login goes on to the hand-back', async () => {
    const { api, router, assign } = renderHub('/login/validate/email?referenceKey=used&mode=login', {});
    api.getMailLink.mockRejectedValue(apiError('http', 403, 'link.used'));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/memberbase/v1/authorization?code=c1&secure_code=sc1'),
    );
    expect(router.state.location.pathname).toBe('/login/complete');
    expect(screen.queryByText(/すでに使われています/)).toBeNull();
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
