export { createConsoleReporter, type ErrorReporter, type ReportConsole, silentReporter } from './reporter';
export { createErrorReporter, type ErrorReportingConfig, reportUncaughtErrors } from './create';
export { internalError, type InternalError, isInternalError, rootCause } from './internal-error';
export { createSentryReporter, type SentryReporter, type SentryReporterOptions } from './sentry';
