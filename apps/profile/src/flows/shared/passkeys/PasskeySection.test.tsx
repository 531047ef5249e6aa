import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { RoutePath } from '../../../route-paths';
import { demoClient, renderProfile } from '../../../test/render';
import { addPasskey, deviceNameOf, type PasskeyApi } from './passkeys';

const entry = new URLSearchParams(demoClient as unknown as Record<string, string>).toString();

describe('the profile edit’s passkeys', () => {
  it('lists the member’s passkeys and removes one after the member confirms', async () => {
    let passkeys = [
      {
        passkeyId: 'p1',
        deviceName: 'Android',
        createdAt: '2026-11-01T00:00:00Z',
        lastUsedAt: '2026-11-27T00:00:00Z',
        backedUp: true,
      },
      { passkeyId: 'p2', deviceName: 'iPhone', createdAt: '2026-11-20T00:00:00Z', backedUp: true },
    ];
    const deletePasskey = vi.fn(async ({ params }: { params: { passkeyId: string } }) => {
      passkeys = passkeys.filter((p) => p.passkeyId !== params.passkeyId);
    });
    renderProfile(`${RoutePath.profileEdit}?${entry}`, {
      api: { listPasskeys: async () => ({ passkeys }), deletePasskey } as never,
    });
    const section = await screen.findByRole('region', { name: '指紋や顔でログイン' });
    expect(await within(section).findByText('Android')).toBeInTheDocument();
    expect(within(section).getByText('追加した日：2026年11月1日')).toBeInTheDocument();
    expect(within(section).getByText('最後に使った日：2026年11月27日')).toBeInTheDocument();
    expect(within(section).getByText('まだ使っていません')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: '削除: iPhone' }));
    await userEvent.click(within(section).getByRole('button', { name: '削除する' }));
    await waitFor(() => expect(within(section).queryByText('iPhone')).toBeNull());
    expect(deletePasskey).toHaveBeenCalledWith({ params: { passkeyId: 'p2' } });
    expect(within(section).getByRole('status')).toHaveTextContent('削除しました。');
  });
});

describe('addPasskey', () => {
  const api = () =>
    ({
      passkeyRegistrationOptions: vi.fn(async () => ({ challenge: 'c'.repeat(43) })),
      registerPasskey: vi.fn(async () => undefined),
    }) as unknown as PasskeyApi & { registerPasskey: ReturnType<typeof vi.fn> };

  it('registers this phone under a name the member recognises', async () => {
    const calls = api();
    const result = await addPasskey(
      calls,
      async () => ({ id: 'cred' }),
      'Mozilla/5.0 (Linux; Android 14; SH-53C)',
    );
    expect(result).toEqual({ kind: 'added' });
    expect(calls.registerPasskey).toHaveBeenCalledWith({
      body: { credential: { id: 'cred' }, deviceName: 'Android' },
    });
  });

  it('a stopped prompt registers nothing', async () => {
    const calls = api();
    const stopped = () => Promise.reject(new DOMException('stopped', 'NotAllowedError'));
    expect(await addPasskey(calls, stopped, '')).toEqual({ kind: 'cancelled' });
    expect(calls.registerPasskey).not.toHaveBeenCalled();
    expect(deviceNameOf('')).toBe('この端末');
  });
});
