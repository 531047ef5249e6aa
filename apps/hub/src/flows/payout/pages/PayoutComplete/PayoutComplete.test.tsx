import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderHub } from '../../../../test/render';

describe('/payout/Complete', () => {
  it('records the login and returns to the service once, across a second mount and a revalidation', async () => {
    const { api, assign, revisit } = renderHub('/payout/Complete', {
      identity: { getIdToken: vi.fn(async () => 'id-token') },
    });
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign.mock.calls[0]?.[0]).toContain('/memberbase/v1/authorization?code=c1');
    await revisit();
    expect(api.addLoginHistory).toHaveBeenCalledTimes(1);
    expect(api.authorize).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
