// The route table's spec-screen check both apps run (docs/decisions/0026-one-front-end-skeleton.md).
import { type RouteObject } from 'react-router';

import { type SpecScreen } from '../page-titles';

/** The path of every route that shows a screen (an index route shows its parent's path). */
export function screenPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.index ? parent : (route.path ?? parent);
    const shows = Boolean(route.lazy || route.element || route.Component);
    return [...(shows && path ? [path] : []), ...screenPaths(route.children ?? [], path)];
  });
}

/**
 * The spec screen of the screen at `path`: from `specScreenOf`, by the key of `path` in
 * `routePaths`; undefined when the path is not in `routePaths`. `{ notInSpec }` answers its reason.
 */
export function specScreenAt(
  routePaths: Readonly<Record<string, string>>,
  specScreenOf: Readonly<Record<string, SpecScreen>>,
  path: string,
): string | undefined {
  const key = Object.keys(routePaths).find((k) => routePaths[k] === path);
  const spec = key === undefined ? undefined : specScreenOf[key];
  return spec === undefined ? undefined : typeof spec === 'string' ? spec : spec.notInSpec;
}
