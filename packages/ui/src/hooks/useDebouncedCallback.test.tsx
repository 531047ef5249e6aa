import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedCallback } from './useDebouncedCallback';

describe('useDebouncedCallback', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and ignores calls within the wait after it', () => {
    const fn = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(fn, 600));
    expect(result.current('a')).toBe(true);
    expect(fn).toHaveBeenCalledWith('a');
    act(() => {
      vi.advanceTimersByTime(599);
    });
    expect(result.current('b')).toBe(false);
    expect(fn).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current('c')).toBe(true);
    expect(fn).toHaveBeenLastCalledWith('c');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('measures the wait from the accepted call, not from ignored ones (200 ms kantan)', () => {
    const fn = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(fn, 200));
    result.current();
    act(() => {
      vi.advanceTimersByTime(150);
    });
    result.current();
    act(() => {
      vi.advanceTimersByTime(50);
    });
    result.current();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('calls the latest callback', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ cb }) => useDebouncedCallback(cb, 600), {
      initialProps: { cb: first },
    });
    rerender({ cb: second });
    result.current();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('does not guard when the wait is 0', () => {
    const fn = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(fn, 0));
    result.current();
    result.current();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
