// Starts the test-profile stack with the apps a profile visit needs (sign-in goes through the hub)
// and returns its teardown.
import { startE2eStack } from '@member-hub/dev-stack/e2e-helpers';

export default function globalSetup(): Promise<() => Promise<void>> {
  return startE2eStack('profile', ['member-api', 'demo-service', 'hub', 'profile']);
}
