/**
 * defineRoute(call, handler): one route from one call definition of @member-hub/api-client's
 * contract. Like Logto's koaGuard, the definition is the only truth: query and body are parsed
 * with its schemas before the handler runs, and the handler's answer is checked against the
 * call's success schema and its allowed statuses before it is sent.
 *
 *   export const getMeRoute = defineRoute(calls.getMe, async ({ user, query, deps }) => { … });
 *
 * - bad query/body → 400 { code: 'validation.failed', message, details } (no stack trace);
 * - auth 'bearer' → the ID token is verified first (401 auth.required / auth.token_invalid);
 * - handler throws ApiError → its status and code, if the call allows that status;
 * - an answer that does not match the contract → 500 server.error (logged; a bug of ours).
 */
import {
  allowedStatusesOf,
  successStatusOf,
  validationDetails,
  type CallBody,
  type CallDefinition,
  type CallHeaders,
  type CallQuery,
  type CallResponse,
} from '@member-hub/api-client/contract';
import type { Context, Hono } from 'hono';

import type { Deps } from '../deps';
import type { VerifiedUser } from '../identity';
import { isIdentityError } from '../identity';
import type { Logger } from '../logger';

import type { AppEnv } from './app-env';
import { ApiError, GLOBAL_ERROR_STATUSES, isApiError } from './errors';
import { enforceRateLimits } from './rate-limit';

type HasKey<C, K extends string> = C extends { readonly [P in K]: unknown } ? true : false;

export interface RouteContext<C extends CallDefinition> {
  query: HasKey<C, 'query'> extends true ? CallQuery<C> : Record<string, never>;
  body: HasKey<C, 'body'> extends true ? CallBody<C> : undefined;
  /** The call's own request headers (contract `headers`, lower-case names). */
  headers: HasKey<C, 'headers'> extends true ? CallHeaders<C> : Record<string, never>;
  /** Path parameters ('{id}' segments of the call's path). */
  params: Record<string, string>;
  /** The verified caller; present for auth 'bearer', maybe for 'optional'. */
  user: C['auth'] extends 'bearer' ? VerifiedUser : VerifiedUser | undefined;
  deps: Deps;
  log: Logger;
  requestId: string;
  /** The client address (for rate limits). */
  clientIp: string;
  /** The Hono context, for headers; do not write the response through it. */
  c: Context<AppEnv>;
}

export type RouteHandler<C extends CallDefinition> = (
  ctx: RouteContext<C>,
) => Promise<CallResponse<C>> | CallResponse<C>;

export interface RouteDefinition {
  call: CallDefinition;
  mount(app: Hono<AppEnv>, deps: Deps): void;
}

/** '/member/v1/daccount/{id}' → '/member/v1/daccount/:id' (Hono's syntax). */
export function honoPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

async function authenticate(
  c: Context<AppEnv>,
  deps: Deps,
  required: boolean,
): Promise<VerifiedUser | undefined> {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) {
    if (required) throw new ApiError(401, 'auth.required', 'A bearer ID token is required.');
    return undefined;
  }
  try {
    return await deps.identity.verifyIdToken(token);
  } catch (error) {
    if (isIdentityError(error) && error.kind === 'unavailable') {
      throw new ApiError(503, 'server.unavailable', 'The identity service is unavailable.');
    }
    throw new ApiError(401, 'auth.token_invalid', 'The bearer ID token is invalid, expired or revoked.');
  }
}

async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  const text = await c.req.text();
  if (text.length === 0) return undefined;
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
    throw new ApiError(415, 'http.unsupported_media_type', 'The request body must be application/json.');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'validation.failed', 'The request body is not valid JSON.', [
      { path: 'body', code: 'invalid_json', message: 'not valid JSON' },
    ]);
  }
}

