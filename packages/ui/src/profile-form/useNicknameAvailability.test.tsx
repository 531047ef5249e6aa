import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type NicknameAvailabilityCheck, useNicknameAvailability } from './useNicknameAvailability';

/** A check whose answers the test releases one by one. */
function controllableCheck() {
  const calls: { nickname: string; signal: AbortSignal; answer: (available: boolean) => void }[] = [];
  const check = vi.fn<NicknameAvailabilityCheck>(
    (nickname, signal) =>
      new Promise<boolean>((resolve) => {
        calls.push({ nickname, signal, answer: resolve });
      }),
  );
  return { check, calls };
}

describe('useNicknameAvailability', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks once the member stopped typing for 600 ms, then reports the answer', async () => {
    const { check, calls } = controllableCheck();
    const { result } = renderHook(({ name }) => useNicknameAvailability(name, check), {
      initialProps: { name: 'はなこ' },
    });
    expect(result.current).toBe('checking');
    act(() => {
      vi.advanceTimersByTime(599);
    });
    expect(check).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(check).toHaveBeenCalledTimes(1);
    expect(calls[0]?.nickname).toBe('はなこ');
    await act(async () => calls[0]?.answer(false));
    expect(result.current).toBe('unavailable');
  });

  it('lets the latest nickname win: an older answer arriving late is dropped', async () => {
    const { check, calls } = controllableCheck();
    const { result, rerender } = renderHook(({ name }) => useNicknameAvailability(name, check), {
      initialProps: { name: 'たろう' },
    });
    act(() => {
      vi.advanceTimersByTime(600);
    });
    rerender({ name: 'たろう2' });
    expect(calls[0]?.signal.aborted).toBe(true);
    await act(async () => calls[0]?.answer(true));
    expect(result.current).toBe('checking');
    act(() => {
      vi.advanceTimersByTime(600);
    });
    await act(async () => calls[1]?.answer(false));
    expect(calls[1]?.nickname).toBe('たろう2');
    expect(result.current).toBe('unavailable');
  });

  it('does not ask while typing fast, nor for an empty, invalid or unchanged nickname', () => {
    const { check } = controllableCheck();
    const { result, rerender } = renderHook(
      ({ name }) => useNicknameAvailability(name, check, { skip: 'じぶん' }),
      {
        initialProps: { name: 'a' },
      },
    );
    for (const name of ['ab', 'abc', 'abcd']) {
      act(() => {
        vi.advanceTimersByTime(300);
      });
      rerender({ name });
    }
    expect(check).not.toHaveBeenCalled();
    for (const name of ['', '😀', 'あ'.repeat(21), 'じぶん']) {
      rerender({ name });
      act(() => {
        vi.advanceTimersByTime(1_000);
      });
      expect(result.current).toBe('idle');
    }
    expect(check).not.toHaveBeenCalled();
  });
});
