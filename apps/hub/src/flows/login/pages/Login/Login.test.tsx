import { renderMessage } from '@member-hub/validators';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { demoClient } from '../../../../test/fakes';
import { renderHub } from '../../../../test/render';

const ANDROID_WEB_VIEW =
  'Mozilla/5.0 (Linux; Android 14; SH-53C; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.0.0 Mobile Safari/537.36';

describe('the login page', () => {
  it('offers e-mail, Google, d-account and registration on the community service', async () => {
    renderHub('/login');
    expect(await screen.findByLabelText('メールアドレス')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Googleでログイン' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'dアカウントでログイン' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'はじめての方（新規会員登録）' })).toHaveAttribute(
      'href',
      '/register',
    );
    await waitFor(() => expect(document.title).toBe('ログイン | らくらくコミュニティ'));
  });

  it('hides Google for the members service and the d-account for hidden=1', async () => {
    renderHub('/login', {
      client: { ...demoClient, returnUrl: 'http://localhost:5191/lamember/cb', hidden: '1' },
    });
    expect(await screen.findByLabelText('メールアドレス')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Googleでログイン' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'dアカウントでログイン' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('ログイン | 会員サービス'));
  });

  it('starts the e-mail field with the address an OpenID Connect client gave as login_hint', async () => {
    renderHub('/login', { client: { ...demoClient, login_hint: 'hanako@example.jp' } });
    const field = await screen.findByLabelText('メールアドレス');
    await waitFor(() => expect(field).toHaveValue('hanako@example.jp'));
  });

  it('shows the screens in English when the client asked for it (ui_locales)', async () => {
    renderHub('/login', { client: { ...demoClient, ui_locales: 'en' } });
    expect(await screen.findByLabelText('E-mail address')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });

  it('hides Google in a web view and tells Google users to use their e-mail address', async () => {
    renderHub('/login', { userAgent: ANDROID_WEB_VIEW });
    expect(await screen.findByText(/メールアドレスを入力してログインしてください/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Googleでログイン' })).toBeNull();
  });

  it('shows the validators message and sends nothing for a bad address', async () => {
    const { api } = renderHub('/login');
    await userEvent.type(await screen.findByLabelText('メールアドレス'), 'taro.@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'ログインメールを送信する' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(renderMessage('email.rfc'));
    expect(api.saveLoginParam).not.toHaveBeenCalled();
  });

  it('checks the address on submit only, then again while it is corrected', async () => {
    renderHub('/login');
    const field = await screen.findByLabelText('メールアドレス');
    await userEvent.type(field, 'taro');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'ログインメールを送信する' }));
    expect((await screen.findByRole('alert')).textContent).toBe(renderMessage('email.format'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, '@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('sends the login mail and shows the sent page with the address', async () => {
    const { api, router } = renderHub('/login');
    await userEvent.type(await screen.findByLabelText('メールアドレス'), 'hanako@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'ログインメールを送信する' }));
    expect(
      await screen.findByText('hanako@example.com にログインのためのメールを送りました。'),
    ).toBeInTheDocument();
    expect(api.sendLoginMailLink).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/login/send/complete');
    await waitFor(() => expect(document.title).toBe('ログインメール送信完了 | らくらくコミュニティ'));
  });

  it('offers the saved address masked as a one-tap login', async () => {
    renderHub('/login', { savedEmail: 'yamada@example.jp' });
    expect(await screen.findByRole('button', { name: 'ya****@example.jp でログイン' })).toBeInTheDocument();
  });

  it('shows 006 when the address is not registered', async () => {
    const { api } = renderHub('/login');
    const { apiError } = await import('../../../../test/api-errors');
    api.sendLoginMailLink.mockRejectedValueOnce(apiError('http', 404, 'email.not_registered'));
    await userEvent.type(await screen.findByLabelText('メールアドレス'), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'ログインメールを送信する' }));
    expect(
      await screen.findByText('メールアドレスの入力に誤りがあるか登録されていません'),
    ).toBeInTheDocument();
  });
});
