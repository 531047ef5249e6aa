import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderHub } from '../../../../test/render';

describe('/sso and /checkAuth (認証確認)', () => {
  it('returns a signed-in member to the service with auth=true', async () => {
    const { assign } = renderHub('/sso');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:5190/callback?auth=true'));
    await waitFor(() => expect(document.title).toBe('認証確認 | らくらくコミュニティ'));
  });

  it('returns with auth=false when nobody is signed in', async () => {
    const { assign, identity } = renderHub('/checkAuth');
    identity.waitForAuthReady.mockResolvedValue(null);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:5190/callback?auth=false'));
  });
});
