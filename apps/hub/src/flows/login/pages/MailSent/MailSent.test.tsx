import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { demoClient } from '../../../../test/fakes';
import { renderHub } from '../../../../test/render';

const sent = { authMode: 'email', email: 'hanako@example.com' };

describe('005 ログインメール送信完了', () => {
  it('shows the address, the help links and the way back to login', async () => {
    renderHub('/login/send/complete', { state: sent });
    expect(
      await screen.findByText('hanako@example.com にログインのためのメールを送りました。'),
    ).toBeInTheDocument();
    expect(screen.getByText(/メールアドレスが間違っている可能性があります/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'メールが届かない場合' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ログイン画面に戻る' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'アプリでリンクを開くための設定方法' })).toBeNull();
  });

  it('adds the app-link help for the members service when returnUrl has applink=true', async () => {
    renderHub('/login/send/complete', {
      state: sent,
      client: { ...demoClient, returnUrl: 'http://localhost:5191/lamember/callback?applink=true' },
    });
    expect(
      await screen.findByRole('link', { name: 'アプリでリンクを開くための設定方法' }),
    ).toBeInTheDocument();
  });
});
