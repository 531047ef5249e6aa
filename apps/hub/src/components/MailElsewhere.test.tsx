// A mail link opened in another browser, on the screens: the code on the "mail sent" pages, the
// confirmation on the BrowserChangeError pages, and the mail landing in a browser that did not ask.
import { StorageKey } from '@member-hub/enums';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { readClient } from '@member-hub/app-kit/client-context';
import { apiError } from '../test/api-errors';
import { demoClient } from '../test/fakes';
import { renderHub } from '../test/render';

const sent = { authMode: 'email', email: 'hanako@example.com' };
/** Past the button's 600 ms debounce. */
const debounce = () => new Promise((resolve) => setTimeout(resolve, 650));

describe('the code on the "mail sent" page', () => {
  it('a right code signs in here: the sign-in link is followed', async () => {
    const user = userEvent.setup();
    const { api, assign, storage } = renderHub('/login/send/complete', { state: sent });
    storage.setItem(StorageKey.loginParamKey, 'lpk1');
    const input = await screen.findByRole('textbox', { name: 'メールに書かれた6けたの数字' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(input, '１２３４５６');
    await user.click(screen.getByRole('button', { name: 'この数字でログインする' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://127.0.0.1:9099/emulator/action?mode=signIn&by=code'),
    );
    expect(api.enterMailCode).toHaveBeenCalledWith({
      body: { email: 'hanako@example.com', loginParamKey: 'lpk1', code: '123456' },
    });
  });

  it('a wrong code says so and lets the member try again; locked asks for a fresh mail', async () => {
    const user = userEvent.setup();
    const { api, assign, storage, identity, router } = renderHub('/register/send/complete', { state: sent });
    // Nobody signed in: a registration mail with a code (not a member's address registration).
    identity.currentUser.mockReturnValue(null);
    await router.navigate('/register/send/complete', { state: sent });
    storage.setItem(StorageKey.loginParamKey, 'lpk1');
    api.enterMailCode.mockRejectedValueOnce(apiError('http', 400, 'link.code_wrong'));
    api.enterMailCode.mockRejectedValueOnce(apiError('http', 403, 'link.code_locked'));
    const input = await screen.findByRole('textbox', { name: 'メールに書かれた6けたの数字' });
    await user.type(input, '000000');
    await user.click(screen.getByRole('button', { name: 'この数字で登録を進める' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('数字がちがいます。');
    expect(screen.queryByRole('link', { name: 'もう一度メールを送る' })).toBeNull();
    await debounce();
    await user.click(screen.getByRole('button', { name: 'この数字で登録を進める' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('もう一度メールを送ってください。'),
    );
    expect(screen.getByRole('link', { name: 'もう一度メールを送る' })).toHaveAttribute('href', '/register');
    expect(assign).not.toHaveBeenCalled();
  });
});

it('a signed-in member registering an address (a mail without a code) gets no code field', async () => {
  renderHub('/register/send/complete', { state: sent });
  expect(
    await screen.findByText('hanako@example.com に会員登録のためのメールを送りました。'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'メールに書かれた6けたの数字' })).toBeNull();
});

describe('a mail link opened in a browser that did not ask', () => {
  it('is not used up: the BrowserChangeError page leads with finishing here, no failure first', async () => {
    const { api, router } = renderHub('/login/validate/email?referenceKey=r1&mode=login', { client: null });
    expect(await screen.findByRole('heading', { name: 'もう少しでログインできます' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ログインを完了できませんでした' })).toBeNull();
    expect(screen.queryByText(/ブラウザ/)).toBeNull();
    expect(router.state.location.pathname).toBe('/login/browser-changed');
    expect(router.state.location.search).toBe('?referenceKey=r1');
    expect(api.getMailLink).not.toHaveBeenCalled();
    expect(screen.getByText('確認のため、登録したメールアドレスを入れてください。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'この画面でログインを続ける' })).toBeInTheDocument();
  });

  it('a used link says so at once', async () => {
    const { api, router } = renderHub('/login/validate/email?referenceKey=r1&mode=login', { client: null });
    api.getMailLinkInfo.mockResolvedValue({ email: 'hanako@example.com', used: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/validate/used'));
  });

  it('the wrong address is refused without using the link; the right one follows it', async () => {
    const user = userEvent.setup();
    const { api, assign } = renderHub('/register/browser-changed?referenceKey=r1', { client: null });
    api.confirmMailLink.mockRejectedValueOnce(apiError('http', 400, 'link.email_mismatch'));
    const field = await screen.findByRole('textbox', { name: 'メールアドレス' });
    await user.type(field, 'other@example.com');
    await user.click(screen.getByRole('button', { name: 'この画面で登録を続ける' }));
    expect(
      await screen.findByText('メールを送ったメールアドレスと違います。もう一度お確かめください。'),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'hanako@example.com');
    await debounce();
    await user.click(screen.getByRole('button', { name: 'この画面で登録を続ける' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://127.0.0.1:9099/emulator/action?mode=signIn&by=confirm'),
    );
    expect(api.confirmMailLink).toHaveBeenLastCalledWith({
      body: { referenceKey: 'r1', email: 'hanako@example.com' },
    });
  });

  it('back from Firebase after confirming here: the login finishes and hands back from this browser', async () => {
    const { assign, storage } = renderHub(
      '/login/validate/email?loginParamKey=lpk1&mode=signIn&oobCode=abc&apiKey=k&lang=ja',
      { client: null, savedEmail: 'hanako@example.com' },
    );
    // What confirmMailLinkHere left (set before the first render effect runs the flow).
    storage.setItem('mailLinkConfirmedHere', '1');
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/memberbase/v1/authorization?code=c1&secure_code=sc1'),
    );
    expect(readClient(storage)).toEqual(demoClient);
  });

  it('back from Firebase without confirming: still the BrowserChangeError page, without the form', async () => {
    const { router } = renderHub(
      '/login/validate/email?loginParamKey=lpk1&mode=signIn&oobCode=abc&apiKey=k&lang=ja',
      {
        client: null,
        savedEmail: 'hanako@example.com',
      },
    );
    expect(
      await screen.findByRole('heading', { name: 'ログインを完了できませんでした' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/browser-changed');
    expect(screen.queryByRole('button', { name: 'この画面でログインを続ける' })).toBeNull();
  });
});
