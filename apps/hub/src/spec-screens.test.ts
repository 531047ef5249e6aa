import { type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

import { type HubServices } from './shell/ServicesContext';
import { RoutePath, SpecScreenOf } from './route-paths';
import { hubRoutes } from './routes';

/** The path of every route that shows a screen (an index route shows its parent's path). */
function screenPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.index ? parent : (route.path ?? parent);
    const shows = Boolean(route.lazy || route.element || route.Component);
    return [...(shows && path ? [path] : []), ...screenPaths(route.children ?? [], path)];
  });
}

const keyOfPath = new Map(Object.entries(RoutePath).map(([key, path]) => [path as string, key]));

describe('every screen names its spec screen', () => {
  const routes = hubRoutes({
    storage: localStorage,
    allowedReturnUrlPrefixes: [],
    hubHost: 'localhost',
  } as Partial<HubServices> as HubServices);
  const paths = screenPaths(routes);

  it('finds the screens of the table', () => {
    expect(paths).toContain(RoutePath.login);
    expect(paths).toContain(RoutePath.payoutError);
  });

  it.each(paths)('%s is a RoutePath with a spec id (or says why it is not in the spec)', (path) => {
    const key = keyOfPath.get(path) as keyof typeof SpecScreenOf | undefined;
    expect(key, `${path} is not in RoutePath`).toBeDefined();
    const spec = SpecScreenOf[key!];
    expect(typeof spec === 'string' ? spec : spec.notInSpec).toMatch(/\S/);
  });
});
