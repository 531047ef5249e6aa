import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { registrationMailto } from '../../register';
import { apiError } from '../../../../test/api-errors';
import { renderHub } from '../../../../test/render';
import { closeAlert, findAlert } from '../../../../test/alerts';

const RETRY = '処理に失敗しました。恐れ入りますがもう一度はじめからお試しください。';

function renderRegisterEmail() {
  const view = renderHub('/AuthenRegister/Email');
  const sendRegisterMailLink = vi.fn(async () => undefined);
  Object.assign(view.api, { sendRegisterMailLink });
  return { ...view, sendRegisterMailLink };
}

async function submit(email: string) {
  await userEvent.type(await screen.findByLabelText('メールアドレス'), email);
  await userEvent.click(screen.getByRole('button', { name: '登録メールを送信する' }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

// The successful send is in Register.test.tsx (from the method choice to the sent page).
describe('the e-mail registration page', () => {
  it('shows the already-registered page for a taken address', async () => {
    const { router, sendRegisterMailLink } = renderRegisterEmail();
    sendRegisterMailLink.mockRejectedValueOnce(apiError('http', 409, 'email.taken'));
    await submit('hanako@example.com');
    expect(
      await screen.findByRole('heading', { name: 'このメールアドレスは既に登録されています' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/register/email/taken');
  });

  it('alerts and stays when the mail cannot be sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router, sendRegisterMailLink } = renderRegisterEmail();
    sendRegisterMailLink.mockRejectedValueOnce(apiError('server', 500));
    await submit('new@example.com');
    expect(await findAlert(RETRY)).toHaveTextContent('もう一度ボタンを押してください');
    await closeAlert(RETRY);
    expect(router.state.location.pathname).toBe('/AuthenRegister/Email');
    expect(screen.getByRole('button', { name: '登録メールを送信する' })).toBeEnabled();
  });

  it('opens the empty-mail draft to the registration address', async () => {
    const { assign } = renderRegisterEmail();
    await userEvent.click(await screen.findByRole('button', { name: '空メールを送信する' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(registrationMailto('lpk1')));
  });

  it('opens the timeout dialog when saving the parameters times out', async () => {
    const { api, timeout } = renderRegisterEmail();
    api.saveLoginParam.mockRejectedValueOnce(apiError('timeout'));
    await userEvent.click(await screen.findByRole('button', { name: '空メールを送信する' }));
    await waitFor(() => expect(timeout.get()).toBe(true));
  });
});
