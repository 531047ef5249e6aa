// Vitest globalSetup: starts the real Firebase Auth emulator (firebase-tools, through
// @member-hub/dev-stack/emulator) on free ports for this package's tests and stops it afterwards.
// The emulator URL reaches the tests through `inject('authEmulatorUrl')`.
//
// For quick local iteration an already running emulator can be used instead:
//   IDENTITY_TEST_EMULATOR_URL=http://127.0.0.1:9099 pnpm vitest
import { startAuthEmulator } from '@member-hub/dev-stack/emulator';
import type { TestProject } from 'vitest/node';

export const TEST_PROJECT_ID = 'demo-member-hub';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const existing = process.env.IDENTITY_TEST_EMULATOR_URL;
  if (existing !== undefined && existing !== '') {
    project.provide('authEmulatorUrl', existing);
    return async () => {};
  }

  const emulator = await startAuthEmulator({ projectId: TEST_PROJECT_ID });
  project.provide('authEmulatorUrl', emulator.url);
  return () => emulator.stop();
}
