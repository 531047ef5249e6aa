import { deployment } from '@member-hub/app-kit/config';
import { createMemberApiError } from '@member-hub/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { RoutePath } from '../../../../route-paths';
import { demoClient, renderProfile } from '../../../../test/render';

const base = { call: 'deleteMe', method: 'DELETE', path: '/member/v1/me', body: undefined };

async function agreeAndConfirm() {
  const next = await screen.findByRole('button', { name: '退会の確認へ進む' });
  expect(next).toBeDisabled();
  await userEvent.click(screen.getByRole('checkbox', { name: '上記の内容を確認し、退会に同意します' }));
  expect(next).toBeEnabled();
  await userEvent.click(next);
  expect(await screen.findByText('はなこさんのアカウントを退会します。')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '退会する' }));
}

describe('012_unsubscribeConfirm', () => {
  it('needs the agreement, shows the nickname, deletes, signs out and shows 014 once', async () => {
    const deleteMe = vi.fn(() => Promise.resolve());
    const { router, services } = renderProfile(RoutePath.unsubscribe, {
      client: demoClient,
      api: { deleteMe },
    });
    expect(await screen.findByRole('heading', { name: '退会する前にご確認ください' })).toBeInTheDocument();
    await agreeAndConfirm();
    expect(await screen.findByRole('heading', { name: '退会の手続きが完了しました' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(RoutePath.unsubscribeComplete);
    // A way out: the service's own top page.
    expect(screen.getByRole('link', { name: 'サービスのトップページへ' })).toHaveAttribute(
      'href',
      deployment.siteOrigins.community,
    );
    expect(deleteMe).toHaveBeenCalledOnce();
    expect(services.identity.signOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(document.title).toBe('退会完了 | らくらくコミュニティ'));
  });

  it('goes to paymentEnableError on the 403 of a paid service', async () => {
    const deleteMe = vi.fn(() =>
      Promise.reject(
        createMemberApiError('http', 'paid', { ...base, status: 403, code: 'member.paid_service' }),
      ),
    );
    const { router, services } = renderProfile(RoutePath.unsubscribe, {
      client: demoClient,
      api: { deleteMe },
    });
    await agreeAndConfirm();
    expect(await screen.findByRole('heading', { name: '退会手続きを中断しました' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(RoutePath.unsubscribePaymentError);
    expect(services.identity.signOut).not.toHaveBeenCalled();
  });

  it('alerts the generic failure for another refusal and stays', async () => {
    const deleteMe = vi.fn(() =>
      Promise.reject(
        createMemberApiError('http', 'gone', { ...base, status: 404, code: 'member.not_found' }),
      ),
    );
    const { router } = renderProfile(RoutePath.unsubscribe, { client: demoClient, api: { deleteMe } });
    await agreeAndConfirm();
    await waitFor(() =>
      expect(screen.getByRole('alertdialog')).toHaveTextContent(
        '処理に失敗しました。恐れ入りますがもう一度お試しください。',
      ),
    );
    expect(router.state.location.pathname).toBe(RoutePath.unsubscribe);
  });
});

describe('012_unsubscribeConfirm after a stale sign-in', () => {
  it('signs in again and comes back to the confirmation, the agreement still given', async () => {
    const stale = createMemberApiError('http', 'stale', {
      ...base,
      status: 403,
      code: 'auth.recent_login_required',
    });
    const first = renderProfile(RoutePath.unsubscribe, {
      client: demoClient,
      api: { deleteMe: vi.fn(() => Promise.reject(stale)) },
    });
    await agreeAndConfirm();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('ログインし直すと、この退会の確認画面に戻ります。');
    await userEvent.click(screen.getByRole('button', { name: 'ログインし直す' }));
    await waitFor(() => expect(first.assign).toHaveBeenCalledOnce());
    expect(first.services.identity.signOut).toHaveBeenCalledOnce();
    const back = new URL(
      new URL(first.assign.mock.calls[0]![0] as string, 'http://localhost:5170').searchParams.get(
        'returnUrl',
      )!,
    );
    expect(back.pathname).toBe(RoutePath.unsubscribe);
    const kept = first.storage.getItem('signInAgain');
    first.view.unmount();

    const deleteMe = vi.fn(() => Promise.resolve());
    const again = renderProfile(`${back.pathname}${back.search}`, {
      api: { deleteMe },
      stored: { signInAgain: kept! },
    });
    expect(await screen.findByText('はなこさんのアカウントを退会します。')).toBeInTheDocument();
    expect(screen.getByText('ログインし直しました。続けてお手続きください。')).toHaveAttribute(
      'role',
      'status',
    );
    await userEvent.click(screen.getByRole('button', { name: '退会する' }));
    expect(await screen.findByRole('heading', { name: '退会の手続きが完了しました' })).toBeInTheDocument();
    expect(again.router.state.location.pathname).toBe(RoutePath.unsubscribeComplete);
    expect(deleteMe).toHaveBeenCalledOnce();
  });
});

describe('014_unsubscribeComplete', () => {
  it('opened without a deletion goes back to 012', async () => {
    const { router } = renderProfile(RoutePath.unsubscribeComplete, { client: demoClient });
    await waitFor(() => expect(router.state.location.pathname).toBe(RoutePath.unsubscribe));
  });
});
