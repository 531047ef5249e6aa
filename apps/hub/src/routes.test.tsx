import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { readClient } from '@member-hub/app-kit/client-context';
import { renderHub } from './test/render';

const entry =
  'returnUrl=http%3A%2F%2Flocalhost%3A5190%2Fcallback&state=s2&scope=openid&nonce=n2&client_id=demo-community';

describe('the route table', () => {
  it('saves a valid entry and shows the login page', async () => {
    const { storage } = renderHub(`/login?${entry}`, { client: null });
    expect(await screen.findByLabelText('メールアドレス')).toBeInTheDocument();
    expect(readClient(storage)).toMatchObject({ state: 's2', clientId: 'demo-community' });
  });

  it('ends a look-alike return address on the generic error page and drops the client record', async () => {
    const lookAlike = entry.replace('localhost%3A5190', 'localhost%3A5190.evil.test');
    const { storage, router } = renderHub(`/login?${lookAlike}`);
    expect(await screen.findByText('エラーが発生しました')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error');
    expect(readClient(storage)).toBeNull();
  });

  it('redirects unknown paths to /login', async () => {
    const { router } = renderHub('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('guards the complete page: no identity → back to the service with status=authError', async () => {
    const { identity, router } = renderHub('/login', {});
    identity.waitForAuthReady.mockResolvedValue(null);
    await screen.findByLabelText('メールアドレス');
    await router.navigate('/login/complete');
    // An absolute redirect leaves the app (jsdom keeps the router where it was).
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/login/complete'));
  });

  it('opens the timeout dialog with mock=timeout', async () => {
    const { timeout } = renderHub('/login?mock=timeout');
    await waitFor(() => expect(timeout.get()).toBe(true));
    expect(
      await screen.findByText('通信がタイムアウトしました。もう一度やり直してみてください。'),
    ).toBeInTheDocument();
  });

  it('sends the 005 page back to /login without an e-mail auth mode', async () => {
    const { router } = renderHub('/login/send/complete');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('hands back from the complete page through the authentication host, ending the login process', async () => {
    const { assign, api, storage } = renderHub('/login/complete');
    storage.setItem('process', 'login');
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/memberbase/v1/authorization?code=c1&secure_code=sc1'),
    );
    expect(api.authorize).toHaveBeenCalled();
    expect(storage.getItem('process')).toBeNull();
  });
});
