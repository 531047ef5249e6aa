import { saveClient } from '@member-hub/app-kit/client-context';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';

import { RoutePath } from '../../../../route-paths';
import { apiError, memoryStorage } from '../../../../test/api-errors';
import { demoClient } from '../../../../test/fakes';
import { renderHub } from '../../../../test/render';
import { DaccountKey } from '../../keys';

/** A d-account login started in this browser: the entry, the process and the relay's state. */
function started() {
  const storage = memoryStorage();
  saveClient(storage, demoClient);
  storage.setItem('process', 'login');
  storage.setItem(DaccountKey.rpState, 'State123456');
  return storage;
}

describe('/daccountRegister/auth', () => {
  it('asks for the carrier entry once, across a second mount and a revalidation', async () => {
    const getDaccountEntry = vi.fn(() => new Promise(() => undefined));
    const { revisit } = renderHub(RoutePath.daccountAuth, {
      storage: started(),
      api: { getDaccountEntry },
    });
    await waitFor(() => expect(getDaccountEntry).toHaveBeenCalledTimes(1));
    await revisit();
    expect(getDaccountEntry).toHaveBeenCalledTimes(1);
  });

  it('a failure keeps the screen and opens the linkage-error dialog, once', async () => {
    const getDaccountEntry = vi.fn(async () => {
      throw apiError('http', 400, 'daccount.entry_invalid');
    });
    const { router, revisit } = renderHub(RoutePath.daccountAuth, {
      storage: started(),
      api: { getDaccountEntry },
    });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await revisit();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(RoutePath.daccountAuth);
    expect(getDaccountEntry).toHaveBeenCalledTimes(1);
  });

  it('without a d-account process: the incorrect-access page', async () => {
    const { router } = renderHub(RoutePath.daccountAuth);
    await waitFor(() => expect(router.state.location.pathname).toBe(RoutePath.daccountIncorrect));
  });

  it("a new member with profile=input: the form starts with the carrier's nickname, and says she may change it", async () => {
    const storage = memoryStorage();
    saveClient(storage, { ...demoClient, profile: 'input' });
    storage.setItem('process', 'register');
    storage.setItem(DaccountKey.rpState, 'State123456');
    renderHub(RoutePath.daccountAuth, {
      storage,
      identity: { signInWithCustomToken: vi.fn(async () => ({})) },
      api: {
        getDaccountEntry: vi.fn(async () => ({
          daccountEntryUserId: 'sub-2',
          returnUrl: demoClient.returnUrl,
          carrierNickname: 'たろう',
        })),
        getDaccountUser: vi.fn(async () => {
          throw apiError('http', 404, 'daccount.user_not_found');
        }),
        getDaccountToken: vi.fn(async () => ({ customToken: 'custom-2' })),
        checkNickname: vi.fn(async () => ({ exsist: false })),
      },
    });
    expect(await screen.findByRole('textbox', { name: /ニックネーム/ })).toHaveValue('たろう');
    expect(screen.getByText(/dアカウントのニックネームを入れてあります/)).toBeInTheDocument();
  });
});

describe('leaving the carrier flow’s profile form (the register-form exit flag)', () => {
  /** Back from the confirmation (stop-reload): the form again, signed in with the saved token. */
  function formAgain(process: string) {
    const storage = memoryStorage();
    saveClient(storage, { ...demoClient, profile: 'input' });
    storage.setItem('process', process);
    storage.setItem(DaccountKey.stopReload, 'true');
    storage.setItem(DaccountKey.customToken, 'custom-2');
    return storage;
  }

  it.each([
    ['login', '/login'],
    ['register', '/register'],
  ])('with the process %s, a leave she agrees to lands on %s', async (process, landing) => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    onTestFinished(() => confirm.mockRestore());
    const { router } = renderHub('/termsofservice', {
      storage: formAgain(process),
      identity: { signInWithCustomToken: vi.fn(async () => ({})) },
      api: { checkNickname: vi.fn(async () => ({ exsist: false })) },
    });
    await screen.findByRole('navigation', { name: '関連する規約' });
    await router.navigate(RoutePath.daccountAuth);
    expect(await screen.findByRole('textbox', { name: /ニックネーム/ })).toBeInTheDocument();
    await router.navigate(-1);
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
  });
});
