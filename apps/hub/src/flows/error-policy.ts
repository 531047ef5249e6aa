/**
 * The status policy of the API client, wired once (hub spec §7 "Status handling", §8):
 * timeout → the timeout dialog; auth (401/405) → back to the return address with
 * status=authError when it is allowed, else the generic error page; server, network and
 * contract failures → the generic error page; 400/403/404/409 → passed on to the caller.
 */
import { classifyApiError } from '@member-hub/api-client';
import { rootCause } from '@member-hub/app-kit/error-reporting';
import { type ClientRecord } from '@member-hub/validators';

import { RoutePath } from '../route-paths';
import { unauthorizedDestination } from './guard';

export interface ErrorPolicyDeps {
  /** Navigation inside the hub (router). */
  navigate: (path: string) => void;
  /** Leaving the hub (window.location.assign). */
  assign: (url: string) => void;
  openTimeoutDialog: () => void;
  readClient: () => ClientRecord | null;
  allowedReturnUrlPrefixes: readonly string[];
  hubHost: string;
  /** Error reporting (the console, or Sentry when VITE_SENTRY_DSN is set). */
  report: (error: unknown) => void;
}

export interface ErrorPolicy {
  /** Applies the policy; true when it handled the error, false when the caller must decide. */
  handle(error: unknown): boolean;
  /** The unauthorized-error return (also used by the route guard). */
  returnUnauthorized(): void;
  /** The generic error page on our own host. */
  genericError(): void;
  /** An unexpected failure: the policy when it applies, else reported and the generic error page. */
  fail(error: unknown): void;
}

export function createErrorPolicy(deps: ErrorPolicyDeps): ErrorPolicy {
  const policy: ErrorPolicy = {
    handle(error) {
      // An internal error ('GetMe API ERROR', …) is reported as it is, handled as its cause.
      const action = classifyApiError(rootCause(error));
      switch (action) {
        case 'showTimeoutDialog':
          deps.report(error);
          deps.openTimeoutDialog();
          return true;
        case 'returnAuthError':
          deps.report(error);
          policy.returnUnauthorized();
          return true;
        case 'genericErrorPage':
          deps.report(error);
          policy.genericError();
          return true;
        case 'passOn':
          return false;
      }
    },
    returnUnauthorized() {
      const target = unauthorizedDestination(deps.readClient(), deps.allowedReturnUrlPrefixes, deps.hubHost);
      if (target === RoutePath.error) policy.genericError();
      else deps.assign(target);
    },
    genericError() {
      deps.navigate(RoutePath.error);
    },
    fail(error) {
      if (policy.handle(error)) return;
      deps.report(error);
      policy.genericError();
    },
  };
  return policy;
}
