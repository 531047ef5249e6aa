import { describe, expect, it } from 'vitest';

import {
  createMemoryStorage,
  readClient,
  readClientContext,
  saveClient,
} from '@member-hub/app-kit/client-context';
import { endKeptPlace, readKeptPlace, SIGN_IN_AGAIN_KEEP_MS, startSignInAgain } from './sign-in-again';

const ORIGIN = 'http://localhost:5170';
const client = {
  returnUrl: 'http://localhost:5191/lamember/callback',
  state: 's1',
  nonce: 'n1',
  scope: 'openid',
  clientId: 'demo-members',
  serviceId: '2',
};
const NOW = 1_800_000_000_000;

function start(storage = createMemoryStorage()) {
  saveClient(storage, client);
  const login = startSignInAgain(storage, readClientContext(storage), {
    origin: ORIGIN,
    path: '/changeEmail/confirm',
    uid: 'u1',
    draft: { email: 'new@example.jp' },
    now: NOW,
  });
  return { storage, login };
}

describe('signing in again', () => {
  it("opens the hub's /login with this screen, and the client's own query, as the return address", () => {
    const { login } = start();
    const url = new URL(login, ORIGIN);
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('serviceId')).toBe('2');
    const back = new URL(url.searchParams.get('returnUrl')!);
    expect(back.origin).toBe(ORIGIN);
    expect(back.pathname).toBe('/changeEmail/confirm');
    // The entry rules on the way back make the client record the service's again.
    expect(Object.fromEntries(back.searchParams)).toEqual(client);
    // Nothing typed travels in an address.
    expect(login).not.toContain('new%40example.jp');
  });

  it('gives the draft back on the same screen to the same member, and only there', () => {
    const { storage } = start();
    expect(readKeptPlace(storage, '/changeEmail/confirm', 'u1', NOW + 60_000)).toEqual({
      email: 'new@example.jp',
    });
    expect(readKeptPlace(storage, '/unsubscribe', 'u1', NOW)).toBeNull();
    // Someone else signed in on this device: nothing of the first member's.
    expect(readKeptPlace(storage, '/changeEmail/confirm', 'u2', NOW)).toBeNull();
    expect(readKeptPlace(storage, '/changeEmail/confirm', null, NOW)).toBeNull();
  });

  it('forgets the draft once the login mail has run out, and when taken up', () => {
    const { storage } = start();
    expect(readKeptPlace(storage, '/changeEmail/confirm', 'u1', NOW + SIGN_IN_AGAIN_KEEP_MS + 1)).toBeNull();
    endKeptPlace(storage);
    expect(readKeptPlace(storage, '/changeEmail/confirm', 'u1', NOW)).toBeNull();
    // The client record is left to the entry rules.
    expect(readClient(storage)).toEqual(client);
  });

  it('ignores a kept place that is not what this screen wrote', () => {
    const storage = createMemoryStorage();
    storage.setItem(
      'signInAgain',
      '{"path":"/changeEmail/confirm","uid":"u1","at":1,"draft":{"email":{"x":1}}}',
    );
    expect(readKeptPlace(storage, '/changeEmail/confirm', 'u1', 2)).toBeNull();
    storage.setItem('signInAgain', 'not json');
    expect(readKeptPlace(storage, '/changeEmail/confirm', 'u1', 2)).toBeNull();
  });
});
