// The generic error page keeps the page padding and offers a way back when a service is known.
import { screen, waitFor } from '@testing-library/react';
import { deployment } from '@member-hub/app-kit/config';
import { describe, expect, it } from 'vitest';

import { demoClient } from '../../../../test/fakes';
import { renderHub } from '../../../../test/render';
import { INVALID_ENTRY_MARK } from '../../../shared/invalid-entry';

describe('the generic error page', () => {
  it('keeps the normal page layout (padding), not the system-error layout', async () => {
    renderHub('/error');
    expect(await screen.findByRole('heading', { name: 'エラーが発生しました' })).toBeVisible();
    expect(screen.getByRole('main')).toHaveClass('mh-main');
    expect(screen.getByRole('main')).not.toHaveClass('mh-main--system-error');
  });

  it('links back to the community service when its entry is known', async () => {
    renderHub('/error');
    expect(await screen.findByRole('link', { name: 'らくらくコミュニティ ホームに戻る' })).toHaveAttribute(
      'href',
      'http://localhost:5190/callback',
    );
  });

  it('links back to the membership service with its label', async () => {
    renderHub('/error', { client: { ...demoClient, returnUrl: 'http://localhost:5191/lamember/callback' } });
    expect(await screen.findByRole('link', { name: 'サービスに戻る' })).toHaveAttribute(
      'href',
      'http://localhost:5191/lamember/callback',
    );
  });

  it('offers no way back to a service when none is known, but still a way forward', async () => {
    renderHub('/error', { client: null });
    expect(await screen.findByRole('heading', { name: 'エラーが発生しました' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /戻る/ })).toBeNull();
    // Never a dead end: try again, and whom to call (the deployment's support line).
    expect(screen.getByRole('button', { name: '前の画面に戻って、もう一度ためす' })).toBeEnabled();
    expect(screen.getByRole('link', { name: '0120-000-000' })).toHaveAttribute('href', 'tel:0120000000');
    expect(screen.getByRole('region', { name: 'お問い合わせ' })).toHaveTextContent('平日 9時〜17時');
  });

  it('without a known service links safely to the community site top (from the configuration)', async () => {
    renderHub('/error', { client: null });
    expect(await screen.findByRole('link', { name: 'らくらくコミュニティのトップページへ' })).toHaveAttribute(
      'href',
      deployment.siteOrigins.community,
    );
  });

  it('after a refused entry (a look-alike return address) offers no try again, only the safe link and whom to call', async () => {
    const again = renderHub('/termsofservice', { client: null });
    await screen.findByRole('navigation', { name: '関連する規約' });
    again.storage.setItem(INVALID_ENTRY_MARK, 'true');
    await again.router.navigate('/error');
    expect(await screen.findByRole('heading', { name: 'エラーが発生しました' })).toBeVisible();
    expect(screen.queryByRole('button', { name: '前の画面に戻って、もう一度ためす' })).toBeNull();
    expect(screen.getByRole('link', { name: 'らくらくコミュニティのトップページへ' })).toBeVisible();
    expect(screen.getByRole('link', { name: '0120-000-000' })).toBeVisible();
    // Read once: the mark is gone for the next error (dropped by an effect, which React may run
    // after the page is already on screen: waited for, not assumed).
    await waitFor(() => expect(again.storage.getItem(INVALID_ENTRY_MARK)).toBeNull());
  });

  it('the browser-changed pages end with whom to call', async () => {
    renderHub('/login/browser-changed', { client: null });
    expect(await screen.findByRole('link', { name: '0120-000-000' })).toBeInTheDocument();
  });
});
