import { saveClient } from '@member-hub/app-kit/client-context';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { RoutePath } from '../../../../route-paths';
import { memoryStorage } from '../../../../test/api-errors';
import { demoClient } from '../../../../test/fakes';
import { renderHub } from '../../../../test/render';
import { GameKey } from '../../game';

/** A game registration that has signed the member in, in this browser. */
function registered() {
  const storage = memoryStorage();
  saveClient(storage, demoClient);
  storage.setItem(GameKey.accessToken, 'game-access-1');
  return storage;
}

const signedIn = { getIdToken: vi.fn(async () => 'id-token') };

describe('/gameRegister/complete', () => {
  it('returns to the game once, across a second mount and a revalidation', async () => {
    const { api, assign, revisit } = renderHub(RoutePath.gameRegisterComplete, {
      storage: registered(),
      identity: signedIn,
    });
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith('/memberbase/v1/authorization?code=c1&secure_code=sc1');
    await revisit();
    expect(api.authorize).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('without the flow’s token: the external-linkage error on this screen', async () => {
    const { api, router } = renderHub(RoutePath.gameRegisterComplete, { identity: signedIn });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(RoutePath.gameRegisterComplete);
    expect(api.authorize).not.toHaveBeenCalled();
  });
});
