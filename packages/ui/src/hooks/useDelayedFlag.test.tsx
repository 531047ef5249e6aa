import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedFlag } from './useDelayedFlag';

describe('useDelayedFlag', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns true only after the work has lasted delayMs', () => {
    const { result } = renderHook(({ active }) => useDelayedFlag(active, 1_400), {
      initialProps: { active: true },
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1_399);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
  });

  it('never shows for work shorter than the delay, and restarts the delay next time', () => {
    const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active, 500), {
      initialProps: { active: true },
    });
    act(() => {
      vi.advanceTimersByTime(400);
    });
    rerender({ active: false });
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current).toBe(false);
    rerender({ active: true });
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current).toBe(true);
  });

  it('hides at once when the work ends', () => {
    const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active, 4_000), {
      initialProps: { active: true },
    });
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    expect(result.current).toBe(true);
    rerender({ active: false });
    expect(result.current).toBe(false);
  });

  it('shows at once with no delay', () => {
    const { result } = renderHook(() => useDelayedFlag(true, 0));
    expect(result.current).toBe(true);
  });
});
