import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderHub } from '../../../../test/render';

describe('/sso and /checkAuth (認証確認)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('returns a signed-in member to the service that linked here with auth=true', async () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('http://localhost:5190/top');
    const { assign, api } = renderHub('/sso');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:5190/callback?auth=true'));
    expect(api.updateMe).toHaveBeenCalled();
    await waitFor(() => expect(document.title).toBe('認証確認 | らくらくコミュニティ'));
  });

  it('a link from another site: auth=false, nothing written', async () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://attacker.example/');
    const { assign, api } = renderHub('/sso');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:5190/callback?auth=false'));
    expect(api.updateMe).not.toHaveBeenCalled();
    expect(api.authorize).not.toHaveBeenCalled();
  });

  it('returns with auth=false when nobody is signed in', async () => {
    const { assign, identity } = renderHub('/checkAuth');
    identity.waitForAuthReady.mockResolvedValue(null);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:5190/callback?auth=false'));
  });

  it('runs the check once: a second mount of the screen or a revalidation does not repeat it', async () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('http://localhost:5190/top');
    const { assign, api, revisit } = renderHub('/sso');
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    await revisit();
    expect(api.updateMe).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
