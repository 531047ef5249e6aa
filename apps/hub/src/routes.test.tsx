import { cleanup, screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { readClient } from '@member-hub/app-kit/client-context';
import { isRouteHandle } from '@member-hub/app-kit/page-titles';
import { type HubServices } from './shell/ServicesContext';
import { RoutePath } from './route-paths';
import { hubRoutes } from './routes';
import { apiError } from './test/api-errors';
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

describe('server state through the flow runner (TanStack Query, the policy as fallback)', () => {
  it('ends a hand-back the server refuses (500) on the generic error page, without leaving the hub', async () => {
    const { assign, api, router } = renderHub('/login/complete');
    api.authorize.mockRejectedValueOnce(apiError('server', 500));
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('the nested route table', () => {
  const routes = hubRoutes({
    api: {} as never,
    storage: localStorage,
    identity: {} as never,
    allowedReturnUrlPrefixes: [],
    hubHost: 'localhost',
    policy: {} as never,
  } as Partial<HubServices> as HubServices);
  const screenAt = (path: string) => matchRoutes(routes, path)?.at(-1);

  it.each(Object.entries(RoutePath))('gives %s (%s) a screen of its own, not the fallback', (_, path) => {
    const leaf = screenAt(path);
    expect(leaf?.route.path).not.toBe('*');
    expect(isRouteHandle(leaf?.route.handle)).toBe(true);
  });

  it('guards the registration steps after sign-in and leaves the public ones open', () => {
    const requiresAuth = (path: string) =>
      (screenAt(path)?.route.handle as { requiresAuth?: boolean }).requiresAuth;
    for (const path of [RoutePath.registerProfile, RoutePath.registerAvatar, RoutePath.registerComplete]) {
      expect(requiresAuth(path)).toBe(true);
      expect(screenAt(path)?.route.loader).toBeTypeOf('function');
    }
    expect(requiresAuth(RoutePath.register)).toBeUndefined();
    expect(requiresAuth(RoutePath.termsPrivacy)).toBeUndefined();
  });

  it('sends the d-account confirmation without the stop-reload flag to /daccountRegsiter/auth, then the return screen', async () => {
    const { router } = renderHub(RoutePath.daccountConfirm);
    // No process saved: the return screen ends on daccountIncorrectAccessError.
    await waitFor(() => expect(router.state.location.pathname).toBe(RoutePath.daccountIncorrect));
    expect(
      await screen.findByText(
        'このページは正しい手順で開かれませんでした。恐れ入りますが、ご利用のサービスからもう一度はじめからお試しください。',
      ),
    ).toBeInTheDocument();
  });

  it('shows the link-expired login error (006b) at /login/validate/timeout', async () => {
    renderHub(RoutePath.loginValidateTimeout);
    expect(
      await screen.findByText('お手数ですが、もう一度ログインメールを送信してください。'),
    ).toBeInTheDocument();
  });

  it('shows the not-registered login error (006) at /memberLogin/validate/error', async () => {
    renderHub(RoutePath.memberLoginValidateError);
    expect(await screen.findByText('ログインについてのヘルプ')).toBeInTheDocument();
  });

  it('offers login on the Google-already-registered error (003a), not on the expired one (003b)', async () => {
    renderHub(RoutePath.authenRegisterError);
    expect(await screen.findByText('このGoogleアカウントは既に登録されています。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ログイン画面へ' })).toBeInTheDocument();
    cleanup();
    renderHub(RoutePath.registerValidateTimeout);
    expect(
      await screen.findByText(
        '参照されたページは、発行から30分以内に登録画面にアクセスがなかったため、無効となりました。',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ログイン画面へ' })).toBeNull();
  });
});
