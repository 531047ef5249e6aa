import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Hono } from 'hono';

import type { Deps } from '../deps';
import type { AppEnv } from '../http/app-env';

/** A raw Node handler served before Hono, for libraries that own req/res (oidc-provider). */
export interface NodeMount {
  /** Path prefix, e.g. '/memberbase/v1' or '/.well-known/openid-configuration'. */
  prefix: string;
  handler: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;
}

export interface RegisterResult {
  nodeMounts?: NodeMount[];
  /** Called once when the server stops (close SMTP listeners, timers…). */
  close?: () => Promise<void>;
}

/**
 * One group of routes. `register` adds its routes to the app, usually with
 * `mountRoutes(app, deps, [defineRoute(call, handler), …])`.
 */
export interface RouteModule {
  name: string;
  register(app: Hono<AppEnv>, deps: Deps): void | RegisterResult | Promise<void | RegisterResult>;
}

export function defineModule(module: RouteModule): RouteModule {
  return module;
}
