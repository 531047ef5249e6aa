import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * Paths that are never written to a log. Tokens, sign-in links, passwords and the query strings
 * that carry them are replaced by '[redacted]'. Request logs never include the query string at
 * all (see http/request-log.ts), so this list is the second line of defence.
 */
export const REDACT_PATHS = [
  'authorization',
  'headers.authorization',
  'headers.cookie',
  'req.headers.authorization',
  'req.headers.cookie',
  '*.token',
  '*.idToken',
  '*.accessToken',
  '*.refreshToken',
  '*.customToken',
  '*.password',
  '*.pwd',
  '*.newpwd',
  '*.mailLink',
  '*.link',
  '*.loginParam',
  '*.loginParamKey',
  '*.referenceKey',
  '*.secureCode',
  '*.code',
  'token',
  'idToken',
  'password',
  'link',
  'mailLink',
  'query',
  'url',
  // serializeError already drops these from query errors; kept in case an error is logged raw.
  'err.query',
  'err.params',
];

/** Longest error message or stack kept in a log line (a 1 MB value must not make a 3 MB line). */
const MAX_ERROR_TEXT = 2_000;

/** Fields of a database driver error that describe the failure without the data (no `detail`, no `where`). */
const DB_CAUSE_FIELDS = ['code', 'severity', 'table', 'column', 'constraint', 'routine'] as const;

function clip(text: unknown): unknown {
  return typeof text === 'string' && text.length > MAX_ERROR_TEXT
    ? `${text.slice(0, MAX_ERROR_TEXT)}… [${text.length - MAX_ERROR_TEXT} more characters]`
    : text;
}

/** A Drizzle query error: it carries the SQL and its bound parameters (members' data). */
function isQueryError(error: unknown): error is Error & { query: unknown; params: unknown; cause?: unknown } {
  return error instanceof Error && 'query' in error && 'params' in error;
}

/**
 * The `err` serializer (logs must hold no credentials and no personal data): a failed query is
 * logged with the driver's SQLSTATE, table and constraint, never with its SQL text or bound
 * parameters (sign-in links, phone numbers, e-mail addresses), and no message or stack is longer
 * than MAX_ERROR_TEXT.
 */
export function serializeError(error: unknown): Record<string, unknown> {
  if (isQueryError(error)) {
    const cause = error.cause as Record<string, unknown> | undefined;
    const db: Record<string, unknown> = {};
    for (const field of DB_CAUSE_FIELDS) if (cause?.[field] !== undefined) db[field] = cause[field];
    if (typeof cause?.message === 'string') db.message = clip(cause.message);
    const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
    return {
      type: error.constructor.name,
      message: 'Failed query (SQL text and parameters are not logged)',
      db,
      stack: clip(frames.join('\n')),
    };
  }
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  if (!serialized || typeof serialized !== 'object') return { message: clip(String(error)) };
  return { ...serialized, message: clip(serialized.message), stack: clip(serialized.stack) };
}

/**
 * JSON logs to stdout. By default writes are asynchronous and buffered: sonic-boom writes once
 * 4 KB are waiting or every 500 ms, one write call for many lines (at thousands of requests per
 * second the access log's own writes were a twentieth of GET /me's CPU). main.ts flushes on
 * shutdown, and `flushOnCrash` before a crash ends the process.
 */
export function createLogger(options: { level?: string; destination?: pino.DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: { service: 'member-api' },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: { err: serializeError },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    options.destination ?? pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 500 }),
  );
}

/**
 * An uncaught exception or unhandled rejection still ends the process (exit code 1), as Node's
 * default does, but is logged first and the lines still buffered are written before it ends.
 */
export function flushOnCrash(logger: Logger, target: NodeJS.Process = process): void {
  const crash = (event: string) => (error: unknown) => {
    // Whichever way the process ends from here, it ends as a failure.
    target.exitCode = 1;
    logger.fatal({ err: error }, `stopping after an ${event}`);
    logger.flush(() => target.exit(1));
    // Should the flush never answer, the process ends all the same (a timer that holds it open).
    setTimeout(() => target.exit(1), 2_000);
  };
  target.on('uncaughtException', crash('uncaught exception'));
  target.on('unhandledRejection', crash('unhandled rejection'));
}
