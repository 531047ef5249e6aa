/**
 * Where the server reports errors nobody handled. One interface, two implementations: none
 * (no DSN configured) and Sentry's Node SDK (loaded only when a DSN is set, see ./sentry.ts).
 */
export interface ErrorReporter {
  /** Sends the error with a few context fields (request id, route); never bodies or tokens. */
  report(error: unknown, context?: Record<string, string | number | boolean | undefined>): void;
  /** Waits for what is queued to be sent (bounded), then stops. */
  close(): Promise<void>;
}

/** Reports nothing: the default when no DSN is configured (the log still has every error). */
export const noErrorReporter: ErrorReporter = {
  report() {},
  async close() {},
};
