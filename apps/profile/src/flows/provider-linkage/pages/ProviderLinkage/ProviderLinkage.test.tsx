import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

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
});
