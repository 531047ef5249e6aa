/**
 * The Host a request names must be one of this server's own: the hub origin (the gateway or proxy
 * forwards the browser's Host), the public API origin, the authentication host's issuer, the names
 * in MEMBER_API_ALLOWED_HOSTS (e.g. an internal name the proxy or a health probe uses), or a
 * loopback name. Anything else is 421: a page that re-points its own name at this server (DNS
 * rebinding) becomes same-origin with it in the browser, and in the dev and test profiles the API
 * accepts the emulator's unsigned ID tokens. A loopback name cannot be such a page's own origin.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { MiddlewareHandler } from 'hono';

import type { Config } from '../config';
import type { NodeMount } from '../routes/types';

import type { AppEnv } from './app-env';

const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/;

const MISDIRECTED = { code: 'http.misdirected_request', message: 'This server does not answer that host.' };

/** The `host[:port]` values of the configured origins and names, lower-case. */
export function allowedHostsOf(
  config: Pick<Config, 'hubPublicOrigin' | 'publicApiOrigin' | 'oidc' | 'allowedHosts'>,
): ReadonlySet<string> {
  const hosts = new Set<string>();
  for (const origin of [config.hubPublicOrigin, config.publicApiOrigin, config.oidc.issuer]) {
    try {
      hosts.add(new URL(origin).host.toLowerCase());
    } catch {
      // Not a URL: the configuration is refused elsewhere; nothing to allow here.
    }
  }
  for (const host of config.allowedHosts) hosts.add(host.toLowerCase());
  return hosts;
}

export function isHostAllowed(host: string | undefined, allowed: ReadonlySet<string>): boolean {
  const name = (host ?? '').trim().toLowerCase();
  return allowed.has(name) || LOOPBACK.test(name);
}

/** For the Hono routes. */
export function hostCheck(config: Config): MiddlewareHandler<AppEnv> {
  const allowed = allowedHostsOf(config);
  return async (c, next) => {
    if (!isHostAllowed(c.req.header('host'), allowed)) return c.json(MISDIRECTED, 421);
    await next();
  };
}

/** For a raw Node mount (the authentication host is served before Hono). */
export function hostCheckedMount(config: Config, mount: NodeMount): NodeMount {
  const allowed = allowedHostsOf(config);
  return {
    prefix: mount.prefix,
    handler(req: IncomingMessage, res: ServerResponse) {
      if (isHostAllowed(req.headers.host, allowed)) return mount.handler(req, res);
      res.writeHead(421, { 'content-type': 'application/json' });
      res.end(JSON.stringify(MISDIRECTED));
    },
  };
}
