import { describe, expect, it, vi } from 'vitest';

import { apiError } from '../testing';
import { createPolicyQueryClient } from './query-client';

function setup() {
  const policy = { fail: vi.fn(), handle: vi.fn(() => false) };
  return { policy, client: createPolicyQueryClient(policy) };
}

describe('createPolicyQueryClient', () => {
  it('sends a failed query to policy.fail, once (no retry)', async () => {
    const { policy, client } = setup();
    const e = apiError('server', 503);
    const queryFn = vi.fn(async () => {
      throw e;
    });
    await expect(client.fetchQuery({ queryKey: ['me'], queryFn })).rejects.toBe(e);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(policy.fail).toHaveBeenCalledWith(e, { query: ['me'] });
  });

  it('gives a query that handles its errors policy.handle', async () => {
    const { policy, client } = setup();
    const e = apiError('http', 404);
    await expect(
      client.fetchQuery({
        queryKey: ['nickname'],
        queryFn: async () => {
          throw e;
        },
        meta: { handlesErrors: true },
      }),
    ).rejects.toBe(e);
    expect(policy.handle).toHaveBeenCalledWith(e, { query: ['nickname'] });
    expect(policy.fail).not.toHaveBeenCalled();
  });

  it('sends a mutation without onError to policy.fail, one with onError to policy.handle', async () => {
    const { policy, client } = setup();
    const e = apiError('http', 409);
    const failing = async () => {
      throw e;
    };
    await expect(
      client.getMutationCache().build(client, { mutationFn: failing }).execute(undefined),
    ).rejects.toBe(e);
    expect(policy.fail).toHaveBeenCalledTimes(1);
    const onError = vi.fn();
    await expect(
      client.getMutationCache().build(client, { mutationFn: failing, onError }).execute(undefined),
    ).rejects.toBe(e);
    expect(policy.handle).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalled();
  });
});
