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
];

/**
 * JSON logs to stdout. By default writes are asynchronous (sonic-boom batches lines into fewer
 * write calls, which matters at thousands of requests per second); main.ts flushes on shutdown.
 */
export function createLogger(options: { level?: string; destination?: pino.DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: { service: 'member-api' },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    options.destination ?? pino.destination({ dest: 1, sync: false }),
  );
}
