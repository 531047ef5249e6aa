import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { PageViewTracker } from './tracker';

function setup(initial: string) {
  const sink = { track: vi.fn() };
  const router = createMemoryRouter([{ path: '*', element: <PageViewTracker sink={sink} /> }], {
    initialEntries: [initial],
  });
  render(<RouterProvider router={router} />);
  return { sink, router };
}

describe('PageViewTracker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tracks a route 300 ms after the navigation', () => {
    const { sink } = setup('/profileEdit?x=1');
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(sink.track).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(sink.track).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/profileEdit', search: '?x=1' }),
    );
  });

  it('never tracks the home page', () => {
    const { sink } = setup('/');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(sink.track).not.toHaveBeenCalled();
  });

  it('tracks only the page the user stayed on when they move on within 300 ms', async () => {
    const { sink, router } = setup('/a');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    await act(() => router.navigate('/b'));
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(sink.track).toHaveBeenCalledTimes(1);
    expect(sink.track).toHaveBeenCalledWith(expect.objectContaining({ path: '/b' }));
  });
});
