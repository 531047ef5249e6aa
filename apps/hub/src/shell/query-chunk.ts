/**
 * The hub's one QueryClient, loaded with the first API call (shell/flow-runner.ts): app-kit's
 * policy client — every failed query or mutation goes through the error policy, no retries.
 */
export { createPolicyQueryClient } from '@member-hub/app-kit/error-policy';
