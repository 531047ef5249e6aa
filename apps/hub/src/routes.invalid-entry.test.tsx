import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderHub } from './test/render';

const lookAlike =
  'returnUrl=http%3A%2F%2Flocalhost%3A5190.evil.test%2Fcallback&state=s2&scope=openid&nonce=n2&client_id=demo-community';

/** The hub opened on a page without an entry; the fakes are set before the invalid entry arrives. */
async function renderBeforeEntry() {
  const view = renderHub('/termsofservice');
  await screen.findByRole('navigation', { name: '関連する規約' });
  return view;
}

describe('an invalid entry (hub spec §8)', () => {
  it('revokes the session and signs out before the generic error page', async () => {
    const { identity, api, router } = await renderBeforeEntry();
    let finishSignOut: () => void = () => {};
    identity.revokeAndSignOut.mockImplementationOnce(async (callLogout: () => Promise<void>) => {
      await callLogout();
      await new Promise<void>((resolve) => (finishSignOut = resolve));
    });
    void router.navigate(`/login?${lookAlike}`);
    await waitFor(() => expect(api.logout).toHaveBeenCalledTimes(1));
    // Still signing out: the error page has not been shown yet.
    expect(router.state.location.pathname).not.toBe('/error');
    finishSignOut();
    expect(await screen.findByText('エラーが発生しました')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error');
    expect(identity.revokeAndSignOut).toHaveBeenCalledTimes(1);
  });

  it('goes to the generic error page without revoking when nobody is signed in', async () => {
    const { identity, api, router } = await renderBeforeEntry();
    identity.waitForAuthReady.mockResolvedValue(null);
    void router.navigate(`/login?${lookAlike}`);
    expect(await screen.findByText('エラーが発生しました')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error');
    expect(identity.revokeAndSignOut).not.toHaveBeenCalled();
    expect(api.logout).not.toHaveBeenCalled();
  });
});
