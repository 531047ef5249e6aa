// Profile spec §4 "E-mail link verification" on the hub's two validate/email pages.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { closeAlert, findAlert } from '../../../../test/alerts';
import { renderHub } from '../../../../test/render';

const INVALID_URL = 'リンクが正しくありません。メールのリンクをもう一度押してお試しください。';
const AUTH_ERROR_RETURN = 'http://localhost:5190/callback?status=authError';

function quietConsole() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('validate/email without referenceKey or mode', () => {
  it.each([
    '/login/validate/email?referenceKey=r1',
    '/login/validate/email?mode=login',
    '/login/validate/email',
    '/register/validate/email?referenceKey=r1',
    '/register/validate/email?referenceKey=r1&mode=login',
  ])('%s: alerts an invalid URL and takes the unauthorised return', async (url) => {
    quietConsole();
    const { api, assign, revisit } = renderHub(url);
    // The in-page alert (never window.alert); the return waits until the member closes it, also
    // when the screen was mounted again meanwhile.
    await findAlert(INVALID_URL);
    await revisit();
    expect(assign).not.toHaveBeenCalled();
    await closeAlert(INVALID_URL);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(AUTH_ERROR_RETURN));
    expect(api.getMailLink).not.toHaveBeenCalled();
  });
});

describe('validate/email when the lookup answers no address', () => {
  it('says the address could not be obtained and shows the generic error page', async () => {
    quietConsole();
    const alert = vi.spyOn(window, 'alert');
    const { api, assign, router, savedEmail } = renderHub('/login/validate/email?referenceKey=r1&mode=login');
    api.getMailLink.mockResolvedValue({ mailLink: 'http://127.0.0.1:9099/emulator/action', email: '' });
    await closeAlert('メールアドレスを取得できませんでした。');
    expect(alert).not.toHaveBeenCalled();
    expect(await screen.findByText('エラーが発生しました')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error');
    expect(assign).not.toHaveBeenCalled();
    expect(savedEmail.save).not.toHaveBeenCalled();
  });
});
