import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { RoutePath } from '../../../../route-paths';
import { renderHub } from '../../../../test/render';
import { PasskeyOfferKey } from '../../offer';

const HAND_BACK = '/memberbase/v1/authorization?code=c1&secure_code=sc1';

/** A browser with a platform authenticator (the phone's fingerprint, face or screen lock). */
function withPlatformAuthenticator() {
  vi.stubGlobal(
    'PublicKeyCredential',
    Object.assign(function PublicKeyCredential() {}, {
      isUserVerifyingPlatformAuthenticatorAvailable: async () => true,
    }),
  );
}

const offerApi = () => ({
  listPasskeys: vi.fn(async () => ({ passkeys: [] })),
  passkeyRegistrationOptions: vi.fn(async () => {
    throw new Error('the member API is unreachable');
  }),
  registerPasskey: vi.fn(),
});
const identity = { getIdTokenClaims: vi.fn(async () => ({ signInMethod: 'emailLink' })) };

describe('the passkey offer before the hand-back', () => {
  beforeEach(withPlatformAuthenticator);
  afterEach(() => vi.unstubAllGlobals());

  it('/login/complete shows the offer first; 「あとで」 hands back once and is remembered', async () => {
    const { api, assign, router, storage } = renderHub(RoutePath.loginComplete, {
      api: offerApi(),
      identity,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(RoutePath.loginPasskeyOffer));
    expect(api.authorize).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'あとで' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(HAND_BACK));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(storage.getItem(PasskeyOfferKey.later)).toContain('"u1"');
  });

  it('a failed registration still goes on to the service', async () => {
    const { assign, router } = renderHub(RoutePath.loginComplete, { api: offerApi(), identity });
    await waitFor(() => expect(router.state.location.pathname).toBe(RoutePath.loginPasskeyOffer));
    fireEvent.click(await screen.findByRole('button', { name: '指紋や顔を登録する' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(HAND_BACK));
  });

  it('no offer without a platform authenticator: the hand-back at once', async () => {
    vi.unstubAllGlobals();
    const { assign, router } = renderHub(RoutePath.loginComplete, { api: offerApi(), identity });
    await waitFor(() => expect(assign).toHaveBeenCalledWith(HAND_BACK));
    expect(router.state.location.pathname).toBe(RoutePath.loginComplete);
  });
});
