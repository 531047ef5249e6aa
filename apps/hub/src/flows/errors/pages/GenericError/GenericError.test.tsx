// The generic error page keeps the page padding and offers a way back when a service is known.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { demoClient } from '../../../../test/fakes';
import { renderHub } from '../../../../test/render';

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

  it('offers no way back when no service is known', async () => {
    renderHub('/error', { client: null });
    expect(await screen.findByRole('heading', { name: 'エラーが発生しました' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /戻る/ })).toBeNull();
  });
});
