import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { apiError } from '../../../../test/api-errors';
import { renderHub } from '../../../../test/render';

describe('/payout', () => {
  it('shows the payout loader, runs the payout once across a second mount and a revalidation', async () => {
    const getPayoutToken = vi.fn(() => new Promise<never>(() => undefined));
    const { revisit } = renderHub('/payout?token=t1', { api: { getPayoutToken } });
    await waitFor(() => expect(getPayoutToken).toHaveBeenCalledTimes(1));
    await revisit();
    expect(getPayoutToken).toHaveBeenCalledTimes(1);
    expect(getPayoutToken).toHaveBeenCalledWith({ query: { token: 't1', serviceKey: expect.any(String) } });
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('a failed payout signs out and replaces the loader with /payout/error', async () => {
    const getPayoutToken = vi.fn(async () => {
      throw apiError('http', 404);
    });
    const { router, identity } = renderHub('/payout?token=t1', { api: { getPayoutToken } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/payout/error'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(identity.revokeAndSignOut).toHaveBeenCalled();
    expect(getPayoutToken).toHaveBeenCalledTimes(1);
  });
});
