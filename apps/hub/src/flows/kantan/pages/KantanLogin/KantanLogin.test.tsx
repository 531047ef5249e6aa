// The kantan login screen: each refusal says what happened and what to do next.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { deployment } from '../../../../shell/deployment';
import { apiError } from '../../../../test/api-errors';
import { demoClient } from '../../../../test/fakes';
import { renderHub } from '../../../../test/render';

const kantanClient = { ...demoClient, sid: 'community', needsRefreshToken: 'false' };

async function logIn(kantanAuth: () => Promise<unknown>) {
  const view = renderHub('/kantanLogin', { client: kantanClient, api: { kantanAuth: vi.fn(kantanAuth) } });
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: '登録番号' }), '10000005');
  await user.type(screen.getByLabelText('パスワード'), 'lock5555');
  await user.click(screen.getByRole('button', { name: 'ログイン' }));
  return view;
}

describe('the kantan login screen', () => {
  it('always offers the registration-number help and whom to call', async () => {
    renderHub('/kantanLogin', { client: kantanClient });
    expect(await screen.findByRole('link', { name: '登録番号がわからないとき' })).toHaveAttribute(
      'href',
      deployment.helpLinks.registrationNumber,
    );
    expect(screen.getByRole('region', { name: 'お問い合わせ' })).toBeVisible();
  });

  it('a stopped number: the spec text, and that the help line is the way forward', async () => {
    await logIn(async () => {
      throw apiError('http', 403, 'legacy.locked');
    });
    expect(await screen.findByText('あなたの登録番号は利用できません')).toBeVisible();
    expect(
      screen.getByText(/ご利用を停止しています。くわしくは、下の電話番号へお問い合わせください/),
    ).toBeVisible();
    expect(screen.queryByText(/しばらく時間をおいて/)).toBeNull();
  });

  it('a number not moved over yet: says so, and opens the older app where the move starts', async () => {
    const view = await logIn(async () => {
      throw apiError('http', 409, 'kantan.not_migrated');
    });
    expect(
      await screen.findByText('この登録番号は、まだ新しいサービスへの引き継ぎが済んでいません。'),
    ).toBeVisible();
    expect(screen.queryByText(/しばらく時間をおいて/)).toBeNull();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'らくらくコミュニティアプリを起動する' }));
    expect(view.assign).toHaveBeenCalledWith(deployment.phoneAppUrl);
  });
});
