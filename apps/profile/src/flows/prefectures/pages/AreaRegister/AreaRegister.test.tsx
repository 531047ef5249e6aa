// The area-registration screen in jsdom, framed by a fake parent on an allowed origin: the region
// checkbox opens its prefecture radios, register is enabled once one is chosen, and the save's
// status goes to the parent. Unframed, the screen shows 'currently unavailable'.
import { type MemberApiClient } from '@member-hub/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { RoutePath } from '../../../../route-paths';
import { renderProfile } from '../../../../test/render';

const PARENT = 'http://localhost:5190';

function frameBy(origin: string) {
  const parent = { postMessage: vi.fn() };
  Object.defineProperty(window, 'parent', { value: parent, configurable: true });
  Object.defineProperty(document, 'referrer', { value: `${origin}/prefectures`, configurable: true });
  return parent;
}

afterEach(() => {
  Object.defineProperty(window, 'parent', { value: window, configurable: true });
  Object.defineProperty(document, 'referrer', { value: '', configurable: true });
});

describe('/profileEdit/prefectures', () => {
  it('registers a prefecture for the parent’s member and reports 200 to the parent', async () => {
    const parent = frameBy(PARENT);
    const getEncryptedMe = vi.fn(async () => ({
      prefecture: { id: 0, name: '' },
      status_code: 200 as const,
    }));
    const saveArea = vi.fn(async () => ({ result_code: 1 as const }));
    renderProfile(RoutePath.areaRegister, {
      api: { getEncryptedMe, saveArea } as unknown as Partial<MemberApiClient>,
    });
    await waitFor(() => expect(parent.postMessage).toHaveBeenCalledWith({ type: 'ready' }, PARENT));
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { encrypted_id: 'v1.sealed' },
        origin: PARENT,
        source: parent as never,
      }),
    );

    const register = await screen.findByRole('button', { name: '登録する' });
    expect(register).toBeDisabled();
    expect(screen.queryByRole('radio', { name: '東京都' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: '関東' }));
    await userEvent.click(screen.getByRole('radio', { name: '東京都' }));
    expect(register).toBeEnabled();
    await userEvent.click(register);

    expect(await screen.findByRole('heading', { name: 'ご登録ありがとうございました' })).toBeVisible();
    expect(saveArea).toHaveBeenCalledWith({
      headers: { 'x-encrypted-id': 'v1.sealed' },
      body: { item_name: 'prefecture', item_value: 13, update_type: 'new', referer: '' },
    });
    expect(parent.postMessage).toHaveBeenLastCalledWith({ status_code: 200 }, PARENT);
  });

  it('shows the retry text with reload after a 500, and reports it', async () => {
    const parent = frameBy(PARENT);
    renderProfile(RoutePath.areaRegister, {
      api: {
        getEncryptedMe: async () => ({ prefecture: { id: 1, name: '北海道' }, status_code: 200 as const }),
        saveArea: async () => {
          throw Object.assign(new Error('x'), { name: 'MemberApiError', kind: 'server', status: 500 });
        },
      } as unknown as Partial<MemberApiClient>,
    });
    await waitFor(() => expect(parent.postMessage).toHaveBeenCalled());
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { encrypted_id: 'v1.sealed' },
        origin: PARENT,
        source: parent as never,
      }),
    );
    // Hokkaido stands alone and comes checked: update.
    expect(await screen.findByRole('radio', { name: '北海道' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: '登録する' }));
    expect(
      await screen.findByText('処理が正常に完了しませんでした。再読み込みして、もう一度登録してください。'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeVisible();
    expect(parent.postMessage).toHaveBeenLastCalledWith({ status_code: 500 }, PARENT);
  });

  it('outside a frame, or under a parent off the list, shows "currently unavailable" and sends nothing', async () => {
    const parent = frameBy('http://evil.example');
    renderProfile(RoutePath.areaRegister);
    expect(await screen.findByText('このページは現在ご利用いただけません。')).toBeVisible();
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
});
