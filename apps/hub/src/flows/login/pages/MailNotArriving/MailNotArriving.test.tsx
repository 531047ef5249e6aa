import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { deployment } from '../../../../shell/deployment';
import { renderHub } from '../../../../test/render';

describe("the 'mail not arriving' page", () => {
  it("lists the spec's checks, links the deployment's mail-settings help and goes back to login", async () => {
    const { router } = renderHub('/login/send/not-arriving');
    expect(
      await screen.findByText('メールが届かない場合は、次のことをお確かめください。'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('迷惑メール対策の設定により、メールが受信できないことがあります。'),
    ).toBeInTheDocument();
    expect(screen.getByText('迷惑メールフォルダに届いていないかご確認ください。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'メールの受信設定の方法' })).toHaveAttribute(
      'href',
      deployment.helpLinks.mailSettings,
    );
    await userEvent.click(screen.getByRole('button', { name: 'ログイン画面に戻る' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('is reached from the registration choice', async () => {
    const { router } = renderHub('/register');
    await userEvent.click(await screen.findByRole('link', { name: 'メールが届かない場合' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/send/not-arriving'));
    expect(await screen.findByRole('link', { name: 'メールの受信設定の方法' })).toBeInTheDocument();
  });
});
