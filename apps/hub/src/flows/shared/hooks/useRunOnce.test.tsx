import { renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { useRunOnce } from './useRunOnce';

describe('useRunOnce', () => {
  it('starts the step once, under StrictMode and across re-renders', () => {
    const run = vi.fn();
    const { rerender } = renderHook(() => useRunOnce(run), { wrapper: StrictMode });
    rerender();
    rerender();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
