import { describe, expect, it } from 'vitest';

import { screenPaths, specScreenAt } from '@member-hub/app-kit/testing';

import { type HubServices } from './shell/ServicesContext';
import { RoutePath, SpecScreenOf } from './route-paths';
import { hubRoutes } from './routes';

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
    expect(specScreenAt(RoutePath, SpecScreenOf, path)).toMatch(/\S/);
  });
});
