import { createIdentityError } from '@member-hub/identity';
import { communityVariant, membersVariant } from '@member-hub/validators';
import { describe, expect, it, vi } from 'vitest';

import {
  createMemoryStorage,
  type KeyValueStorage,
  readClientContext,
  saveClient,
} from '@member-hub/app-kit/client-context';
import {
  carrierReturnOf,
  type LinkageDeps,
  linkageProviderOf,
  linkGoogle,
  PENDING_CARRIER_LINKAGE_KEY,
  readLinkageState,
  startCarrierLinkage,
  unlink,
} from './provider-linkage';

const ORIGIN = 'http://localhost:5170';
const SERVICE = 'http://localhost:5190/callback';
/** The context the screen hands the step: the entry saved in the fake storage (the community service). */
const contextOf = (deps: { storage: KeyValueStorage }) => readClientContext(deps.storage);

function setUp(user: { uid: string; providerIds: string[] } = { uid: 'u1', providerIds: ['password'] }) {
  const storage = createMemoryStorage();
  saveClient(storage, { returnUrl: SERVICE, serviceId: '1', clientId: 'demo-community' });
  const api = {
    getMe: vi.fn(async () => ({ uid: user.uid, daccountEntryUserId: '' })),
    addLoginHistory: vi.fn(async () => undefined),
    unlinkDaccount: vi.fn(async () => undefined),
  };
  const identity = {
    currentUser: vi.fn(() => user as never),
    linkWithGoogle: vi.fn(async () => ({}) as never),
    unlinkProvider: vi.fn(async () => ({}) as never),
  };
  return { deps: { api, identity, storage } as unknown as LinkageDeps, api, identity, storage };
}

describe('linkageProviderOf', () => {
  it('takes google or docomo-type; unknown, missing or hidden ones are null (the screen goes back)', () => {
    expect(linkageProviderOf('?provider=google', communityVariant)).toBe('google');
    expect(linkageProviderOf('?provider=docomo-type', communityVariant)).toBe('docomo-type');
    expect(linkageProviderOf('?provider=facebook', communityVariant)).toBeNull();
    expect(linkageProviderOf('', communityVariant)).toBeNull();
    // Google is hidden in the second service; the carrier linkage when hidden is '1'.
    expect(linkageProviderOf('?provider=google', membersVariant)).toBeNull();
    expect(linkageProviderOf('?provider=docomo-type&hidden=1', communityVariant)).toBeNull();
  });
});

describe('readLinkageState', () => {
  it('Google: linked when the identity has google.com; the carrier: by daccountEntryUserId, disabled for DA- uids', async () => {
    expect(await readLinkageState(setUp({ uid: 'u1', providerIds: ['google.com'] }).deps, 'google')).toEqual({
      linked: true,
      disabled: false,
    });
    const carrier = setUp({ uid: 'DA-abc', providerIds: [] });
    carrier.api.getMe.mockResolvedValueOnce({ uid: 'DA-abc', daccountEntryUserId: 'dac-sub-1' });
    expect(await readLinkageState(carrier.deps, 'docomo-type')).toEqual({ linked: true, disabled: true });
    expect(await readLinkageState(setUp().deps, 'docomo-type')).toEqual({ linked: false, disabled: false });
  });
});

