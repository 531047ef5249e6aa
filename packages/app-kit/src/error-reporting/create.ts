import { createConsoleReporter, type ErrorReporter } from './reporter';
import { createSentryReporter } from './sentry';

export interface ErrorReportingConfig {
  /** 'hub' or 'profile'. */
  readonly app: string;
  /** Sentry DSN from the build configuration; unset or empty → the console reporter. */
  readonly dsn?: string | undefined;
  readonly environment?: string;
  readonly release?: string;
}

/** Sentry when a DSN is configured (its SDK loads on the first report), else the console. */
export function createErrorReporter(config: ErrorReportingConfig): ErrorReporter {
  const dsn = config.dsn?.trim();
  if (!dsn) return createConsoleReporter(config.app);
  return createSentryReporter({
    dsn,
    app: config.app,
    ...(config.environment ? { environment: config.environment } : {}),
    ...(config.release ? { release: config.release } : {}),
  });
}

/** What a page throws and nobody catches goes to the reporter too. Returns the un-install. */
export function reportUncaughtErrors(
  reporter: ErrorReporter,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onError = (event: ErrorEvent) => reporter.report(event.error ?? event.message, { uncaught: 'error' });
  const onRejection = (event: PromiseRejectionEvent) =>
    reporter.report(event.reason, { uncaught: 'unhandledrejection' });
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
