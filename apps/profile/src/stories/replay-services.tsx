/**
 * The profile app as a story: its route table in a memory router, with services whose API client
 * answers from the member API's recorded answers (`replayFetch`) and a signed-in member.
 */
import { createMemberApiClient } from '@member-hub/api-client';
import { replayFetch, type ReplayScenario } from '@member-hub/api-client/testing';
import { createAlertQueue } from '@member-hub/app-kit/alerts';
import { createMemoryStorage, readClient, saveClient } from '@member-hub/app-kit/client-context';
import { readAppConfig } from '@member-hub/app-kit/config';
import { createErrorPolicy, createFlagStore } from '@member-hub/app-kit/error-policy';
import { ServiceId, serviceIdQueryOf } from '@member-hub/enums';
import { type ClientRecord } from '@member-hub/validators';
import { useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { createProfileI18n } from '../i18n';
import { ProfileProviders } from '../shell/Providers';
import { type ProfileServices } from '../shell/services';
import { RoutePath } from '../route-paths';
import { profileRoutes } from '../routes';

const storyClient: ClientRecord = {
  returnUrl: 'http://localhost:5190/callback',
  state: 'story-state',
  nonce: 'story-nonce',
  scope: 'openid',
  clientId: 'demo-community',
};

function replayServices(
  scenario: ReplayScenario,
  members: boolean,
  stored: Record<string, string>,
): ProfileServices {
  const storage = createMemoryStorage();
  saveClient(
    storage,
    members
      ? { ...storyClient, clientId: 'demo-members', serviceId: serviceIdQueryOf(ServiceId.Membership) }
      : storyClient,
  );
  for (const [key, value] of Object.entries(stored)) storage.setItem(key, value);
  const config = readAppConfig({ DEV: true });
  const timeout = createFlagStore(false);
  const policy = createErrorPolicy({
    navigate: () => {},
    assign: () => {},
    timeout,
    readClient: () => readClient(storage),
    allowedReturnUrlPrefixes: config.allowedReturnUrlPrefixes,
    memberHost: 'localhost:5170',
    errorPath: RoutePath.error,
    reporter: { report: () => {} },
  });
  const user = { uid: 'fixture-uid', providerIds: [] } as never;
  return {
    config,
    api: createMemberApiClient({
      baseUrl: '',
      getIdToken: () => 'story-token',
      // The profile edit's passkey section asks for the member's list on every visit: a member
      // without passkeys unless the story says otherwise.
      fetch: replayFetch({ listPasskeys: 'none', ...scenario }),
    }),
    identity: {
      waitForAuthReady: async () => user,
      getIdToken: async () => 'story-token',
      currentUser: () => user,
      linkWithGoogle: async () => user,
      unlinkProvider: async () => {},
      signInWithCustomToken: async () => ({ user }) as never,
      revokeAndSignOut: async () => {},
      signOut: async () => {},
    } as unknown as ProfileServices['identity'],
    storage,
    timeout,
    alerts: createAlertQueue(),
    policy,
    pageViews: { track: () => {} },
    memberHost: 'localhost:5170',
    assign: () => {},
    accountChooser: null,
  } as unknown as ProfileServices;
}

/**
 * The profile app at `path` (with its query, if any), entered from the community service (or, with
 * `members`, from the membership service), its API answering with the scenario's recorded states.
 */
export function ProfileScreen({
  path,
  scenario,
  members = false,
  stored = {},
  state,
}: {
  path: string;
  scenario: ReplayScenario;
  members?: boolean;
  /** Browser storage of the flow so far (a finished step's flag, a pending address, …). */
  stored?: Record<string, string>;
  /** The navigation state the previous step hands over (the new address, …). */
  state?: unknown;
}) {
  const { services, router } = useMemo(() => {
    const built = replayServices(scenario, members, stored);
    const [pathname = path, search = ''] = path.split('?');
    const entry = { pathname, search: search && `?${search}`, state };
    return { services: built, router: createMemoryRouter(profileRoutes(built), { initialEntries: [entry] }) };
  }, [path, scenario, members, stored, state]);
  return (
    <ProfileProviders services={services} i18n={createProfileI18n()}>
      <RouterProvider router={router} />
    </ProfileProviders>
  );
}
