// Starts the test-profile stack with the apps the hub flows need and returns its teardown.
import { startE2eStack } from '@member-hub/dev-stack/e2e-helpers';

export default function globalSetup(): Promise<() => Promise<void>> {
  return startE2eStack('hub', ['stand-ins', 'member-api', 'demo-service', 'hub']);
}
