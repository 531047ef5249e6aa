import { describe, expect, it, vi } from 'vitest';
import { type LoaderFunctionArgs, redirect } from 'react-router';

import { createGuarded, lazyScreen, withRouteTexts } from './route-helpers';

const args = { request: new Request('http://x/a'), params: {} } as unknown as LoaderFunctionArgs;

describe('createGuarded', () => {
  it('marks the handle and runs the guard alone when the route has no loader', async () => {
    const requireAuth = vi.fn(async () => null);
    const route = createGuarded(requireAuth)({ path: '/a', handle: { title: 'a' } });
    expect(route.handle).toEqual({ title: 'a', requiresAuth: true });
    expect(route.loader).toBe(requireAuth);
  });

  it("runs the route's own loader only once the guard lets the member through", async () => {
    const inner = vi.fn(() => 'step');
    const refused = redirect('/error');
    const guarded = (answer: Response | null) =>
      createGuarded(async () => answer)({ path: '/a', loader: inner, handle: { title: 'a' } });

    expect(await (guarded(null).loader as (a: LoaderFunctionArgs) => unknown)(args)).toBe('step');
    expect(await (guarded(refused).loader as (a: LoaderFunctionArgs) => unknown)(args)).toBe(refused);
    expect(inner).toHaveBeenCalledTimes(1);
  });
});

describe('withRouteTexts', () => {
  it('makes every lazy route, at any depth, wait for the texts too', async () => {
    let textsLoaded = false;
    const load = vi.fn(async () => {
      textsLoaded = true;
    });
    const [parent] = withRouteTexts(
      [{ path: '/a', children: [{ path: '/a/b', ...lazyScreen(async () => 'screen') }] }],
      load,
    );
    const child = parent?.children?.[0];
    const lazy = child?.lazy as () => Promise<{ element: unknown }>;
    expect(await lazy()).toEqual({ element: 'screen' });
    expect(textsLoaded).toBe(true);
  });
});
