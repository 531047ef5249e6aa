import { saveClient } from '@member-hub/app-kit/client-context';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { RoutePath } from '../../../../route-paths';
import { apiError, memoryStorage } from '../../../../test/api-errors';
import { demoClient } from '../../../../test/fakes';
import { renderHub } from '../../../../test/render';
import { DaccountKey } from '../../keys';

describe('/daccountRegister', () => {
  it('asks for the one-time token once, across a second mount and a revalidation, then leaves for the relay', async () => {
    const daccountAuthRegister = vi.fn(async () => ({ oneTimeToken: 'ott-1' }));
    const { assign, storage, revisit } = renderHub(`${RoutePath.daccountRegister}?process=register`, {
      api: { daccountAuthRegister },
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/member/v1/daccountEntry/relay/ott-1'));
    await revisit();
    expect(daccountAuthRegister).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledTimes(1);
    // The button's process, and the page it was pressed on for a cancel at the carrier.
    expect(storage.getItem('process')).toBe('register');
    expect(storage.getItem(DaccountKey.referrer)).toBe(RoutePath.register);
  });

  it('without a process in the address: the stored one (the profile’s provider linkage)', async () => {
    const daccountAuthRegister = vi.fn(() => new Promise(() => undefined));
    const storage = memoryStorage();
    saveClient(storage, demoClient);
    storage.setItem('process', 'linkage');
    renderHub(RoutePath.daccountRegister, { storage, api: { daccountAuthRegister } });
    await waitFor(() => expect(daccountAuthRegister).toHaveBeenCalledTimes(1));
    expect(storage.getItem('process')).toBe('linkage');
    expect(storage.getItem(DaccountKey.referrer)).toBe(RoutePath.login);
  });

  it('a failure keeps the screen and opens the linkage-error dialog, once', async () => {
    const daccountAuthRegister = vi.fn(async () => {
      throw apiError('server', 503);
    });
    const { router, revisit } = renderHub(`${RoutePath.daccountRegister}?process=login`, {
      api: { daccountAuthRegister },
    });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await revisit();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(RoutePath.daccountRegister);
    expect(daccountAuthRegister).toHaveBeenCalledTimes(1);
  });

  it('an entry with an empty value: the error page, without asking for a token', async () => {
    const daccountAuthRegister = vi.fn();
    const { router } = renderHub(`${RoutePath.daccountRegister}?process=login`, {
      client: null,
      api: { daccountAuthRegister },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(RoutePath.error));
    expect(daccountAuthRegister).not.toHaveBeenCalled();
  });
});
