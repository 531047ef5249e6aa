import { type ClientContext, createMemoryStorage } from '@member-hub/app-kit/client-context';
import { communityVariant, type ClientRecord } from '@member-hub/validators';
import { describe, expect, it, vi } from 'vitest';

import {
  LATER_DAYS,
  markAnswered,
  PasskeyOfferKey,
  registerFromOffer,
  rememberLater,
  rememberRegistered,
  shouldOffer,
  signInMethodOf,
  type OfferDeps,
} from './offer';

const HUB = 'http://localhost:6171';
const client: ClientRecord = {
  returnUrl: 'http://localhost:6190/callback',
  state: 's',
  nonce: 'n-1',
  scope: 'openid',
  clientId: 'demo-community',
};
const context = { client, variant: communityVariant } as unknown as ClientContext;

function deps(overrides: Partial<OfferDeps> = {}) {
  return {
    api: { listPasskeys: vi.fn(async () => ({ passkeys: [] })) },
    identity: { currentUser: () => ({ uid: 'u1' }), getIdTokenClaims: async () => ({ sub: 'u1' }) },
    storage: createMemoryStorage(),
    userAgent: 'Mozilla/5.0 (Linux; Android 14)',
    platformAvailable: async () => true,
    now: () => Date.UTC(2026, 10, 28),
    ...overrides,
  } as OfferDeps & { api: { listPasskeys: ReturnType<typeof vi.fn> } };
}

describe('shouldOffer', () => {
  it('offers after a mail sign-in on a phone with a platform authenticator and no passkey', async () => {
    expect(await shouldOffer(deps(), context, HUB)).toBe(true);
  });

  it('not without a platform authenticator, nor when the check fails', async () => {
    expect(await shouldOffer(deps({ platformAvailable: async () => false }), context, HUB)).toBe(false);
    const failing = deps({ platformAvailable: () => Promise.reject(new Error('x')) });
    expect(await shouldOffer(failing, context, HUB)).toBe(false);
  });

  it('not for a profile screen of this host that asked for a sign-in again, nor without an entry', async () => {
    const profile = { ...context, client: { ...client, returnUrl: `${HUB}/profileEdit` } } as ClientContext;
    expect(await shouldOffer(deps(), profile, HUB)).toBe(false);
    expect(await shouldOffer(deps(), { ...context, client: null } as ClientContext, HUB)).toBe(false);
  });

  it('not after a passkey sign-in (and remembers this browser has one)', async () => {
    const d = deps({
      identity: {
        currentUser: () => ({ uid: 'u1' }),
        getIdTokenClaims: async () => ({ signInMethod: 'passkey' }),
      },
    });
    expect(await shouldOffer(d, context, HUB)).toBe(false);
    expect(d.storage.getItem(PasskeyOfferKey.registered)).toContain('u1');
  });

  it('not when this browser registered one, nor when the list has this kind of device', async () => {
    const d = deps();
    rememberRegistered(d.storage, 'u1');
    expect(await shouldOffer(d, context, HUB)).toBe(false);
    const listed = deps();
    listed.api.listPasskeys.mockResolvedValue({ passkeys: [{ deviceName: 'Android' }] });
    expect(await shouldOffer(listed, context, HUB)).toBe(false);
    listed.api.listPasskeys.mockRejectedValue(new Error('down'));
    expect(await shouldOffer(listed, context, HUB)).toBe(false);
  });

  it(`「あとで」 keeps it away for ${LATER_DAYS} days, for that member only`, async () => {
    const now = Date.UTC(2026, 10, 28);
    const d = deps();
    rememberLater(d.storage, 'u1', now - (LATER_DAYS - 1) * 86_400_000);
    expect(await shouldOffer(d, context, HUB)).toBe(false);
    rememberLater(d.storage, 'u1', now - (LATER_DAYS + 1) * 86_400_000);
    expect(await shouldOffer(d, context, HUB)).toBe(true);
    const other = deps({
      identity: { currentUser: () => ({ uid: 'u2' }), getIdTokenClaims: async () => null },
    });
    rememberLater(other.storage, 'u1', now);
    expect(await shouldOffer(other, context, HUB)).toBe(true);
  });

  it('asks for the list while the platform check runs; a "no" does not wait for the list', async () => {
    let platformAnswer: (available: boolean) => void = () => {};
    const d = deps({ platformAvailable: () => new Promise((resolve) => (platformAnswer = resolve)) });
    // The list never answers: only a "no" that does not wait for it lets the offer end.
    d.api.listPasskeys.mockReturnValue(new Promise(() => {}));
    const offer = shouldOffer(d, context, HUB);
    await vi.waitFor(() => expect(d.api.listPasskeys).toHaveBeenCalledTimes(1));
    platformAnswer(false);
    expect(await offer).toBe(false);
  });

  it('the list counts only when the platform says yes, whichever answers first', async () => {
    let platformAnswer: (available: boolean) => void = () => {};
    const d = deps({ platformAvailable: () => new Promise((resolve) => (platformAnswer = resolve)) });
    d.api.listPasskeys.mockResolvedValue({ passkeys: [{ deviceName: 'iPhone' }] });
    const offer = shouldOffer(d, context, HUB);
    await vi.waitFor(() => expect(d.api.listPasskeys).toHaveBeenCalledTimes(1));
    platformAnswer(true);
    expect(await offer).toBe(true);
  });

  it('once per entry: the hand-back after the answer goes straight on', async () => {
    const d = deps();
    markAnswered(d.storage, context);
    expect(await shouldOffer(d, context, HUB)).toBe(false);
    const next = { ...context, client: { ...client, nonce: 'n-2' } } as ClientContext;
    expect(await shouldOffer(d, next, HUB)).toBe(true);
  });
});

