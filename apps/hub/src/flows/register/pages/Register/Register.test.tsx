import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { deployment } from '../../../../shell/deployment';
import { apiError } from '../../../../test/api-errors';
import { demoClient, user } from '../../../../test/fakes';
import { renderHub } from '../../../../test/render';
import { UNFINISHED_CHECK_WAIT_MS } from './UnfinishedRegistration';

/** An entry that asks for the profile form (profile=input): the form waits, nothing is saved. */
const formClient = { ...demoClient, profile: 'input' };

const ANDROID_WEB_VIEW =
  'Mozilla/5.0 (Linux; Android 14; SH-53C; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.0.0 Mobile Safari/537.36';

describe('the registration method choice', () => {
  it('offers mail, Google, d-account, the help links and login on the community service', async () => {
    renderHub('/register');
    expect(await screen.findByRole('button', { name: 'メールアドレスで登録' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Googleで登録' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'dアカウントで登録' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'メールアドレスでの登録がうまくいかない場合' })).toHaveAttribute(
      'href',
      deployment.helpLinks.registerEmail,
    );
    expect(screen.getByRole('link', { name: 'メールが届かない場合' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '会員の方はこちら（ログイン）' })).toHaveAttribute(
      'href',
      '/login',
    );
    await waitFor(() => expect(document.title).toBe('新規会員登録 | らくらくコミュニティ'));
  });

  it('moves the members service to /authenRegister without Google and without login', async () => {
    const { router } = renderHub('/register', {
      client: { ...demoClient, returnUrl: 'http://localhost:5191/lamember/cb' },
    });
    expect(await screen.findByRole('button', { name: 'メールアドレスで登録' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/authenRegister');
    expect(screen.queryByRole('button', { name: 'Googleで登録' })).toBeNull();
    expect(screen.queryByRole('link', { name: '会員の方はこちら（ログイン）' })).toBeNull();
  });

  it('hides the d-account with hidden=1 and Google in a web view', async () => {
    renderHub('/register', { client: { ...demoClient, hidden: '1' }, userAgent: ANDROID_WEB_VIEW });
    expect(await screen.findByRole('button', { name: 'メールアドレスで登録' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'dアカウントで登録' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Googleで登録' })).toBeNull();
    expect(screen.getByText(/メールアドレスを入力して登録してください/)).toBeInTheDocument();
  });

  it('sends the registration mail and shows the sent page', async () => {
    const { api, router } = renderHub('/register');
    const sendRegisterMailLink = Object.assign(api, {
      sendRegisterMailLink: vi.fn(async () => undefined),
    }).sendRegisterMailLink;
    await userEvent.click(await screen.findByRole('button', { name: 'メールアドレスで登録' }));
    await userEvent.type(await screen.findByLabelText('メールアドレス'), 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: '登録メールを送信する' }));
    expect(
      await screen.findByText('new@example.com に会員登録のためのメールを送りました。'),
    ).toBeInTheDocument();
    expect(sendRegisterMailLink).toHaveBeenCalledWith({
      body: { email: 'new@example.com', loginParamKey: 'lpk1' },
    });
    expect(router.state.location.pathname).toBe('/register/send/complete');
  });

  it('shows 003b with the spec text on an expired registration link', async () => {
    renderHub('/register/validate/timeout');
    expect(await screen.findByText('新規登録できませんでした')).toBeInTheDocument();
    expect(
      screen.getByText(
        '参照されたページは、発行から30分以内に登録画面にアクセスがなかったため、無効となりました。',
      ),
    ).toBeInTheDocument();
  });

  it('gives a new Google member the random password of the spec, then opens the profile form', async () => {
    // Nobody is signed in before the popup; the popup signs the new account in.
    const { api, identity, router } = renderHub('/register', {
      client: formClient,
      identity: { waitForAuthReady: vi.fn().mockResolvedValueOnce(null).mockResolvedValue(user) },
    });
    api.getMe.mockRejectedValueOnce(apiError('http', 404, 'member.not_found'));
    await userEvent.click(await screen.findByRole('button', { name: 'Googleで登録' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/profile'));
    // 6 characters from letters, digits and ! # $ % &, then a date-time stamp (hub spec §4).
    expect(identity.setPassword).toHaveBeenCalledTimes(1);
    expect(identity.setPassword).toHaveBeenCalledWith(expect.stringMatching(/^[A-Za-z0-9!#$%&]{6}\d+$/));
  });
});

describe('the register page for a registration left before the profile (0037)', () => {
  /** Signed in (the mail link made the account) and no member record yet. */
  function halfRegistered(url = '/register') {
    const view = renderHub(url, { client: formClient });
    view.api.getMe.mockRejectedValue(apiError('http', 404, 'member.not_found'));
    view.storage.setItem('process', 'register');
    return view;
  }

  it('offers to finish the profile or start again, not the method choice', async () => {
    const { router } = halfRegistered();
    expect(
      await screen.findByRole('heading', { name: '会員登録がまだ終わっていません' }),
    ).toBeInTheDocument();
    // The choice's e-mail step would take her for a member adding an address: not offered.
    expect(screen.queryByRole('button', { name: 'メールアドレスで登録' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'プロフィールの登録を続ける' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/profile'));
    expect(await screen.findByRole('button', { name: '確認へ進む' })).toBeInTheDocument();
  });

  it('starting again signs the half-made account out and shows the method choice', async () => {
    const { identity, api, storage } = halfRegistered();
    await userEvent.click(await screen.findByRole('button', { name: 'はじめからやり直す' }));
    expect(await screen.findByRole('button', { name: 'メールアドレスで登録' })).toBeInTheDocument();
    expect(identity.revokeAndSignOut).toHaveBeenCalledTimes(1);
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(storage.getItem('process')).toBeNull();
    expect(screen.queryByRole('heading', { name: '会員登録がまだ終わっていません' })).toBeNull();
  });

  it('the choice does not act until the check has answered, then does for a member', async () => {
    let answer!: (me: unknown) => void;
    const view = renderHub('/register', { identity: { waitForAuthReady: vi.fn(async () => user) } });
    view.api.getMe.mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    const email = await screen.findByRole('button', { name: 'メールアドレスで登録' });
    await waitFor(() => expect(view.api.getMe).toHaveBeenCalled());
    // A half-registered member's tap here would take her into the e-mail step.
    expect(email).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Googleで登録' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'dアカウントで登録' })).toBeDisabled();
    answer({});
    await waitFor(() => expect(email).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Googleで登録' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: '会員登録がまだ終わっていません' })).toBeNull();
  });

  it('a check that does not answer leaves the choice acting after a few seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const view = renderHub('/register', { identity: { waitForAuthReady: vi.fn(async () => user) } });
      view.api.getMe.mockReturnValue(new Promise(() => {}) as never);
      const email = await screen.findByRole('button', { name: 'メールアドレスで登録' });
      await waitFor(() => expect(view.api.getMe).toHaveBeenCalled());
      expect(email).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(UNFINISHED_CHECK_WAIT_MS));
      expect(email).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a member, or nobody signed in, gets the method choice as before', async () => {
    renderHub('/register', { identity: { waitForAuthReady: vi.fn(async () => null) } });
    expect(await screen.findByRole('button', { name: 'メールアドレスで登録' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading', { name: '会員登録がまだ終わっていません' })).toBeNull();
  });
});
