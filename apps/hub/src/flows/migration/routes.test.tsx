// The migration routes in the hub's route table: the entry rule of migration register, the
// incorrect-access page, and the timeout dialog's close on a migration route (hub §2, §4).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { readClient } from '@member-hub/app-kit/client-context';
import { RoutePath } from '../../route-paths';
import { renderHub } from '../../test/render';
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

  it('completes a migration once: a second mount or a revalidation does not hand back again', async () => {
    const { router, api, assign, storage, remount } = renderHub(RoutePath.migrationLoginComplete, {
      identity: { getIdToken: vi.fn(async () => 'id-token') },
    });
    storage.setItem(MigrationKey.accessToken, 'access-1');
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    remount();
    await act(() => router.revalidate());
    await new Promise((resolve) => setTimeout(resolve, 50));
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
});
