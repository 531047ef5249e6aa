// Starts the test-profile stack with the apps a profile visit needs (sign-in goes through the hub)
// and returns its teardown.
import { startE2eStack } from '@member-hub/dev-stack/e2e-helpers';

export default function globalSetup(): Promise<() => Promise<void>> {
  // stand-ins: the page off the embedded screen's allow-list (prefectures.spec.ts).
  return startE2eStack('profile', ['member-api', 'demo-service', 'hub', 'profile', 'stand-ins']);
}