describe('registerFromOffer', () => {
  const optionsJSON = { challenge: 'c'.repeat(43) };
  function reg(ceremony: () => Promise<Record<string, unknown>>) {
    const api = {
      passkeyRegistrationOptions: vi.fn(async () => optionsJSON),
      registerPasskey: vi.fn(async () => ({})),
    };
    const report = vi.fn();
    const storage = createMemoryStorage();
    const d = { api, storage, userAgent: 'iPhone', startRegistration: vi.fn(ceremony), report };
    return { d: d as unknown as Parameters<typeof registerFromOffer>[0], api, storage, report };
  }
  const named = (name: string) => Object.assign(new Error(name), { name });

  it('registers with the device name and remembers it', async () => {
    const { d, api, storage } = reg(async () => ({ id: 'cred' }));
    expect(await registerFromOffer(d, 'u1')).toEqual({ kind: 'registered' });
    expect(api.registerPasskey).toHaveBeenCalledWith({
      body: { credential: { id: 'cred' }, deviceName: 'iPhone' },
    });
    expect(storage.getItem(PasskeyOfferKey.registered)).toContain('u1');
  });

  it('a stopped prompt counts as 「あとで」; this phone already has one counts as registered', async () => {
    const stopped = reg(async () => Promise.reject(named('NotAllowedError')));
    expect(await registerFromOffer(stopped.d, 'u1')).toEqual({ kind: 'skipped' });
    expect(stopped.storage.getItem(PasskeyOfferKey.later)).toContain('u1');
    const has = reg(async () => Promise.reject(named('InvalidStateError')));
    expect(await registerFromOffer(has.d, 'u1')).toEqual({ kind: 'registered' });
    expect(has.api.registerPasskey).not.toHaveBeenCalled();
  });

  it('never throws: a failure is reported and the member goes on', async () => {
    const broken = reg(async () => ({ id: 'cred' }));
    broken.api.registerPasskey.mockRejectedValue(new Error('400'));
    expect(await registerFromOffer(broken.d, 'u1')).toEqual({ kind: 'skipped' });
    expect(broken.report).toHaveBeenCalled();
    expect(broken.storage.getItem(PasskeyOfferKey.later)).toBeNull();
  });
});

describe('signInMethodOf', () => {
  it("reads the claim from the identity service's token claims, or null", () => {
    expect(signInMethodOf({ signInMethod: 'passkey', sub: 'u1' })).toBe('passkey');
    expect(signInMethodOf({ signInMethod: 7 })).toBeNull();
    expect(signInMethodOf({})).toBeNull();
    expect(signInMethodOf(null)).toBeNull();
  });
});
