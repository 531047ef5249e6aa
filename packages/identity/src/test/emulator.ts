// Helpers for tests against the Auth emulator: a firebase-admin app (as the member API would use
// it), identities with unique app names, and the emulator's REST API.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth as AdminAuth } from 'firebase-admin/auth';
import { inject } from 'vitest';

import { createIdentity, type Identity, type IdentityConfig } from '../index';

export const projectId = 'demo-member-hub';
export const emulatorUrl = (): string => inject('authEmulatorUrl');

let count = 0;

/** A fresh identity against the emulator (memory persistence: Node has no IndexedDB). */
export function testIdentity(overrides: Partial<IdentityConfig> = {}): Identity {
  count += 1;
  return createIdentity({
    apiKey: 'fake-api-key',
    authDomain: `${projectId}.firebaseapp.com`,
    projectId,
    emulatorUrl: emulatorUrl(),
    persistence: 'memory',
    appName: `identity-test-${count}-${Math.random().toString(36).slice(2)}`,
    ...overrides,
  });
}

/** firebase-admin against the emulator: it then mints unsigned custom tokens and trusts emulator ID tokens. */
export function adminAuth(): { auth: AdminAuth; dispose: () => Promise<void> } {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = new URL(emulatorUrl()).host;
  const app: App = initializeApp({ projectId }, `admin-${Math.random().toString(36).slice(2)}`);
  return { auth: getAuth(app), dispose: () => deleteApp(app) };
}

/** A unique address per test so tests never see each other's accounts. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}
