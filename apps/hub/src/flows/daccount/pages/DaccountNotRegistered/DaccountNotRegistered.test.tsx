import { saveClient } from '@member-hub/app-kit/client-context';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { RoutePath } from '../../../../route-paths';
import { apiError, memoryStorage } from '../../../../test/api-errors';
import { demoClient } from '../../../../test/fakes';
import { renderHub } from '../../../../test/render';
import { DaccountKey } from '../../keys';

describe('/daccountRegister/auth/error (006c)', () => {
  it('a d-account login with no member: says so plainly and registers with the same carrier login in one tap', async () => {
    const storage = memoryStorage();
    saveClient(storage, demoClient);
    storage.setItem('process', 'login');
    storage.setItem(DaccountKey.rpState, 'State123456');
    const getDaccountUser = vi.fn(async () => {
      throw apiError('http', 404, 'daccount.user_not_found');
    });
    const getDaccountToken = vi.fn(() => new Promise(() => undefined));
    const { router } = renderHub(RoutePath.daccountAuth, {
      storage,
      api: {
        getDaccountEntry: vi.fn(async () => ({
          daccountEntryUserId: 'sub-1',
          returnUrl: demoClient.returnUrl,
        })),
        getDaccountUser,
        getDaccountToken,
      },
    });
    expect(await screen.findByText('この dアカウントは、まだ会員登録されていません。')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(RoutePath.daccountAuthError);
    expect(screen.queryByText(/連携|接続/)).toBeNull();
    expect(screen.getByRole('button', { name: 'メールアドレスでログインする' })).toBeInTheDocument();
    expect(getDaccountToken).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'この dアカウントで新規登録する' }));
    await waitFor(() =>
      expect(getDaccountToken).toHaveBeenCalledWith({ query: { daccountEntryUserId: 'sub-1' } }),
    );
    expect(router.state.location.pathname).toBe(RoutePath.daccountAuth);
    expect(storage.getItem('process')).toBe('register');
  });

  it('opened without a kept carrier login (a locked service): the login error as before', async () => {
    renderHub(RoutePath.daccountAuthError, { client: demoClient });
    expect(await screen.findByText('連携されたdアカウントが接続されていません。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'この dアカウントで新規登録する' })).toBeNull();
  });
});
