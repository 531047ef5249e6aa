/**
 * The hub as a story: its route table in a memory router, with services whose API client answers
 * from the member API's recorded answers (`replayFetch`), a client entry saved as the entry rules
 * would have saved it, and (unless told otherwise) a signed-in member. Nothing leaves the page:
 * navigation away from the hub, page views and error reports go nowhere.
 */

import { createMemberApiClient } from '@member-hub/api-client';
import { replayFetch, type ReplayScenario } from '@member-hub/api-client/testing';
import { createAlertQueue } from '@member-hub/app-kit/alerts';
import { createMemoryStorage, readClient, saveClient } from '@member-hub/app-kit/client-context';
import { readAppConfig } from '@member-hub/app-kit/config';
import {
  createErrorPolicy,
  createFlagStore,
  createPolicyQueryClient,
} from '@member-hub/app-kit/error-policy';
import { ServiceId, serviceIdQueryOf } from '@member-hub/enums';
import { type ClientRecord } from '@member-hub/validators';
import { type ReactNode, useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { createHubI18n } from '../i18n/all-texts';
import { HubProviders } from '../shell/Providers';
import { type HubServices } from '../shell/ServicesContext';
import { RoutePath } from '../route-paths';
import { hubRoutes } from '../routes';
import { createFlowRunner } from '../shell/flow-runner';

const returnUrlPrefixes = ['http://localhost:5190/', 'http://localhost:5191/'];
const hubHost = 'localhost:5170';

const communityClient: ClientRecord = {
  returnUrl: 'http://localhost:5190/callback',
  state: 'story-state',
  nonce: 'story-nonce',
  scope: 'openid',
  clientId: 'demo-community',
};
const membersClient: ClientRecord = {
  ...communityClient,
  returnUrl: 'http://localhost:5191/callback',
  clientId: 'demo-members',
  serviceId: serviceIdQueryOf(ServiceId.Membership),
};

export interface HubScreenProps {
  /** The hub path shown (with its query, if any). */
  path: string;
  /** The recorded answer per call; calls left out answer 404. */
  scenario?: ReplayScenario;
  /** Entered from the membership service (default: the community service). */
  members?: boolean;
  /** More fields of the client entry (`profile: 'input'`, …). */
  client?: Partial<ClientRecord>;
  /** Browser storage of the flow so far (a draft, a stop-reload flag, …). */
  stored?: Record<string, string>;
  /** A member signed in (default) or nobody. */
  signedIn?: boolean;
  /** The navigation state the previous screen hands over (the address a mail went to, …). */
  state?: unknown;
}

function replayServices({
  scenario = {},
  members = false,
  client,
  stored = {},
  signedIn = true,
}: Omit<HubScreenProps, 'path'>): HubServices {
  const storage = createMemoryStorage();
  saveClient(storage, { ...(members ? membersClient : communityClient), ...client } as ClientRecord);
  for (const [key, value] of Object.entries(stored)) storage.setItem(key, value);
  const config = readAppConfig({ DEV: true });
  const timeout = createFlagStore(false);
  const policy = createErrorPolicy({
    navigate: () => {},
    assign: () => {},
    timeout,
    readClient: () => readClient(storage),
    allowedReturnUrlPrefixes: returnUrlPrefixes,
    memberHost: hubHost,
    errorPath: RoutePath.error,
    reporter: { report: () => {} },
  });
  const user = signedIn
    ? { uid: 'fixture-uid', email: 'member@example.com', emailVerified: true, providerIds: ['password'] }
    : null;
  // Steps that would leave the page (a sign-in, a popup) never finish in a story.
  const never = () => new Promise<never>(() => {});
  const identity = {
    isSignInLink: () => false,
    completeEmailLinkSignIn: never,
    signInWithGoogle: never,
    setPassword: never,
    signInWithCustomToken: never,
    revokeAndSignOut: async () => {},
    signOut: async () => {},
    waitForAuthReady: async () => user,
    currentUser: () => user,
    getIdToken: async () => 'story-token',
    getIdTokenClaims: async () => ({ signInMethod: 'emailLink' }),
    getIdentity: async () => identity,
  };
  return {
    config,
    api: createMemberApiClient({
      baseUrl: '',
      getIdToken: () => 'story-token',
      fetch: replayFetch(scenario),
    }),
    flows: createFlowRunner(async () => createPolicyQueryClient(policy)),
    identity,
    savedEmail: { save: async () => {}, load: async () => null, clear: async () => {} },
    storage,
    policy,
    timeout,
    alerts: createAlertQueue(),
    accountChooser: null,
    userAgent: navigator.userAgent,
    pageViews: { track: () => {} },
    assign: () => {},
    allowedReturnUrlPrefixes: returnUrlPrefixes,
    hubHost,
    report: () => {},
  } as unknown as HubServices;
}

/** The hub at `path`, entered from the community service (or the membership service). */
export function HubScreen({ path, state, ...options }: HubScreenProps) {
  // A story's arguments are fixed for its lifetime; a change (the controls panel) builds anew.
  const key = JSON.stringify({ path, state, options });
  const { services, router } = useMemo(() => {
    const built = replayServices(options);
    const [pathname = path, search = ''] = path.split('?');
    const entry = { pathname, search: search && `?${search}`, state };
    return { services: built, router: createMemoryRouter(hubRoutes(built), { initialEntries: [entry] }) };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the arguments' value changes
  }, [key]);
  return (
    <HubProviders services={services} i18n={createHubI18n()}>
      <RouterProvider router={router} />
    </HubProviders>
  );
}

/**
 * One screen part of a flow, in the hub's providers and a router, for a state the recorded
 * answers cannot reach (a refusal of the older service, a carrier login kept for a later step).
 */
export function HubPart({ children, ...options }: Omit<HubScreenProps, 'path'> & { children: ReactNode }) {
  const key = JSON.stringify(options);
  const { services, router } = useMemo(() => {
    const built = replayServices(options);
    return {
      services: built,
      router: createMemoryRouter([{ path: '*', element: children }], { initialEntries: ['/'] }),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the arguments' value changes
  }, [key]);
  return (
    <HubProviders services={services} i18n={createHubI18n()}>
      <RouterProvider router={router} />
    </HubProviders>
  );
}
