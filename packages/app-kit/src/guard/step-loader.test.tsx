import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, redirect, RouterProvider, type RouteObject, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { type ClientContext, clientContextOf } from '../client-context/client-context';
import { createLoaderGate, type StepAnswer, stepFailed, stepLoader, StepView } from './step-loader';

const routers: { dispose(): void }[] = [];

/** The next screen: says the navigation state it was handed, as a screen reading it would. */
function Done() {
  const state = useLocation().state as { email?: string } | null;
  return <p>{state?.email ? `done for ${state.email}` : 'done'}</p>;
}

afterEach(() => {
  cleanup();
  for (const router of routers.splice(0)) router.dispose();
});

function setup(
  options: {
    entry?: (args: { request: Request }) => Promise<ClientContext | Response | null>;
    atBuildTime?: boolean;
  } = {},
) {
  const client = new QueryClient();
  const assign = vi.fn();
  const gate = createLoaderGate();
  let finish: (next: StepAnswer<string> | typeof stepFailed) => void = () => undefined;
  const run = vi.fn(
    (_inputs: string, _context: ClientContext) =>
      new Promise<StepAnswer<string> | typeof stepFailed>((resolve) => {
        finish = resolve;
      }),
  );
  const routes: RouteObject[] = [
    {
      path: '/',
      loader: gate.entry(options.entry ?? (async () => null)),
      children: [
        {
          path: 'step',
          loader: stepLoader({
            queryClient: async () => client,
            assign,
            step: 'payout',
            inputs: ({ request }) => new URL(request.url).search,
            run,
            gate,
            atBuildTime: options.atBuildTime,
          }),
          element: (
            <StepView<string>>{(shown) => (shown ? <p>dialog: {shown}</p> : <p>loading</p>)}</StepView>
          ),
        },
        { path: 'done', element: <Done /> },
        { path: 'error', element: <p>error page</p> },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: ['/step?token=t1'] });
  routers.push(router);
  const view = render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return {
    run,
    assign,
    router,
    view,
    finish: (next: StepAnswer<string> | typeof stepFailed) => act(() => finish(next)),
  };
}

describe('stepLoader', () => {
  it('shows the loading view while the step runs, then replaces it with the step’s next path', async () => {
    const { run, router, finish } = setup();
    expect(await screen.findByText('loading')).toBeTruthy();
    expect(run).toHaveBeenCalledWith('?token=t1', expect.anything());
    await finish('/done');
    expect(await screen.findByText('done')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('runs the step once across a second mount (StrictMode) and a revalidation', async () => {
    const { run, router, view } = setup();
    await screen.findByText('loading');
    view.rerender(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    await act(() => router.revalidate());
    await screen.findByText('loading');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a second visit of the same address reuses the answer; other inputs run the step again', async () => {
    const { run, router, finish } = setup();
    await screen.findByText('loading');
    await finish('/done');
    await screen.findByText('done');
    await act(() => router.navigate('/step?token=t1'));
    await screen.findByText('done');
    expect(run).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/step?token=t2'));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(2));
    expect(run).toHaveBeenLastCalledWith('?token=t2', expect.anything());
  });

  it('hands the step the client context the entry loader answered for the navigation', async () => {
    const context = clientContextOf({ returnUrl: 'https://example.com/cb' } as never);
    const { run } = setup({ entry: async () => context });
    await screen.findByText('loading');
    await waitFor(() => expect(run).toHaveBeenCalledWith('?token=t1', context));
  });

  it('moves on with the navigation state a `{ to, state }` answer gives the next screen', async () => {
    const { run, router, finish } = setup();
    await screen.findByText('loading');
    await finish({ to: '/done', state: { email: 'new@example.com' } });
    expect(await screen.findByText('done for new@example.com')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate('/step?token=t1'));
    expect(await screen.findByText('done for new@example.com')).toBeTruthy();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('keeps its screen and hands it the step’s `show` answer (a failure dialog)', async () => {
    const { router, finish } = setup();
    await screen.findByText('loading');
    await finish({ show: 'linkage failed' });
    expect(await screen.findByText('dialog: linkage failed')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/step');
  });

  it('follows a `redirect` answer itself, once: a revisit neither leaves again nor moves on', async () => {
    const { run, assign, router, finish } = setup();
    await screen.findByText('loading');
    await finish({ kind: 'redirect', url: 'https://service.example/cb' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://service.example/cb'));
    await act(() => router.revalidate());
    await act(() => router.navigate('/step?token=t1'));
    expect(await screen.findByText('loading')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/step');
    expect(assign).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a failed step (handled) is tried again at the next visit', async () => {
    const { run, router, finish } = setup();
    await screen.findByText('loading');
    await finish(stepFailed);
    await act(() => router.navigate('/done'));
    await act(() => router.navigate('/step?token=t1'));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(2));
  });

  it('does not start the step when the entry rules of the navigation redirect', async () => {
    // Like the entry rules: the error page itself is not checked.
    const entry = async ({ request }: { request: Request }) =>
      new URL(request.url).pathname === '/error' ? null : redirect('/error');
    const { run } = setup({ entry });
    expect(await screen.findByText('error page')).toBeTruthy();
    expect(run).not.toHaveBeenCalled();
  });

  it('waits for the entry rules before starting the step', async () => {
    let pass: (value: null) => void = () => undefined;
    const entry = () =>
      new Promise<null>((resolve) => {
        pass = resolve;
      });
    const { run } = setup({ entry });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(run).not.toHaveBeenCalled();
    await act(async () => pass(null));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  });

  it('renders the loading view without running the step at build time', async () => {
    const { run } = setup({ atBuildTime: true });
    expect(await screen.findByText('loading')).toBeTruthy();
    expect(run).not.toHaveBeenCalled();
  });
});
