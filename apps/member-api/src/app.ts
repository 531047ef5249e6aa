import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { methodNotAllowed } from 'hono/method-not-allowed';

import type { Deps } from './deps';
import type { AppEnv } from './http/app-env';
import { ApiError, isApiError, retryAfterOf } from './http/errors';
import { hostCheck, hostCheckedMount } from './http/host-check';
import { corsForHub, requestContext, securityHeaders } from './http/middleware';
import { httpMetrics } from './ops/metrics';
import { routeModules } from './routes';
import type { NodeMount, RouteModule } from './routes/types';

export interface BuiltApp {
  app: Hono<AppEnv>;
  nodeMounts: NodeMount[];
  close(): Promise<void>;
}

/** JSON bodies above this are refused with 413 (postjudge carries a 160x160 image as base64). */
export const JSON_BODY_LIMIT = 2 * 1024 * 1024;

/** Builds the app from the route modules (src/routes/index.ts unless a test passes its own). */
export async function createApp(
  deps: Deps,
  modules: readonly RouteModule[] = routeModules,
): Promise<BuiltApp> {
  const app = new Hono<AppEnv>();
  app.use('*', requestContext(deps.logger, { trustedProxies: deps.config.trustedProxies }));
  app.use('*', httpMetrics());
  app.use('*', hostCheck(deps.config));
  app.use('*', securityHeaders(deps.config));
  app.use('*', corsForHub(deps.config));
  const tooLarge = () => new ApiError(413, 'http.payload_too_large', 'The request body is too large.');
  const limitStreamedBody = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw tooLarge();
    },
  });
  // bodyLimit reads `c.req.raw.body`, which makes the Node adapter build a whole fetch Request
  // (bench: about a tenth of the floor). GET and HEAD carry no body, and a body with a
  // Content-Length cannot be longer than that (Node's parser holds it to it): only a chunked
  // body is counted as it arrives.
  app.use('*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number(length) > JSON_BODY_LIMIT) throw tooLarge();
      return next();
    }
    return limitStreamedBody(c, next);
  });

  // Runs after the handlers (it wraps next()) and turns a 404 for a known path into 405.
  app.use(
    '*',
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, allowed) => {
        c.header('Allow', allowed.join(', '));
        return c.json({ code: 'http.method_not_allowed', message: 'Method not allowed.' }, 405);
      },
    }),
  );

  app.notFound((c) => c.json({ code: 'http.not_found', message: 'No such route.' }, 404));
  app.onError((error, c) => {
    // Path pattern, not the path itself: paths may carry ids.
    const where = { requestId: c.get('requestId'), method: c.req.method, route: c.req.routePath };
    if (isApiError(error)) {
      if (error.status >= 500) {
        c.get('log')?.error({ code: error.code }, error.message);
        deps.errorReporter?.report(error, { ...where, code: error.code, status: error.status });
      }
      const retryAfter = retryAfterOf(error);
      if (retryAfter) c.header('Retry-After', retryAfter);
      return c.json(error.toBody(), error.status as 400);
    }
    // Never a stack trace to the caller; the log has it.
    (c.get('log') ?? deps.logger).error({ err: error }, 'unhandled error');
    deps.errorReporter?.report(error, { ...where, code: 'server.error', status: 500 });
    return c.json({ code: 'server.error', message: 'Internal server error.' }, 500);
  });

  const nodeMounts: NodeMount[] = [];
  const closers: Array<() => Promise<void>> = [];
  for (const module of modules) {
    const result = await module.register(app, deps);
    if (result?.nodeMounts)
      nodeMounts.push(...result.nodeMounts.map((m) => hostCheckedMount(deps.config, m)));
    if (result?.close) closers.push(result.close);
  }
  return {
    app,
    nodeMounts,
    async close() {
      for (const close of closers.reverse()) await close();
    },
  };
}
