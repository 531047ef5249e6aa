import { saveClient } from '@member-hub/app-kit/client-context';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { RoutePath } from '../../../../route-paths';
import { apiError, memoryStorage } from '../../../../test/api-errors';
import { demoClient } from '../../../../test/fakes';
import { renderHub } from '../../../../test/render';

/** A d-account login in progress in this browser: the entry and the process. */
function inProgress() {
  const storage = memoryStorage();
  saveClient(storage, demoClient);
  storage.setItem('process', 'login');
  return storage;
}

const signedIn = { getIdToken: vi.fn(async () => 'id-token') };

describe('/daccountRegister/auth/complete', () => {
  it('hands back to the service once, across a second mount and a revalidation', async () => {
    const { api, assign, revisit } = renderHub(RoutePath.daccountComplete, {
      storage: inProgress(),
      identity: signedIn,
    });
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith('/memberbase/v1/authorization?code=c1&secure_code=sc1');
    await revisit();
    expect(api.updateMe).toHaveBeenCalledTimes(1);
    expect(api.authorize).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('a failure keeps the screen and opens the linkage-error dialog, once', async () => {
    const updateMe = vi.fn(async () => {
      throw apiError('http', 400, 'member.invalid');
    });
    const { router, revisit } = renderHub(RoutePath.daccountComplete, {
      storage: inProgress(),
      identity: signedIn,
      api: { updateMe },
    });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await revisit();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(RoutePath.daccountComplete);
    expect(updateMe).toHaveBeenCalledTimes(1);
  });

  it('without a d-account process: the incorrect-access page', async () => {
    const { router } = renderHub(RoutePath.daccountComplete, { identity: signedIn });
    await waitFor(() => expect(router.state.location.pathname).toBe(RoutePath.daccountIncorrect));
  });
});