export function defineRoute<const C extends CallDefinition>(
  call: C,
  handler: RouteHandler<C>,
): RouteDefinition {
  const success = successStatusOf(call);
  const successSchema = call.responses[success] ?? null;
  const allowed = new Set<number>([...allowedStatusesOf(call), ...GLOBAL_ERROR_STATUSES, 413, 415]);

  return {
    call,
    mount(app, deps) {
      app.on(call.method, honoPath(call.path), async (c) => {
        // Hono answers HEAD with the GET handler, and some GET calls act (logout revokes, the
        // carrier and payout tokens are minted): no contract call runs for a HEAD.
        if (c.req.method === 'HEAD') {
          c.header('Allow', call.method);
          throw new ApiError(405, 'http.method_not_allowed', 'Method not allowed.');
        }
        const log = c.get('log');
        const user = call.auth === 'none' ? undefined : await authenticate(c, deps, call.auth === 'bearer');
        if (user?.signInProvider) c.set('signInProvider', user.signInProvider);
        // Every write is limited, so that none can be repeated without bound: per member with a
        // token, per client address without. The calls that send mail or hand back codes add
        // their own, tighter buckets.
        if (call.method !== 'GET') {
          await enforceRateLimits(
            deps.rateLimiter,
            user ? ['memberWrite', user.uid] : ['anonymousWrite', c.get('clientIp')],
          );
        }

        let params: Record<string, string> = c.req.param() as Record<string, string>;
        if (call.params) {
          const parsed = call.params.safeParse(params);
          if (!parsed.success) {
            throw new ApiError(
              400,
              'validation.failed',
              'The path does not match the contract.',
              validationDetails('params', parsed.error),
            );
          }
          params = parsed.data as Record<string, string>;
        }
        let headers: unknown = {};
        if (call.headers) {
          const sent = Object.fromEntries(
            Object.keys(call.headers.shape).map((name) => [name, c.req.header(name)]),
          );
          const parsed = call.headers.safeParse(sent);
          if (!parsed.success) {
            throw new ApiError(
              400,
              'validation.failed',
              'The request headers do not match the contract.',
              validationDetails('headers', parsed.error),
            );
          }
          headers = parsed.data;
        }
        let query: unknown = {};
        if (call.query) {
          const parsed = call.query.safeParse(Object.fromEntries(new URL(c.req.url).searchParams));
          if (!parsed.success) {
            throw new ApiError(
              400,
              'validation.failed',
              'The query does not match the contract.',
              validationDetails('query', parsed.error),
            );
          }
          query = parsed.data;
        }
        let body: unknown = undefined;
        if (call.body) {
          const parsed = call.body.safeParse(await readJson(c));
          if (!parsed.success) {
            throw new ApiError(
              400,
              'validation.failed',
              'The body does not match the contract.',
              validationDetails('body', parsed.error),
            );
          }
          body = parsed.data;
        }

        let result: unknown;
        try {
          result = await handler({
            query,
            headers,
            body,
            params,
            user,
            deps,
            log,
            requestId: c.get('requestId'),
            clientIp: c.get('clientIp'),
            c,
          } as RouteContext<C>);
        } catch (error) {
          if (isApiError(error)) {
            if (!allowed.has(error.status)) {
              log.error(
                { status: error.status, code: error.code, call: `${call.method} ${call.path}` },
                'handler answered a status the contract does not allow',
              );
              throw new ApiError(500, 'server.error', 'Internal server error.');
            }
          }
          throw error;
        }

        if (success === 204 || successSchema === null) {
          return c.body(null, success);
        }
        const checked = successSchema.safeParse(result);
        if (!checked.success) {
          log.error(
            {
              call: `${call.method} ${call.path}`,
              issues: checked.error.issues.map((i) => ({ path: i.path.join('.'), code: i.code })),
            },
            'response does not match the contract',
          );
          throw new ApiError(500, 'server.error', 'Internal server error.');
        }
        return c.json(checked.data as object, success);
      });
    },
  };
}

/** Mounts contract-guarded routes on the app. */
export function mountRoutes(app: Hono<AppEnv>, deps: Deps, routes: readonly RouteDefinition[]): void {
  for (const route of routes) route.mount(app, deps);
}
