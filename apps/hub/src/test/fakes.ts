// Fakes for the flow tests: an API, an identity and a saved-e-mail store with vi.fn() calls.
import { type MeResponse } from '@member-hub/api-client';
import { type IdentitySignInResult, type IdentityUser } from '@member-hub/identity';
import { vi } from 'vitest';

import { saveClient } from '@member-hub/app-kit/client-context';
import { type FlowDeps } from '../flows/shared/deps';
import { memoryStorage } from './api-errors';

export const demoClient = {
  returnUrl: 'http://localhost:5190/callback',
  state: 's1',
  nonce: 'n1',
  scope: 'openid',
  clientId: 'demo-community',
};

export const user: IdentityUser = {
  uid: 'u1',
  email: 'hanako@example.com',
  emailVerified: true,
  displayName: null,
  providerIds: ['password'],
} as IdentityUser;

export function me(overrides: Partial<MeResponse> = {}): MeResponse {
  return {
    uid: 'u1',
    nickname: 'はなこ',
    email: 'hanako@example.com',
    memberStatus: '1',
    serviceUsage: '1',
    serviceLocks: [],
    ...overrides,
  } as MeResponse;
}

export function fakeDeps(
  options: {
    client?: Record<string, string> | null;
    savedEmail?: string | null;
    /** An earlier page's storage (a reload in the same browser); its client entry is kept. */
    storage?: ReturnType<typeof memoryStorage>;
    /** More API calls (or other answers), in place before a route's loader calls them. */
    api?: Record<string, unknown>;
    /** More identity calls, likewise. */
    identity?: Record<string, unknown>;
  } = {},
) {
  const storage = options.storage ?? memoryStorage();
  const client = options.client === undefined ? demoClient : options.client;
  if (client && !options.storage) saveClient(storage, client as typeof demoClient);
  let saved = options.savedEmail ?? null;
  const signIn: IdentitySignInResult = { user, isNewUser: false } as IdentitySignInResult;
  const api = {
    getMe: vi.fn(async () => me()),
    updateMe: vi.fn(async () => me()),
    addLoginHistory: vi.fn(async () => undefined),
    authorize: vi.fn(async () => ({ code: 'c1', secureCode: 'sc1' })),
    saveLoginParam: vi.fn(async () => ({ loginParamKey: 'lpk1' })),
    getLoginParam: vi.fn(async () => ({ loginParam: JSON.stringify(client ?? demoClient) })),
    sendLoginMailLink: vi.fn(async () => undefined),
    getMailLink: vi.fn(async () => ({
      mailLink: 'http://127.0.0.1:9099/emulator/action?mode=signIn',
      email: 'hanako@example.com',
    })),
    getMailLinkInfo: vi.fn(async () => ({ email: 'hanako@example.com', used: false })),
    enterMailCode: vi.fn(async () => ({
      mailLink: 'http://127.0.0.1:9099/emulator/action?mode=signIn&by=code',
      email: 'hanako@example.com',
    })),
    confirmMailLink: vi.fn(async () => ({
      mailLink: 'http://127.0.0.1:9099/emulator/action?mode=signIn&by=confirm',
      email: 'hanako@example.com',
    })),
    logout: vi.fn(async () => undefined),
  };
  const identity = {
    isSignInLink: vi.fn((href: string) => href.includes('oobCode=')),
    completeEmailLinkSignIn: vi.fn(async () => signIn),
    signInWithGoogle: vi.fn(async () => signIn),
    setPassword: vi.fn(async () => user),
    revokeAndSignOut: vi.fn(async (callLogout: () => Promise<void>) => {
      await callLogout();
    }),
    signOut: vi.fn(async () => undefined),
    waitForAuthReady: vi.fn(async (): Promise<IdentityUser | null> => user),
    currentUser: vi.fn((): IdentityUser | null => user),
    // The lazy identity's load (routes.tsx withIdentity): already "loaded" here.
    getIdentity: vi.fn(async (): Promise<unknown> => identity),
  };
  Object.assign(api, options.api);
  Object.assign(identity, options.identity);
  const savedEmail = {
    save: vi.fn(async (email: string) => {
      saved = email;
    }),
    load: vi.fn(async () => saved),
  };
  const deps = {
    api,
    identity,
    storage,
    savedEmail,
    allowedReturnUrlPrefixes: ['http://localhost:5190/', 'http://localhost:5191/'],
    hubHost: 'localhost:5170',
  };
  return { deps: deps as unknown as FlowDeps, api, identity, storage, savedEmail };
}
