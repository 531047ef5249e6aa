import { describe, expect, it } from 'vitest';

import { screenPaths, specScreenAt } from '@member-hub/app-kit/testing';

import { type ProfileServices } from './shell/services';
import { RoutePath, SpecScreenOf } from './route-paths';
import { profileRoutes } from './routes';

describe('every screen names its spec screen', () => {
  const routes = profileRoutes({
    storage: localStorage,
    config: { allowedReturnUrlPrefixes: [] },
    memberHost: 'localhost',
  } as unknown as ProfileServices);
  const paths = screenPaths(routes);

  it('finds the screens of the table', () => {
    expect(paths).toContain(RoutePath.profileEdit);
    expect(paths).toContain(RoutePath.authRegisterProviderLinkage);
  });

  it.each(paths)('%s is a RoutePath with a spec id (or says why it is not in the spec)', (path) => {
    expect(specScreenAt(RoutePath, SpecScreenOf, path)).toMatch(/\S/);
  });
});
