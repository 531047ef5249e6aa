import { apiError } from '@member-hub/app-kit/testing';
import { readClient } from '@member-hub/app-kit/client-context';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { RoutePath } from '../../../route-paths';
import { demoClient, renderProfile } from '../../../test/render';

const getMe = async () => ({ nickname: 'はなこ', email: 'old@example.jp' }) as never;

describe('025_changeEmail screens', () => {
  it('input → confirmation → sent notice, with the spec titles, mailing the new address', async () => {
    const sendChangeMail = vi.fn(async () => undefined);
    const { router } = renderProfile(RoutePath.changeEmail, {
      client: demoClient,
      getMe,
      api: { sendChangeMail },
    });
    expect(await screen.findByText('old@example.jp')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('メールアドレス編集 | らくらくコミュニティ'));
    expect(screen.getByText(/コピー＆ペースト（貼り付け）はせずに/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: '新しいメールアドレス' }), 'new@example.jp');
    await user.type(
      screen.getByRole('textbox', { name: '新しいメールアドレス（確認のため再入力）' }),
      'new@example.jq',
    );
    await user.click(screen.getByRole('button', { name: '確認へ進む' }));
    expect(await screen.findByText('入力したメールアドレスが一致しません。')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(RoutePath.changeEmail);

    const retype = screen.getByRole('textbox', { name: '新しいメールアドレス（確認のため再入力）' });
    await user.clear(retype);
    await user.type(retype, 'new@example.jp');
    // The debounce of the first click has passed by now (600 ms).
    await new Promise((r) => setTimeout(r, 650));
    await user.click(screen.getByRole('button', { name: '確認へ進む' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(RoutePath.changeEmailConfirm));
    await waitFor(() => expect(document.title).toBe('編集確認 | らくらくコミュニティ'));
    expect(screen.getByText('new@example.jp')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '確認メールを送る' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(RoutePath.changeEmailSent));
    expect(sendChangeMail).toHaveBeenCalledWith({
      body: { from: 'new@example.jp' },
      query: { returnUrl: demoClient.returnUrl, mode: 'update' },
    });
    expect(await screen.findByText('メールアドレスの変更は、まだ完了していません。')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('確認メール送信 | らくらくコミュニティ'));
  });

  it('says so on the confirmation when another member has the address', async () => {
    const sendChangeMail = vi.fn(async () => Promise.reject(apiError('http', 409, 'email.taken')));
    const { router } = renderProfile(RoutePath.changeEmail, {
      client: demoClient,
      getMe,
      api: { sendChangeMail },
    });
    await router.navigate(RoutePath.changeEmailConfirm, { state: { email: 'taken@example.jp' } });
    await userEvent.click(await screen.findByRole('button', { name: '確認メールを送る' }));
    expect(await screen.findByText(/すでにほかの会員が使っています/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(RoutePath.changeEmailConfirm);
  });

  it('a sign-in older than 5 minutes: signs in again and comes back to the confirmation with the new address', async () => {
    const sendChangeMail = vi.fn(async () =>
      Promise.reject(apiError('http', 403, 'auth.recent_login_required')),
    );
    const first = renderProfile(RoutePath.changeEmail, {
      client: demoClient,
      getMe,
      api: { sendChangeMail },
    });
    await first.router.navigate(RoutePath.changeEmailConfirm, { state: { email: 'new@example.jp' } });
    await userEvent.click(await screen.findByRole('button', { name: '確認メールを送る' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('もう一度ログインしてください');
    expect(notice).toHaveTextContent('入力した新しいメールアドレスは消えません。');
    await userEvent.click(screen.getByRole('button', { name: 'ログインし直す' }));
    await waitFor(() => expect(first.assign).toHaveBeenCalledOnce());
    expect(first.services.identity.signOut).toHaveBeenCalledOnce();
    const login = new URL(first.assign.mock.calls[0]![0] as string, 'http://localhost:5170');
    expect(login.pathname).toBe('/login');
    const back = new URL(login.searchParams.get('returnUrl')!);
    expect(back.pathname).toBe(RoutePath.changeEmailConfirm);
    const kept = first.storage.getItem('signInAgain');
    first.view.unmount();

    // Back from /login (a new page): the same screen, the same address, and the send goes through.
    const send = vi.fn(async () => undefined);
    const again = renderProfile(`${back.pathname}${back.search}`, {
      getMe,
      api: { sendChangeMail: send },
      stored: { signInAgain: kept! },
    });
    expect(await screen.findByText('new@example.jp')).toBeInTheDocument();
    expect(screen.getByText('ログインし直しました。続けてお手続きください。')).toHaveAttribute(
      'role',
      'status',
    );
    // The entry rules made the client record the service's again.
    expect(readClient(again.storage)?.returnUrl).toBe(demoClient.returnUrl);
    await userEvent.click(screen.getByRole('button', { name: '確認メールを送る' }));
    await waitFor(() => expect(again.router.state.location.pathname).toBe(RoutePath.changeEmailSent));
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ body: { from: 'new@example.jp' } }));
    expect(again.storage.getItem('signInAgain')).toBeNull();
  });

  it('the confirmation without an address (none typed, none kept) goes back to the input', async () => {
    const { router } = renderProfile(RoutePath.changeEmailConfirm, {
      client: demoClient,
      getMe,
      stored: {
        signInAgain: JSON.stringify({
          path: '/unsubscribe',
          uid: 'u1',
          draft: { agreed: true },
          at: Date.now(),
        }),
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(RoutePath.changeEmail));
  });

  it('/changeEmail?state=updated is the completion, and the client record stays', async () => {
    const { router, storage } = renderProfile(`${RoutePath.changeEmail}?state=updated`, {
      client: demoClient,
      getMe,
    });
    expect(await screen.findByText('メールアドレスの変更が完了しました。')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(RoutePath.changeEmailComplete);
    await waitFor(() => expect(document.title).toBe('編集完了 | らくらくコミュニティ'));
    expect(readClient(storage)?.returnUrl).toBe(demoClient.returnUrl);
  });

  it('027a shows the address and could not be registered', async () => {
    const { router } = renderProfile(RoutePath.profileEdit, { client: demoClient, getMe });
    await router.navigate(RoutePath.changeEmailError, { state: { email: 'late@example.jp' } });
    expect(await screen.findByText('late@example.jp は')).toBeInTheDocument();
    expect(screen.getByText('登録できませんでした。')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('登録エラー | らくらくコミュニティ'));
  });
});

describe('/valid (mail-link check)', () => {
  it('without a mode: the in-page alert, then the unauthorised return', async () => {
    const { assign, router } = renderProfile(`${RoutePath.mailLinkValid}?referenceKey=k`, {
      client: demoClient,
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'お知らせ' });
    expect(dialog).toHaveTextContent(
      'リンクが正しくありません。メールのリンクをもう一度押してお試しください。',
    );
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringContaining('status=authError')));
    expect(router.state.location.pathname).toBe(RoutePath.mailLinkValid);
  });

  it('mode update: changes the address, signs in again, then the completion', async () => {
    const getMail = vi.fn(async () => ({ email: 'new@example.jp' }));
    const updateMeEmail = vi.fn(async () => ({ customToken: 'ct' }));
    const signInWithCustomToken = vi.fn(async () => ({}) as never);
    const { router } = renderProfile(`${RoutePath.mailLinkValid}?referenceKey=k&mode=update`, {
      client: demoClient,
      getMe,
      api: { getMail, updateMeEmail },
      identity: { signInWithCustomToken },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(RoutePath.changeEmailComplete));
    expect(updateMeEmail).toHaveBeenCalledWith({ body: { email: 'new@example.jp', referenceKey: 'k' } });
    expect(signInWithCustomToken).toHaveBeenCalledWith('ct');
  });

  it('a second tap on a change already made: the completion says it is done, with the address', async () => {
    const getMail = vi.fn(async () => ({ email: 'new@example.jp' }));
    const updateMeEmail = vi.fn(async () =>
      Promise.reject(apiError('http', 409, 'email_change.already_applied')),
    );
    const { router } = renderProfile(`${RoutePath.mailLinkValid}?referenceKey=k&mode=update`, {
      client: demoClient,
      getMe,
      api: { getMail, updateMeEmail },
    });
    expect(await screen.findByText('メールアドレスの変更は、すでに完了しています。')).toBeInTheDocument();
    expect(
      screen.getByText('新しいメールアドレス（new@example.jp）でログインできます。'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(RoutePath.changeEmailComplete);
    expect(screen.queryByText(/登録できませんでした/)).toBeNull();
    expect(screen.getByRole('link', { name: 'プロフィール編集に戻る' })).toBeInTheDocument();
  });

  it('an empty address: its message, then the generic error page', async () => {
    const { router } = renderProfile(`${RoutePath.mailLinkValid}?referenceKey=k&mode=update`, {
      client: demoClient,
      api: { getMail: vi.fn(async () => ({ email: '' })) },
    });
    expect(await screen.findByRole('alertdialog', { name: 'お知らせ' })).toHaveTextContent(
      'メールアドレスを取得できませんでした。',
    );
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(RoutePath.error));
  });
});

describe('the mail-link check and the completion run once per page', () => {
  const link = `${RoutePath.mailLinkValid}?referenceKey=k&mode=update`;

  it('looks the reference up and applies the change once: StrictMode, a remount, a revalidation, the link opened again', async () => {
    const getMail = vi.fn(async () => ({ email: 'new@example.jp' }));
    const updateMeEmail = vi.fn(async () => ({ customToken: 'ct' }));
    const signInWithCustomToken = vi.fn(async () => ({}) as never);
    const { router, revisit } = renderProfile(link, {
      strict: true,
      client: demoClient,
      getMe,
      api: { getMail, updateMeEmail },
      identity: { signInWithCustomToken },
    });
    expect(await screen.findByText('メールアドレスの変更が完了しました。')).toBeInTheDocument();
    await revisit();
    await act(() => router.navigate(link));
    await waitFor(() => expect(router.state.location.pathname).toBe(RoutePath.changeEmailComplete));
    await revisit();
    expect(getMail).toHaveBeenCalledTimes(1);
    expect(updateMeEmail).toHaveBeenCalledTimes(1);
    expect(signInWithCustomToken).toHaveBeenCalledTimes(1);
  });

  it('a second visit of a link already applied goes to the completion again, still naming the address', async () => {
    const getMail = vi.fn(async () => ({ email: 'new@example.jp' }));
    const updateMeEmail = vi.fn(async () =>
      Promise.reject(apiError('http', 409, 'email_change.already_applied')),
    );
    const { router } = renderProfile(link, {
      strict: true,
      client: demoClient,
      getMe,
      api: { getMail, updateMeEmail },
    });
    const named = '新しいメールアドレス（new@example.jp）でログインできます。';
    expect(await screen.findByText(named)).toBeInTheDocument();
    await act(() => router.navigate(RoutePath.changeEmail));
    await act(() => router.navigate(link));
    expect(await screen.findByText(named)).toBeInTheDocument();
    expect(updateMeEmail).toHaveBeenCalledTimes(1);
  });

  it('an empty address: the alert again after a remount, the lookup once', async () => {
    const getMail = vi.fn(async () => ({ email: '' }));
    const { revisit } = renderProfile(link, { strict: true, client: demoClient, api: { getMail } });
    expect(await screen.findByRole('alertdialog', { name: 'お知らせ' })).toHaveTextContent(
      'メールアドレスを取得できませんでした。',
    );
    await revisit();
    expect(await screen.findByRole('alertdialog', { name: 'お知らせ' })).toHaveTextContent(
      'メールアドレスを取得できませんでした。',
    );
    expect(getMail).toHaveBeenCalledTimes(1);
  });

  it('membership: the completion signs out and revokes once: StrictMode, a remount, a second visit', async () => {
    const logout = vi.fn(async () => undefined);
    const revokeAndSignOut = vi.fn(async (signOutOnServer: () => Promise<void>) => {
      await signOutOnServer();
    });
    const { router, revisit } = renderProfile(`${RoutePath.changeEmail}?state=updated`, {
      strict: true,
      client: {
        ...demoClient,
        returnUrl: 'http://localhost:5191/lamember/callback',
        clientId: 'demo-members',
      },
      api: { logout },
      identity: { revokeAndSignOut },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(RoutePath.memberProfileEdit));
    await revisit();
    await act(() => router.navigate(RoutePath.changeEmailComplete));
    await waitFor(() => expect(router.state.location.pathname).toBe(RoutePath.memberProfileEdit));
    await revisit();
    expect(revokeAndSignOut).toHaveBeenCalledTimes(1);
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