describe('linkGoogle', () => {
  it('links, then records a login history entry for Google with the return address', async () => {
    const { deps, api, identity } = setUp();
    expect(await linkGoogle(deps, contextOf(deps), vi.fn())).toEqual({ kind: 'linked' });
    expect(identity.linkWithGoogle).toHaveBeenCalled();
    expect(api.addLoginHistory).toHaveBeenCalledWith({
      body: { provider: 'google.com', serviceName: '1', returnUrl: SERVICE },
    });
  });

  it('closed chooser: cancelled; a Google account of another member: already-linked; else failed', async () => {
    const closed = setUp();
    closed.identity.linkWithGoogle.mockRejectedValueOnce(createIdentityError('popup_closed'));
    expect(await linkGoogle(closed.deps, contextOf(closed.deps), vi.fn())).toEqual({ kind: 'cancelled' });
    const taken = setUp();
    taken.identity.linkWithGoogle.mockRejectedValueOnce(createIdentityError('credential_already_in_use'));
    expect(await linkGoogle(taken.deps, contextOf(taken.deps), vi.fn())).toEqual({ kind: 'already-linked' });
    expect(taken.api.addLoginHistory).not.toHaveBeenCalled();
    const broken = setUp();
    broken.identity.linkWithGoogle.mockRejectedValueOnce(createIdentityError('network'));
    expect((await linkGoogle(broken.deps, contextOf(broken.deps), vi.fn())).kind).toBe('failed');
  });

  it('a failed history entry is reported, the linkage stands', async () => {
    const { deps, api } = setUp();
    const report = vi.fn();
    api.addLoginHistory.mockRejectedValueOnce(new Error('down'));
    expect(await linkGoogle(deps, contextOf(deps), report)).toEqual({ kind: 'linked' });
    expect(report).toHaveBeenCalled();
  });
});

describe('unlink', () => {
  it('Google on the identity, the carrier account through the server; a failure is answered', async () => {
    const google = setUp();
    expect(await unlink(google.deps, 'google')).toEqual({ kind: 'unlinked' });
    expect(google.identity.unlinkProvider).toHaveBeenCalledWith('google.com');
    const carrier = setUp();
    expect(await unlink(carrier.deps, 'docomo-type')).toEqual({ kind: 'unlinked' });
    expect(carrier.api.unlinkDaccount).toHaveBeenCalled();
    carrier.api.unlinkDaccount.mockRejectedValueOnce(new Error('403'));
    expect((await unlink(carrier.deps, 'docomo-type')).kind).toBe('failed');
  });
});

describe('the carrier linkage through the hub', () => {
  it('stores process=linkage and the pending mark, and opens /daccountRegister returning to this screen with the client', () => {
    const { storage } = setUp();
    const to = new URL(
      startCarrierLinkage(storage, readClientContext(storage), ORIGIN, '/providerLinkage'),
      ORIGIN,
    );
    expect(to.pathname).toBe('/daccountRegister');
    expect(storage.getItem('process')).toBe('linkage');
    expect(storage.getItem(PENDING_CARRIER_LINKAGE_KEY)).toBe('docomo-type');
    const back = new URL(to.searchParams.get('returnUrl')!);
    expect(back.origin + back.pathname).toBe(`${ORIGIN}/providerLinkage`);
    expect(back.searchParams.get('provider')).toBe('docomo-type');
    expect(back.searchParams.get('returnUrl')).toBe(SERVICE);
    expect(back.searchParams.get('clientId')).toBe('demo-community');
    expect(to.searchParams.get('serviceId')).toBe('1');
  });

  it('on the way back: linked, error=daccount (already linked elsewhere), not linked, or no linkage at all', () => {
    const linked = setUp();
    linked.storage.setItem(PENDING_CARRIER_LINKAGE_KEY, 'docomo-type');
    expect(carrierReturnOf(linked.storage, '', { linked: true, disabled: false })).toEqual({
      kind: 'linked',
    });
    expect(linked.storage.getItem(PENDING_CARRIER_LINKAGE_KEY)).toBeNull();
    expect(carrierReturnOf(setUp().storage, '?error=daccount', { linked: false, disabled: false })).toEqual({
      kind: 'already-linked',
    });
    const cancelled = setUp();
    cancelled.storage.setItem(PENDING_CARRIER_LINKAGE_KEY, 'docomo-type');
    expect(carrierReturnOf(cancelled.storage, '', { linked: false, disabled: false })).toEqual({
      kind: 'not-linked',
    });
    expect(carrierReturnOf(setUp().storage, '', { linked: true, disabled: false })).toEqual({ kind: 'none' });
  });
});
