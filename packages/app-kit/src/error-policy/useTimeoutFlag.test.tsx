import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { createFlagStore, type FlagStore } from './flag-store';
import { useTimeoutFlag } from './useTimeoutFlag';

function Probe({ timeout }: { timeout: FlagStore }) {
  const { open, close } = useTimeoutFlag(timeout);
  return (
    <button type="button" onClick={close}>
      {open ? 'open' : 'closed'}
    </button>
  );
}

function setup(url: string) {
  const timeout = createFlagStore(false);
  const router = createMemoryRouter([{ path: '*', element: <Probe timeout={timeout} /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return timeout;
}

describe('useTimeoutFlag', () => {
  it('follows the flag the error policy sets, and closes it', () => {
    const timeout = setup('/profileEdit');
    expect(screen.getByRole('button')).toHaveTextContent('closed');
    act(() => timeout.set(true));
    expect(screen.getByRole('button')).toHaveTextContent('open');
    act(() => screen.getByRole('button').click());
    expect(timeout.get()).toBe(false);
  });

  it('is forced open by mock=timeout', () => {
    const timeout = setup('/profileEdit?mock=timeout');
    expect(timeout.get()).toBe(true);
    expect(screen.getByRole('button')).toHaveTextContent('open');
  });
});
