import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { RoutePath } from '../../../../../route-paths';
import { renderHub } from '../../../../../test/render';

describe('/loginComplete', () => {
  it('hands the entry back once, across a second mount and a revalidation', async () => {
    const { api, assign, router, remount } = renderHub(RoutePath.loginComplete);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith('/memberbase/v1/authorization?code=c1&secure_code=sc1');
    remount();
    await act(() => router.revalidate());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.authorize).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('without the entry in this browser: the browser-changed page, in place of the loading screen', async () => {
    const { api, router } = renderHub(RoutePath.loginComplete, { client: null });
    await waitFor(() => expect(router.state.location.pathname).toBe(RoutePath.loginBrowserChanged));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.authorize).not.toHaveBeenCalled();
  });

  it('the route guard comes first: nobody signed in, no hand-back', async () => {
    // No entry either: the unauthorized-error return is the error page (the step alone would
    // have gone to the browser-changed page).
    const { api, router } = renderHub(RoutePath.loginComplete, {
      client: null,
      identity: { waitForAuthReady: vi.fn(async () => null), currentUser: vi.fn(() => null) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(RoutePath.error));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe(RoutePath.error);
    expect(api.authorize).not.toHaveBeenCalled();
  });
});
