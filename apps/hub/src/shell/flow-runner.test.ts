import { describe, expect, it, vi } from 'vitest';

import { createFlowRunner } from './flow-runner';
import { createPolicyQueryClient } from './query-chunk';

function runner() {
  const policy = vi.fn();
  const load = vi.fn(async () => createPolicyQueryClient({ fail: policy, handle: vi.fn(() => true) }));
  return { flows: createFlowRunner(load), policy, load };
}

describe('the flow runner (TanStack Query mutations, the error policy as fallback)', () => {
  it("answers the step's result and leaves the policy alone", async () => {
    const { flows, policy } = runner();
    await expect(flows.run('step', async () => ({ kind: 'sent' }))).resolves.toEqual({
      ok: true,
      value: { kind: 'sent' },
    });
    expect(policy).not.toHaveBeenCalled();
  });

  it('hands a thrown failure to the error policy once and answers not ok', async () => {
    const { flows, policy } = runner();
    const failure = new Error('network');
    await expect(
      flows.run('step', async () => {
        throw failure;
      }),
    ).resolves.toEqual({ ok: false });
    expect(policy).toHaveBeenCalledTimes(1);
    expect(policy).toHaveBeenCalledWith(failure, { mutation: ['step'] });
  });

  it('does not retry a failed step', async () => {
    const { flows } = runner();
    const step = vi.fn(async () => {
      throw new Error('boom');
    });
    await flows.run('step', step);
    expect(step).toHaveBeenCalledTimes(1);
  });

  it('loads the query client once, on the first run, and records each run in its mutation cache', async () => {
    const { flows, load } = runner();
    expect(load).not.toHaveBeenCalled();
    await flows.run('first', async () => 1);
    await flows.run('second', async () => 2);
    expect(load).toHaveBeenCalledTimes(1);
    const keys = (await flows.queryClient())
      .getMutationCache()
      .getAll()
      .map((m) => m.options.mutationKey);
    expect(keys).toEqual([['first'], ['second']]);
  });
});
