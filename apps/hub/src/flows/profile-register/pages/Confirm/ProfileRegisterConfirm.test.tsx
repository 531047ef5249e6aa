// The save loader of the registration confirmation (hub spec §9): it shows once saving has lasted
// 1.4 s, in the membership variant only after 4 s.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAVE_LOADER_DELAY_EDIT_MS, SAVE_LOADER_DELAY_MS } from '@member-hub/enums';
import { describe, expect, it, onTestFinished, vi } from 'vitest';

import { apiError } from '../../../../test/api-errors';
import { demoClient } from '../../../../test/fakes';
import { profileValues } from '../../../../test/profile-values';
import { renderHub } from '../../../../test/render';

const membershipClient = { ...demoClient, returnUrl: 'http://localhost:5191/lamember/callback' };

/** Opens the confirmation with a saved draft and taps 登録する; the save never answers. */
async function startSaving(client: Record<string, string>) {
  const view = renderHub('/termsofservice', { client: { ...client, profile: 'input' } });
  Object.assign(view.api, {
    createMe: vi.fn(() => new Promise(() => {})),
    postjudge: vi.fn(async () => undefined),
    checkNickname: vi.fn(async () => ({ exsist: false })),
  });
  Object.assign(view.identity, { getIdToken: vi.fn(async () => 'token') });
  view.api.getMe.mockRejectedValue(apiError('http', 404, 'member.not_found'));
  await screen.findByRole('navigation', { name: '関連する規約' });
  view.storage.setItem('profileRegister', JSON.stringify(profileValues({ city: '' })));
  view.storage.setItem('stopReload', 'true');
  await view.router.navigate('/register/profile/confirm');
  const register = await screen.findByRole('button', { name: 'この内容で登録する' });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  onTestFinished(() => void vi.useRealTimers());
  await userEvent.click(register);
  return view;
}

const loader = () => screen.queryByTestId('loader-overlay');

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('the registration save loader', () => {
  // The clock also moves with real time (the click needs it): the checks keep a wide margin.
  it('shows after 1.4 s on the community service', async () => {
    await startSaving(demoClient);
    expect(loader()).toBeNull();
    await advance(SAVE_LOADER_DELAY_MS);
    expect(loader()).not.toBeNull();
  });

  it('waits 4 s in the membership variant', async () => {
    await startSaving(membershipClient);
    await advance(SAVE_LOADER_DELAY_MS + 500);
    expect(loader()).toBeNull();
    await advance(SAVE_LOADER_DELAY_EDIT_MS - SAVE_LOADER_DELAY_MS - 500);
    expect(loader()).not.toBeNull();
  });
});
