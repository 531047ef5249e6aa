import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { type LeaveGuardOptions, useLeaveGuard } from './useLeaveGuard';

function Form(props: LeaveGuardOptions) {
  useLeaveGuard(props);
  return <p>form</p>;
}

function setup(options: Partial<LeaveGuardOptions> & { answer?: boolean } = {}) {
  const confirm = vi.fn(() => options.answer ?? false);
  const props: LeaveGuardOptions = { active: true, message: 'このページを離れますか？', confirm, ...options };
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Form {...props} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return { router, confirm };
}

describe('useLeaveGuard', () => {
  it('asks before an in-app navigation and stays when the user says no', async () => {
    const { router, confirm } = setup({ answer: false });
    await act(() => router.navigate('/other'));
    expect(confirm).toHaveBeenCalledWith('このページを離れますか？');
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByText('form')).toBeInTheDocument();
  });

  it('leaves when the user says yes', async () => {
    const { router } = setup({ answer: true });
    await act(() => router.navigate('/other'));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });

  it('tells the app that the user agreed to leave before the navigation goes on, and only then', async () => {
    const onLeave = vi.fn();
    const agreed = setup({ answer: true, onLeave });
    await act(() => agreed.router.navigate('/other'));
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(agreed.router.state.location.pathname).toBe('/other');

    const staying = vi.fn();
    const refused = setup({ answer: false, onLeave: staying });
    await act(() => refused.router.navigate('/other'));
    expect(staying).not.toHaveBeenCalled();
  });

  it('does not ask for paths the app exempts, nor when inactive', async () => {
    const exempt = setup({ confirmsLeavingTo: (path) => path !== '/provider' });
    await act(() => exempt.router.navigate('/provider'));
    expect(exempt.confirm).not.toHaveBeenCalled();
    expect(exempt.router.state.location.pathname).toBe('/provider');

    const inactive = setup({ active: false });
    await act(() => inactive.router.navigate('/other'));
    expect(inactive.confirm).not.toHaveBeenCalled();
    expect(inactive.router.state.location.pathname).toBe('/other');
  });

  it('asks the browser on a reload or close while active', () => {
    setup();
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
