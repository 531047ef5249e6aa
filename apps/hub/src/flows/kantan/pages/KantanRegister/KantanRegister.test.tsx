import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';

import { RoutePath } from '../../../../route-paths';
import { apiError } from '../../../../test/api-errors';
import { demoClient, me } from '../../../../test/fakes';
import { renderHub } from '../../../../test/render';

/** The saved launch of the older community service's app (sid community, its phone). */
const kantanClient = { ...demoClient, sid: 'community', telno: '09011110003', modelno: 'F-03K' };

describe('/kantanRegister', () => {
  it('registers once, across a second mount and a revalidation', async () => {
    const kantanRegister = vi.fn(() => new Promise(() => undefined));
    const { revisit } = renderHub(RoutePath.kantanRegister, {
      client: kantanClient,
      api: { kantanRegister },
    });
    await waitFor(() => expect(kantanRegister).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await revisit();
    expect(kantanRegister).toHaveBeenCalledTimes(1);
  });

  it('an account that already has a member: the sign-in help, once', async () => {
    const kantanRegister = vi.fn(async () => {
      throw apiError('http', 409, 'kantan.member_exists');
    });
    const { revisit } = renderHub(RoutePath.kantanRegister, {
      client: kantanClient,
      api: { kantanRegister },
    });
    expect(await screen.findByRole('link', { name: /メール/ })).toBeInTheDocument();
    await revisit();
    expect(await screen.findByRole('link', { name: /メール/ })).toBeInTheDocument();
    expect(kantanRegister).toHaveBeenCalledTimes(1);
  });

  it('a stopped number: the kantan login\'s plain refusal and the help line, not "try later"', async () => {
    const kantanRegister = vi.fn(async () => {
      throw apiError('http', 403, 'legacy.locked');
    });
    renderHub(RoutePath.kantanRegister, { client: kantanClient, api: { kantanRegister } });
    expect(
      await screen.findByRole('heading', { name: 'あなたの登録番号は利用できません' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/しばらく時間をおいて/)).toBeNull();
    expect(screen.getByText(/0120/)).toBeInTheDocument();
  });

  it('without the launch in this browser: the error page, without registering', async () => {
    const kantanRegister = vi.fn();
    const { router } = renderHub(RoutePath.kantanRegister, { client: null, api: { kantanRegister } });
    await waitFor(() => expect(router.state.location.pathname).toBe(RoutePath.error));
    expect(kantanRegister).not.toHaveBeenCalled();
  });

  /** The older service's answers up to the sync, which waits until the test ends. */
  function registering(member: 'none' | 'existing') {
    let release: () => void = () => undefined;
    const pending = new Promise<never>((_, reject) => {
      release = () => reject(apiError('server', 503));
    });
    onTestFinished(() => release());
    const api = {
      kantanRegister: vi.fn(async () => ({
        resultCode: 1,
        customToken: 'custom-1',
        accessToken: 'acc-1',
        rakuId: '10000003',
      })),
      getRakuUser: vi.fn(async () => ({
        accessToken: 'acc-1',
        customToken: '',
        user: { uid: 'RK-3', nickname: 'ひろし', birthday: '1960-08-01', phone: '', rakucomId: '10000003' },
      })),
      checkNickname: vi.fn(async () => ({ exsist: false })),
      getMe:
        member === 'none'
          ? vi.fn(async () => {
              throw apiError('http', 404, 'member.not_found');
            })
          : vi.fn(async () => me()),
      syncMe: vi.fn(() => pending),
      authorize: vi.fn(() => pending),
    };
    const view = renderHub(RoutePath.kantanRegister, {
      client: kantanClient,
      api,
      identity: { signInWithCustomToken: vi.fn(async () => ({})) },
    });
    return { ...view, syncMe: api.syncMe, authorize: api.authorize };
  }

  it("a new member's first sync from the older service shows the 'first data update' loader", async () => {
    const { syncMe } = registering('none');
    expect(
      await screen.findByRole('heading', { name: 'はじめてのご利用の準備をしています' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('はじめてのときは時間がかかります。画面を閉じずにお待ちください。'),
    ).toBeInTheDocument();
    expect(syncMe).toHaveBeenCalledTimes(1);
  });

  it('a member who already has a record sees the usual loader', async () => {
    const { authorize } = registering('existing');
    await waitFor(() => expect(authorize).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: '登録しています' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'はじめてのご利用の準備をしています' })).toBeNull();
  });
});
