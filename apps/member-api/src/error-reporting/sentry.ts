import { redactDeep } from '@member-hub/validators';
import type { Event } from '@sentry/node';

import type { Logger } from '../logger';

import type { ErrorReporter } from './reporter';

export interface SentryReporterOptions {
  dsn: string;
  environment: string;
  release?: string;
  logger: Logger;
}

/** What leaves the process: no request, no user, no breadcrumbs; e-mails and credentials in every string redacted. */
export function scrubEvent<E extends Event>(event: E): E {
  const { request: _request, user: _user, breadcrumbs: _breadcrumbs, ...rest } = event;
  return redactDeep(rest) as E;
}

/**
 * Sentry's Node SDK as an ErrorReporter. The SDK is imported here, on first use, so a server
 * without a DSN never loads it. It runs as its own client (not `Sentry.init`): no global
 * instrumentation and no process hooks, only the errors handed to report().
 */
export async function createSentryReporter(options: SentryReporterOptions): Promise<ErrorReporter> {
  const Sentry = await import('@sentry/node');
  const client = new Sentry.NodeClient({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    transport: Sentry.makeNodeTransport,
    stackParser: Sentry.defaultStackParser,
    integrations: [],
    sendDefaultPii: false,
    sendClientReports: false,
    beforeSend: (event) => scrubEvent(event),
  });
  const scope = new Sentry.Scope();
  scope.setClient(client);
  client.init();
  return {
    report(error, context = {}) {
      const eventScope = scope.clone();
      for (const [key, value] of Object.entries(context)) {
        if (value !== undefined) eventScope.setTag(key, String(value));
      }
      eventScope.captureException(error);
    },
    async close() {
      const sent = await client.close(2000);
      if (!sent) options.logger.warn('error reports still queued at shutdown');
    },
  };
}
