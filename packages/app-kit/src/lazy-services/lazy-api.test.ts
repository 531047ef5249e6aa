import { type MemberApiClient } from '@member-hub/api-client';
import { describe, expect, it, vi } from 'vitest';

import { createLazyApiClient } from './lazy-api';

describe('createLazyApiClient', () => {
  it('loads the client with the first call, once, and passes arguments and answers through', async () => {
    const logout = vi.fn(async () => undefined);
    const getLoginParam = vi.fn(async (input: unknown) => ({ loginParam: JSON.stringify(input) }));
    const load = vi.fn(async () => ({ logout, getLoginParam }) as unknown as MemberApiClient);
    const api = createLazyApiClient(load);
    expect(load).not.toHaveBeenCalled();

    await expect(api.getLoginParam({ query: { key: 'k1' } } as never)).resolves.toEqual({
      loginParam: '{"query":{"key":"k1"}}',
    });
    await api.logout();
    expect(load).toHaveBeenCalledTimes(1);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('is not mistaken for a promise, and passes on a failing call', async () => {
    const failure = new Error('500');
    const api = createLazyApiClient(
      async () => ({ logout: () => Promise.reject(failure) }) as unknown as MemberApiClient,
    );
    expect(await Promise.resolve(api)).toBe(api);
    await expect(api.logout()).rejects.toBe(failure);
  });

  it('retries a failed load on the next call', async () => {
    const logout = vi.fn(async () => undefined);
    const load = vi
      .fn<() => Promise<MemberApiClient>>()
      .mockRejectedValueOnce(new Error('chunk'))
      .mockResolvedValue({ logout } as unknown as MemberApiClient);
    const api = createLazyApiClient(load);
    await expect(api.logout()).rejects.toThrow('chunk');
    await expect(api.logout()).resolves.toBeUndefined();
  });
});
