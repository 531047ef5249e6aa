/**
 * Sentry's browser SDK behind the ErrorReporter interface. The SDK is a dynamic import made on
 * the first report, so it is never part of a page's first download; reports made while it loads
 * are queued and sent once it is there.
 */
import { redactDeep } from '@member-hub/validators';
import type * as SentryBrowserModule from '@sentry/browser';
import type { ErrorEvent } from '@sentry/browser';

import { createConsoleReporter, type ErrorReporter, type ReportConsole } from './reporter';

type SentryBrowser = typeof SentryBrowserModule;

export interface SentryReporterOptions {
  /** The project's DSN (public by design). */
  readonly dsn: string;
  /** 'hub' or 'profile': a tag on every event. */
  readonly app: string;
  readonly environment?: string;
  readonly release?: string;
  /** Where to say that the SDK could not be loaded, and what the reports were (console). */
  readonly fallback?: ReportConsole;
  /** Loads the SDK (tests count the loads). */
  readonly loadSdk?: () => Promise<SentryBrowser>;
  /** The page's path without its query (which may carry keys), a tag; default location.pathname. */
  readonly path?: () => string | undefined;
}

export interface SentryReporter extends ErrorReporter {
  /** Resolves when every report made so far was handed to the transport and sent (bounded). */
  flush(timeoutMs?: number): Promise<boolean>;
}

/** What leaves the page: no request (URL with its query), no user, no breadcrumbs; secrets redacted. */
export function redactEvent(event: ErrorEvent): ErrorEvent {
  const { request: _request, user: _user, breadcrumbs: _breadcrumbs, ...rest } = event;
  return redactDeep(rest);
}

const defaultPath = () => (typeof location === 'undefined' ? undefined : location.pathname);

export function createSentryReporter(options: SentryReporterOptions): SentryReporter {
  const fallback = createConsoleReporter(options.app, options.fallback);
  const loadSdk = options.loadSdk ?? (() => import('@sentry/browser'));
  const path = options.path ?? defaultPath;
  let started: Promise<((error: unknown, context: Record<string, unknown>) => void) | null> | undefined;
  let client: { flush(timeout?: number): PromiseLike<boolean> } | undefined;
  const pending = new Set<Promise<unknown>>();

  const start = async () => {
    try {
      const Sentry = await loadSdk();
      const sentry = new Sentry.BrowserClient({
        dsn: options.dsn,
        environment: options.environment,
        release: options.release,
        transport: Sentry.makeFetchTransport,
        stackParser: Sentry.defaultStackParser,
        // The cause chain (internal error → its failure) and no duplicates; nothing that records
        // the page (no breadcrumbs, no URLs).
        integrations: [Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration()],
        sendDefaultPii: false,
        sendClientReports: false,
        beforeSend: (event) => redactEvent(event),
      });
      const scope = new Sentry.Scope();
      scope.setClient(sentry);
      scope.setTag('app', options.app);
      sentry.init();
      client = sentry;
      return (error: unknown, context: Record<string, unknown>) => {
        const eventScope = scope.clone();
        for (const [key, value] of Object.entries(context)) {
          if (value === undefined) continue;
          if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
            eventScope.setTag(key, String(value));
          else eventScope.setExtra(key, value);
        }
        eventScope.captureException(error);
      };
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
      const sending = started.then((capture) =>
        capture ? capture(error, full) : fallback.report(error, full),
      );
      pending.add(sending);
      void sending.finally(() => pending.delete(sending));
    },
    async flush(timeoutMs = 2000) {
      await Promise.all([...pending]);
      return client ? client.flush(timeoutMs) : true;
    },
  };
}
