// The error policy as both apps' services wire it (app-services/create.ts), for their test
// renders: leaving the page (`assign`) is a spy, and `navigate` is bound once the router exists.
import { vi } from 'vitest';

import { type KeyValueStorage, readClient } from '../client-context';
import { createErrorPolicy, createFlagStore, type ErrorPolicy, type FlagStore } from '../error-policy';
import { type ErrorReporter, silentReporter } from '../error-reporting';

export interface TestErrorPolicy {
  policy: ErrorPolicy;
  assign: ReturnType<typeof vi.fn<(url: string) => void>>;
  timeout: FlagStore;
  /** Where the policy's in-app moves go (the memory router's navigate). */
  bindNavigate(navigate: (path: string) => void): void;
}

export function createTestErrorPolicy(options: {
  storage: KeyValueStorage;
  allowedReturnUrlPrefixes: readonly string[];
  errorPath: string;
  reporter?: ErrorReporter;
  /** Default localhost:5170, the member host of the local stack. */
  memberHost?: string;
}): TestErrorPolicy {
  const assign = vi.fn<(url: string) => void>();
  const timeout = createFlagStore(false);
  let navigate: (path: string) => void = () => {};
  const policy = createErrorPolicy({
    navigate: (path) => navigate(path),
    assign,
    timeout,
    readClient: () => readClient(options.storage),
    allowedReturnUrlPrefixes: options.allowedReturnUrlPrefixes,
    memberHost: options.memberHost ?? 'localhost:5170',
    errorPath: options.errorPath,
    reporter: options.reporter ?? silentReporter,
  });
  return {
    policy,
    assign,
    timeout,
    bindNavigate(next) {
      navigate = next;
    },
  };
}
