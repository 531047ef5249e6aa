/**
 * The status policy of the API client, wired once for both apps (hub spec §7 "Status handling",
 * §8; profile spec §8): timeout → the timeout dialog (the timeout flag); auth (401/405) → back to
 * the return address with status=authError when it is allowed, else the generic error page;
 * server, network and contract failures → the generic error page; 400/403/404/409 → passed on to
 * the caller. Every failure the policy sees is reported through the one ErrorReporter.
 */
import { classifyApiError } from '@member-hub/api-client';
import { authErrorReturnAddress, type ClientRecord } from '@member-hub/validators';

import { rootCause } from '../error-reporting/internal-error';
import { type ErrorReporter } from '../error-reporting/reporter';
import { type FlagStore } from './flag-store';

export type ReportContext = Record<string, unknown>;

export interface ErrorPolicyDeps {
  /** Navigation inside the app (router). */
  navigate: (path: string) => void;
  /** Leaving the app (window.location.assign). */
  assign: (url: string) => void;
  /** The timeout flag: set opens the app shell's timeout dialog. */
  timeout: Pick<FlagStore, 'get' | 'set'>;
  readClient: () => ClientRecord | null;
  allowedReturnUrlPrefixes: readonly string[];
  /** The member host for the {domain} placeholder (window.location.host). */
  memberHost: string;
  /** The app's generic error page (route path). */
  errorPath: string;
  reporter: ErrorReporter;
}

export interface ErrorPolicy {
  /** Applies the policy; true when it handled the error, false when the caller must decide. */
  handle(error: unknown, context?: ReportContext): boolean;
  /** The unauthorized-error return (also used by the route guard). */
  returnUnauthorized(): void;
  /** The generic error page on our own host. */
  genericError(): void;
  /** An unexpected failure: the policy when it applies, else reported and the generic error page. */
  fail(error: unknown, context?: ReportContext): void;
  /** Reports a failure the caller handles itself (no navigation). */
  report(error: unknown, context?: ReportContext): void;
  /**
   * An external-linkage failure (hub spec §8 "D-account failure", profile spec §8): reported,
   * except when a timeout is already flagged (the timeout dialog tells the user). The caller
   * shows the linkage-error dialog.
   */
  reportLinkageFailure(error: unknown, context?: ReportContext): void;
}

export function createErrorPolicy(deps: ErrorPolicyDeps): ErrorPolicy {
  const report = (error: unknown, context?: ReportContext) => deps.reporter.report(error, context);
  const policy: ErrorPolicy = {
    handle(error, context) {
      // An internal error ('GetMe API ERROR', …) is reported as it is, handled as its cause.
      const action = classifyApiError(rootCause(error));
      switch (action) {
        case 'showTimeoutDialog':
          report(error, context);
          deps.timeout.set(true);
          return true;
        case 'returnAuthError':
          report(error, context);
          policy.returnUnauthorized();
          return true;
        case 'genericErrorPage':
          report(error, context);
          policy.genericError();
          return true;
        case 'passOn':
          return false;
      }
    },
    returnUnauthorized() {
      const target = authErrorReturnAddress(
        deps.readClient(),
        deps.allowedReturnUrlPrefixes,
        deps.memberHost,
      );
      if (target === null) policy.genericError();
      else deps.assign(target);
    },
    genericError() {
      deps.navigate(deps.errorPath);
    },
    fail(error, context) {
      if (policy.handle(error, context)) return;
      report(error, context);
      policy.genericError();
    },
    report,
    reportLinkageFailure(error, context) {
      if (deps.timeout.get()) return;
      report(error, { linkage: true, ...context });
    },
  };
  return policy;
}
