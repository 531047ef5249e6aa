// The migration routes in the hub's route table: the entry rule of migration register, the
// incorrect-access page, and the timeout dialog's close on a migration route (hub §2, §4).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';

import { readClient } from '@member-hub/app-kit/client-context';
import { RoutePath } from '../../route-paths';
import { renderHub } from '../../test/render';
import { demoClient } from '../../test/fakes';
import { apiError } from '../../test/api-errors';
import { MigrationKey } from './keys';

const entry = (extra: string) =>
  `returnUrl=${encodeURIComponent('http://localhost:5190/callback')}&state=s1&nonce=n1&scope=openid&clientId=demo-community${extra}`;

describe('migration routes', () => {
  it('migration register accepts an empty needsRefreshToken; other routes do not', async () => {
    const register = renderHub(`${RoutePath.migrationRegisterIncorrect}?${entry('&needsRefreshToken=')}`);
    const login = renderHub(`${RoutePath.migrationLoginIncorrect}?${entry('&needsRefreshToken=')}`);
    await waitFor(() => expect(login.router.state.location.pathname).toBe(RoutePath.error));
    await waitFor(() => expect(readClient(register.storage)?.needsRefreshToken).toBe(''));
    expect(register.router.state.location.pathname).toBe(RoutePath.migrationRegisterIncorrect);
  });

  it('the complete page without a migration in progress goes to the incorrect-access page', async () => {
    const { router, identity } = renderHub(RoutePath.migrationLoginComplete);
    Object.assign(identity, { getIdToken: async () => null });
    await waitFor(() => expect(router.state.location.pathname).toBe(RoutePath.migrationLoginIncorrect));
    expect(await screen.findByText('正しいアクセスではありませんでした')).toBeInTheDocument();
  });

  it('starts a migration once: a second mount or a revalidation does not fetch the launch again', async () => {
    const getRakuUser = vi.fn(() => new Promise(() => undefined));
    const { router, revisit } = renderHub(`${RoutePath.migrationLogin}?token=launch-1`, {
      api: { getRakuUser },
    });
    await waitFor(() => expect(getRakuUser).toHaveBeenCalledTimes(1));
    await revisit();
    expect(getRakuUser).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe(RoutePath.migrationLogin);
  });

  it('a refused launch token goes to the incorrect-access page', async () => {
    const getRakuUser = vi.fn(async () => {
      throw apiError('http', 400, 'legacy.token_invalid');
    });
    const { router } = renderHub(`${RoutePath.migrationLogin}?token=launch-1`, { api: { getRakuUser } });
    await waitFor(() => expect(router.state.location.pathname).toBe(RoutePath.migrationLoginIncorrect));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('completes a migration once: a second mount or a revalidation does not hand back again', async () => {
    const { api, assign, storage, revisit } = renderHub(RoutePath.migrationLoginComplete, {
      identity: { getIdToken: vi.fn(async () => 'id-token') },
    });
    storage.setItem(MigrationKey.accessToken, 'access-1');
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    await revisit();
    expect(api.authorize).toHaveBeenCalledTimes(1);
    expect(api.addLoginHistory).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it("closing the timeout dialog on a migration route opens the phone app's URL scheme", async () => {
    const { assign } = renderHub(`${RoutePath.migrationLoginUnavailable}?mock=timeout`);
    await screen.findByRole('button', { name: '閉じる' });
    // jsdom's <dialog> fires no 'close' event of its own: the browser's, as 閉じる or Escape make it.
    fireEvent(screen.getByRole('dialog', { hidden: true }), new Event('close'));
    expect(assign).toHaveBeenCalledWith('rakurakucommunity://open');
  });

  it('closing it elsewhere stays', async () => {
    const { assign } = renderHub('/login?mock=timeout');
    await screen.findByRole('button', { name: '閉じる' });
    fireEvent(screen.getByRole('dialog', { hidden: true }), new Event('close'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('a migration login whose number has no member yet: no e-mail text, the migration register of the same launch', async () => {
    const getRakuUser = vi.fn(async () => ({
      accessToken: 'acc-2',
      customToken: 'custom-2',
      user: { uid: 'RK-1', nickname: '', birthday: '', phone: '', rakucomId: '10000001', locked: false },
    }));
    const { router } = renderHub(`${RoutePath.loginValidateError}?reason=not-migrated&token=launch-7`, {
      api: { getRakuUser },
    });
    expect(
      await screen.findByRole('heading', { name: 'はじめて新しいサービスを使う方は、引き継ぎ登録をします' }),
    ).toBeVisible();
    expect(screen.queryByText(/メールアドレスの入力に誤りがあるか/)).toBeNull();
    expect(screen.getByRole('region', { name: 'お問い合わせ' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: '引き継ぎ登録へ' }));
    await waitFor(() => expect(getRakuUser).toHaveBeenCalled());
    expect(router.state.location.pathname).not.toBe(RoutePath.loginValidateError);
    expect(getRakuUser).toHaveBeenCalledWith({
      query: expect.objectContaining({ accessToken: 'launch-7' }),
    });
    expect(getRakuUser).toHaveBeenCalledWith({
      query: expect.not.objectContaining({ assertion: expect.anything() }),
    });
  });

  it('the login error page without a migration reason keeps the e-mail text', async () => {
    renderHub(RoutePath.loginValidateError);
    expect(await screen.findByRole('heading', { name: /メールアドレスの入力に誤りがあるか/ })).toBeVisible();
  });

  it('a stopped number: its own explanation and whom to call, never "the screen switch failed"', async () => {
    renderHub(`${RoutePath.migrationRegisterError}?reason=locked`);
    expect(
      await screen.findByRole('heading', { name: 'この登録番号はご利用を停止しています' }),
    ).toBeVisible();
    expect(screen.queryByText(/画面の切り替えに失敗しました/)).toBeNull();
    expect(screen.getByRole('region', { name: 'お問い合わせ' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'らくらくコミュニティ ホームに戻る' })).toBeVisible();
  });

  it('a stored return address that is not allowed is never offered as the way back', async () => {
    const evil = { ...demoClient, returnUrl: 'https://evil.test/cb' };
    const locked = renderHub(`${RoutePath.migrationRegisterError}?reason=locked`, { client: evil });
    expect(
      await screen.findByRole('heading', { name: 'この登録番号はご利用を停止しています' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /に戻る$/ })).toBeNull();
    locked.view.unmount();

    const { assign } = renderHub(RoutePath.migrationRegisterError, { client: evil });
    expect(await screen.findByRole('heading', { name: '画面の切り替えに失敗しました' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'らくらくコミュニティ ホームに戻る' }));
    expect(assign).toHaveBeenCalledWith(RoutePath.login);
  });

  it('a real failure: says what to try, with the app button and whom to call', async () => {
    const { assign } = renderHub(RoutePath.migrationRegisterError);
    expect(await screen.findByRole('heading', { name: '画面の切り替えに失敗しました' })).toBeVisible();
    expect(screen.getByText('らくらくコミュニティのアプリから、もう一度お試しください。')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'らくらくコミュニティアプリを起動する' }));
    expect(assign).toHaveBeenCalledWith('rakurakucommunity://open');
    expect(screen.getByRole('region', { name: 'お問い合わせ' })).toBeVisible();
  });

  it("migration register of a person with no member record yet shows the 'first data update' loader", async () => {
    let release: () => void = () => undefined;
    const syncing = new Promise<never>((_, reject) => {
      release = () => reject(apiError('server', 503));
    });
    onTestFinished(() => release());
    const syncMe = vi.fn(() => syncing);
    renderHub(`${RoutePath.migrationRegister}?token=launch-1`, {
      api: {
        getRakuUser: vi.fn(async () => ({
          accessToken: 'acc-1',
          customToken: 'custom-1',
          user: { uid: 'RK-2', nickname: 'はな', birthday: '1947-01-02', phone: '', rakucomId: '10000002' },
        })),
        getMe: vi.fn(async () => {
          throw apiError('http', 404, 'member.not_found');
        }),
        checkNickname: vi.fn(async () => ({ exsist: false })),
        syncMe,
      },
      identity: { signInWithCustomToken: vi.fn(async () => ({})), currentUser: vi.fn(() => null) },
    });
    expect(
      await screen.findByRole('heading', { name: 'はじめてのご利用の準備をしています' }),
    ).toBeInTheDocument();
    expect(syncMe).toHaveBeenCalledTimes(1);
  });
});
