/**
 * The one error-reporting interface both apps use (ARCHITECTURE "Error policy"): every failure
 * the error policy sees goes through `report`. The console reporter is the default; a reporting
 * service (Sentry) plugs in behind the same interface by configuration.
 */
export interface ErrorReporter {
  report(error: unknown, context?: Record<string, unknown>): void;
}

/** Where the console reporter writes; `console` by default, a fake in tests. */
export interface ReportConsole {
  error: (...data: unknown[]) => void;
}

/** Reports to the browser console, tagged with the app's name (`[hub]`, `[profile]`). */
export function createConsoleReporter(app: string, sink: ReportConsole = console): ErrorReporter {
  return {
    report(error, context) {
      if (context && Object.keys(context).length > 0) sink.error(`[${app}]`, error, context);
      else sink.error(`[${app}]`, error);
    },
  };
}

/** A reporter that drops everything (tests, or reporting turned off). */
export const silentReporter: ErrorReporter = { report() {} };
