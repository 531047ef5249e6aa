/**
 * Sentry's browser SDK behind the ErrorReporter interface. The client (./sentry-sdk.ts, with
 * @sentry/browser) is a dynamic import made on the first report, so it is never part of a page's
 * first download; reports made while it loads are queued and sent once it is there.
 */
import { createConsoleReporter, type ErrorReporter, type ReportConsole } from './reporter';
import type { SentryClient, SentryClientOptions } from './sentry-sdk';

export interface SentryReporterOptions extends SentryClientOptions {
  /** Where reports go when the SDK cannot be loaded (console). */
  readonly fallback?: ReportConsole;
  /** Loads the client module (tests count the loads). */
  readonly loadSdk?: () => Promise<{ startSentryClient(options: SentryClientOptions): SentryClient }>;
  /** The page's path without its query (which may carry keys), a tag; default location.pathname. */
  readonly path?: () => string | undefined;
}

export interface SentryReporter extends ErrorReporter {
  /** Resolves when every report made so far was handed to the transport and sent (bounded). */
  flush(timeoutMs?: number): Promise<boolean>;
}

const defaultPath = () => (typeof location === 'undefined' ? undefined : location.pathname);

export function createSentryReporter(options: SentryReporterOptions): SentryReporter {
  const {
    fallback: sink,
    loadSdk = () => import('./sentry-sdk'),
    path = defaultPath,
    ...clientOptions
  } = options;
  const fallback = createConsoleReporter(options.app, sink);
  let started: Promise<SentryClient | null> | undefined;
  const pending = new Set<Promise<unknown>>();

  const start = async () => {
    try {
      return (await loadSdk()).startSentryClient(clientOptions);
    } catch (loadError) {
      fallback.report(loadError, { reason: 'the error reporting SDK could not be loaded' });
      return null;
    }
  };

  return {
    report(error, context = {}) {
      started ??= start();
      const where = path();
      const full = where ? { path: where, ...context } : context;
      const sending = started.then((client) =>
        client ? client.capture(error, full) : fallback.report(error, full),
      );
      pending.add(sending);
      void sending.finally(() => pending.delete(sending));
    },
    async flush(timeoutMs = 2000) {
      await Promise.all([...pending]);
      const client = await started;
      return client ? client.flush(timeoutMs) : true;
    },
  };
}
