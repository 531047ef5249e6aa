import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { PENDING_CARRIER_LINKAGE_KEY } from '../../provider-linkage';

import { RoutePath } from '../../../../route-paths';
import { demoClient, renderProfile } from '../../../../test/render';

describe('/providerLinkage', () => {
  it('shows the carrier linkage state with unlink, titled アカウント連携', async () => {
    renderProfile(`${RoutePath.providerLinkage}?provider=docomo-type`, {
      client: demoClient,
      getMe: (async () => ({ uid: 'u1', daccountEntryUserId: 'dac-sub-1' })) as never,
    });
    expect(await screen.findByRole('heading', { name: 'dアカウントの連携' })).toBeInTheDocument();
    expect(await screen.findByText('連携済み')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '連携を解除する' })).toBeEnabled();
    await waitFor(() => expect(document.title).toBe('アカウント連携 | らくらくコミュニティ'));
  });

  it('disables the carrier button for a member registered with the carrier account (DA-)', async () => {
    renderProfile(`${RoutePath.providerLinkage}?provider=docomo-type`, {
      client: demoClient,
      getMe: (async () => ({ uid: 'DA-1', daccountEntryUserId: '' })) as never,
      uid: 'DA-1',
    });
    expect(await screen.findByRole('button', { name: '連携する' })).toBeDisabled();
    expect(
      screen.getByText('dアカウントで登録された会員は、dアカウントの連携を変更できません。'),
    ).toBeInTheDocument();
  });

  it('goes back on an unknown provider', async () => {
    const { router } = renderProfile(`${RoutePath.providerLinkage}?provider=facebook`, {
      client: demoClient,
    });
    await waitFor(() => expect(router.state.location.pathname).not.toBe(RoutePath.providerLinkage));
  });

  it('back from the carrier linkage: the link complete view stays across StrictMode, a remount, a revalidation and a second visit, the state read once', async () => {
    const path = `${RoutePath.providerLinkage}?provider=docomo-type`;
    const getMe = vi.fn(async () => ({ uid: 'u1', daccountEntryUserId: 'dac-sub-1' }));
    const { router, storage, revisit } = renderProfile(path, {
      strict: true,
      client: demoClient,
      getMe: getMe as never,
      stored: { [PENDING_CARRIER_LINKAGE_KEY]: 'docomo-type' },
    });
    const complete = { name: 'dアカウントの連携が完了しました' };
    expect(await screen.findByRole('heading', complete)).toBeInTheDocument();
    expect(storage.getItem(PENDING_CARRIER_LINKAGE_KEY)).toBeNull();
    const reads = getMe.mock.calls.length;
    await revisit();
    expect(await screen.findByRole('heading', complete)).toBeInTheDocument();
    await act(() => router.navigate(path));
    expect(await screen.findByRole('heading', complete)).toBeInTheDocument();
    expect(getMe).toHaveBeenCalledTimes(reads);
  });

  it('after an unlink a second visit reads the linkage state anew', async () => {
    const path = `${RoutePath.providerLinkage}?provider=docomo-type`;
    let linked = true;
    const getMe = vi.fn(async () => ({ uid: 'u1', daccountEntryUserId: linked ? 'dac-sub-1' : '' }));
    const unlinkDaccount = vi.fn(async () => {
      linked = false;
    });
    const { router } = renderProfile(path, {
      client: demoClient,
      getMe: getMe as never,
      api: { unlinkDaccount },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '連携を解除する' }));
    // Past the buttons' double-tap guard (600 ms), as a member's second tap would be.
    await new Promise((resolve) => setTimeout(resolve, 650));
    await user.click(await screen.findByRole('button', { name: '解除する' }));
    expect(
      await screen.findByRole('heading', { name: 'dアカウントの連携を解除しました' }),
    ).toBeInTheDocument();
    await act(() => router.navigate(RoutePath.error));
    await act(() => router.navigate(path));
    expect(await screen.findByText('未連携')).toBeInTheDocument();
    expect(unlinkDaccount).toHaveBeenCalledTimes(1);
  });

  it('goes back once on an unknown provider, in StrictMode', async () => {
    // A browser history with pages before: back is the previous page, not the profile edit.
    const length = vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    const { router } = renderProfile(RoutePath.profileEdit, { strict: true, client: demoClient });
    await act(() => router.navigate(RoutePath.unsubscribe));
    await act(() => router.navigate(`${RoutePath.providerLinkage}?provider=facebook`));
    await waitFor(() => expect(router.state.location.pathname).toBe(RoutePath.unsubscribe));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe(RoutePath.unsubscribe);
    length.mockRestore();
  });
});
