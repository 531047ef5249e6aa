// Hub spec §8 on the e-mail send screens: a failed save or send shows the catalogue's alert and the
// member stays on the screen — also for statuses that §7's general policy would send elsewhere
// (500/503 or no answer → generic error page, 401/405 → status=authError): the catalogue is the
// more specific rule. Only a timeout opens the timeout dialog, and with the timeout flag already
// set a sending failure shows no alert.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { closeAlert, findAlert } from '../../../../test/alerts';
import { apiError } from '../../../../test/api-errors';
import { renderHub } from '../../../../test/render';

const RETRY = '処理に失敗しました。恐れ入りますがもう一度はじめからお試しください。';

function spyAlert() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // The browser's own alert() must never be used: it is spied on to prove that.
  return vi.spyOn(window, 'alert').mockImplementation(() => {});
}

async function sendLoginMail() {
  await userEvent.type(await screen.findByLabelText('メールアドレス'), 'hanako@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'ログインメールを送信する' }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the login mail failing (§8 over §7)', () => {
  it.each([
    ['the send answers 500', 'sendLoginMailLink', apiError('server', 500)],
    ['the send answers 503', 'sendLoginMailLink', apiError('server', 503)],
    ['the send gets no answer', 'sendLoginMailLink', apiError('network')],
    ['the send answers 401', 'sendLoginMailLink', apiError('auth', 401)],
    ['saving the parameters answers 500', 'saveLoginParam', apiError('server', 500)],
  ] as const)('%s: the alert, and the member stays on the login page', async (_, call, error) => {
    const alert = spyAlert();
    const { api, router, assign } = renderHub('/login');
    api[call].mockRejectedValueOnce(error);
    await sendLoginMail();
    await closeAlert(RETRY);
    expect(alert).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/login');
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByLabelText('メールアドレス')).toBeEnabled();
  });

  it('shows no alert when the timeout flag is already set', async () => {
    const alert = spyAlert();
    const { api, router, timeout } = renderHub('/login');
    api.sendLoginMailLink.mockImplementationOnce(async () => {
      timeout.set(true);
      throw apiError('server', 500);
    });
    await sendLoginMail();
    await waitFor(() => expect(api.sendLoginMailLink).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByLabelText('メールアドレス')).toBeEnabled());
    expect(alert).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a refused mail (429) says the mail is on its way and how long to wait, not "start again"', async () => {
    spyAlert();
    const { api, router } = renderHub('/login');
    api.sendLoginMailLink.mockRejectedValueOnce(
      apiError('http', 429, 'rate.limited', { retryAfterSeconds: 90 }),
    );
    await sendLoginMail();
    const limited = await findAlert(
      'メールはもう送りました。届くまで数分かかることがあります。迷惑メールのフォルダもご確認ください。',
    );
    expect(limited).toHaveTextContent('2分ほどたつと、もう一度送れます。');
    expect(limited).not.toHaveTextContent(RETRY);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a refused mail without a wait time asks to wait a while', async () => {
    spyAlert();
    const { api } = renderHub('/login');
    api.sendLoginMailLink.mockRejectedValueOnce(apiError('http', 429, 'rate.limited'));
    await sendLoginMail();
    const limited = await findAlert(
      'メールはもう送りました。届くまで数分かかることがあります。迷惑メールのフォルダもご確認ください。',
    );
    expect(limited).toHaveTextContent('しばらくたってから、もう一度お試しください。');
  });
});

describe('the registration mail failing', () => {
  it('shows no alert when the timeout flag is already set', async () => {
    const alert = spyAlert();
    const view = renderHub('/AuthenRegister/Email');
    const sendRegisterMailLink = vi.fn(async () => {
      view.timeout.set(true);
      throw apiError('server', 500);
    });
    Object.assign(view.api, { sendRegisterMailLink });
    await userEvent.type(await screen.findByLabelText('メールアドレス'), 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: '登録メールを送信する' }));
    await waitFor(() => expect(sendRegisterMailLink).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: '登録メールを送信する' })).toBeEnabled());
    expect(alert).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
