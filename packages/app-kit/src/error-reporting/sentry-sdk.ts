/**
 * The Sentry client, in its own chunk: ./sentry.ts imports this module dynamically on the first
 * report, so neither @sentry/browser nor the redaction is part of a page's first download. Named
 * imports keep the bundle to what is used (the whole package would bring replay and feedback).
 */
import { redactDeep } from '@member-hub/validators';
import {
  BrowserClient,
  dedupeIntegration,
  defaultStackParser,
  type ErrorEvent,
  linkedErrorsIntegration,
  makeFetchTransport,
  Scope,
} from '@sentry/browser';

export interface SentryClientOptions {
  readonly dsn: string;
  readonly app: string;
  readonly environment?: string;
  readonly release?: string;
}

export interface SentryClient {
  capture(error: unknown, context: Record<string, unknown>): void;
  flush(timeoutMs: number): PromiseLike<boolean>;
}

/** What leaves the page: no request (URL with its query), no user, no breadcrumbs; secrets redacted. */
export function redactEvent(event: ErrorEvent): ErrorEvent {
  const { request: _request, user: _user, breadcrumbs: _breadcrumbs, ...rest } = event;
  return redactDeep(rest);
}

/** Its own client (no `Sentry.init`): no global handlers, no breadcrumbs, only what is reported. */
export function startSentryClient(options: SentryClientOptions): SentryClient {
  const client = new BrowserClient({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    // The cause chain (internal error → its failure) and no duplicates; nothing that records
    // the page (no breadcrumbs, no URLs).
    integrations: [linkedErrorsIntegration(), dedupeIntegration()],
    sendDefaultPii: false,
    sendClientReports: false,
    beforeSend: (event) => redactEvent(event),
  });
  const scope = new Scope();
  scope.setClient(client);
  scope.setTag('app', options.app);
  client.init();
  return {
    capture(error, context) {
      const eventScope = scope.clone();
      for (const [key, value] of Object.entries(context)) {
        if (value === undefined) continue;
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
          eventScope.setTag(key, String(value));
        else eventScope.setExtra(key, value);
      }
      eventScope.captureException(error);
    },
    flush: (timeoutMs) => client.flush(timeoutMs),
  };
}
