// nginx renderings of the one-origin route table (routes.ts) and of the header sets the SPAs'
// builds write (`dist/security-headers.json`): `renderSpaLocations` is the include a production
// server block needs for the two SPAs (files, fallbacks and every route's headers),
// `renderNginxConfig` a whole configuration for one machine (the production topology of
// `npm run start:prod`, and the tests that run `nginx -t` on it).
import type { AppHeaderSet } from '@member-hub/deployment-config/headers';

import { MEMBER_API_PREFIXES, PROFILE_ASSET_BASE, PROFILE_PAGE_PREFIXES } from './routes.ts';

/** An nginx string: double-quoted; a value holding `$` would be read as a variable, so it is refused. */
function quote(value: string): string {
  if (value.includes('$')) throw new Error(`nginx: refusing a header value with "$": ${value}`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** `add_header` lines for one route (always: error answers of the host carry them too). */
function headerLines(headers: Record<string, string>, indent: string): string[] {
  return Object.entries(headers).map(
    ([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`,
  );
}

/** The route of `set` that a location at `path` takes (the first it matches, as `headersForPath`). */
function routeHeaders(set: AppHeaderSet, path: string): Record<string, string> {
  const base = path.endsWith('/') && path !== '/' ? path.slice(0, -1) : path;
  const route = set.routes.find((r) => r.path === '/' || base === r.path || base.startsWith(`${r.path}/`));
  if (!route) throw new Error(`${set.app}: no header route for ${path}`);
  return route.headers;
}

export interface SpaLocationsOptions {
  hub: AppHeaderSet;
  profile: AppHeaderSet;
  /** Absolute folders of the two production builds (`apps/hub/dist`, `apps/profile/dist`). */
  hubRoot: string;
  profileRoot: string;
}

/**
 * The SPA part of a server block. Each profile page prefix (and the embedded screen inside
 * `/profileEdit`) gets an exact and a children location, so that `/profileEditX` stays the hub's
 * and nginx's longest-prefix rule picks the embedded screen's headers for its children; a page
 * path serves its prerendered `<path>.html` or the app's `index.html` (README "First paint").
 * nginx replaces inherited `add_header`s in a location that has its own, so every location lists
 * its whole set.
 */
export function renderSpaLocations(options: SpaLocationsOptions): string {
  const { hub, profile } = options;
  if (hub.app !== 'hub' || profile.app !== 'profile')
    throw new Error('nginx: header sets of hub and profile expected');
  const lines: string[] = [
    "# The two SPAs and their security headers, rendered from the builds' security-headers.json.",
    `# hub: ${hub.mode} build, profile: ${profile.mode} build.`,
    '',
  ];
  const page = (location: string, set: AppHeaderSet, root: string, headersPath: string) => {
    lines.push(`location ${location} {`, `  root ${root};`, '  try_files $uri.html /index.html =404;');
    lines.push('  add_header cache-control "no-cache" always;');
    lines.push(...headerLines(routeHeaders(set, headersPath), '  '), '}');
  };
  const embedded = profile.routes.slice(0, -1).map((route) => route.path);
  const prefixes = [...PROFILE_PAGE_PREFIXES, ...embedded.filter((p) => !PROFILE_PAGE_PREFIXES.includes(p))];
  for (const prefix of prefixes) {
    page(`= ${prefix}`, profile, options.profileRoot, prefix);
    page(`^~ ${prefix}/`, profile, options.profileRoot, `${prefix}/`);
  }
  lines.push(
    `location ^~ ${PROFILE_ASSET_BASE} {`,
    `  alias ${options.profileRoot}/;`,
    ...headerLines(routeHeaders(profile, '/'), '  '),
    '}',
    'location / {',
    `  root ${options.hubRoot};`,
    '  try_files $uri $uri.html /index.html =404;',
    ...headerLines(routeHeaders(hub, '/'), '  '),
    '}',
    '',
  );
  return lines.join('\n');
}

export interface NginxConfigOptions extends SpaLocationsOptions {
  /** Per-run folder for the pid file, logs and temporary files. */
  prefix: string;
  /** Public address, e.g. 127.0.0.1:7170. */
  listen: string;
  /** The member-api instances, e.g. ['127.0.0.1:7181', '127.0.0.1:7182']. */
  apiServers: readonly string[];
  /** nginx's MIME table (Debian: /etc/nginx/mime.types). */
  mimeTypes?: string;
  /** Failed attempts before an instance is left out, and for how long (passive health check). */
  maxFails?: number;
  failTimeoutSeconds?: number;
}

/** The log format: one line per request with the id the API logs too. */
export const NGINX_LOG_FORMAT =
  '$remote_addr [$time_local] "$request" $status $body_bytes_sent rid=$request_id upstream=$upstream_addr upstream_status=$upstream_status rt=$request_time';

/** A whole nginx configuration for one machine: the SPAs, the API instances behind one upstream. */
export function renderNginxConfig(options: NginxConfigOptions): string {
  const maxFails = options.maxFails ?? 1;
  const failTimeout = options.failTimeoutSeconds ?? 10;
  const api = MEMBER_API_PREFIXES.flatMap((prefix) => [`= ${prefix}`, `^~ ${prefix}/`]).map(
    (location) => `    location ${location} { proxy_pass http://member_api; }`,
  );
  const p = options.prefix;
  return `# Rendered by @member-hub/dev-stack nginx.ts; every path is this run's.
worker_processes 1;
daemon off;
pid ${p}/nginx.pid;
error_log ${p}/error.log warn;
events { worker_connections 1024; }
http {
  include ${options.mimeTypes ?? '/etc/nginx/mime.types'};
  default_type application/octet-stream;
  client_body_temp_path ${p}/tmp/body;
  proxy_temp_path ${p}/tmp/proxy;
  fastcgi_temp_path ${p}/tmp/fastcgi;
  uwsgi_temp_path ${p}/tmp/uwsgi;
  scgi_temp_path ${p}/tmp/scgi;
  log_format member_hub '${NGINX_LOG_FORMAT}';
  access_log ${p}/access.log member_hub;
  sendfile on;
  server_tokens off;
  gzip on;
  gzip_types text/css application/javascript application/json image/svg+xml;
  # The largest body the API takes is the avatar upload (JSON bodies stop at 2 MB).
  client_max_body_size 10m;

  # Passive health checks: an instance that fails ${maxFails} time(s) is left out for ${failTimeout} s.
  upstream member_api {
${options.apiServers.map((server) => `    server ${server} max_fails=${maxFails} fail_timeout=${failTimeout}s;`).join('\n')}
    # Idle connections kept open to the instances (HTTP/1.1, no Connection header, below), so that
    # a request does not pay for a new TCP connection on both sides; the API keeps them for 65 s,
    # longer than nginx's 60 s, so nginx never sends on a connection the API has just closed.
    keepalive 32;
  }

  server {
    listen ${options.listen};
    server_name localhost;

    # A request the instance never got (refused, reset before an answer) or a 502/503/504 goes to
    # the other instance; a POST already sent is not repeated (non_idempotent is off): it may have
    # been written.
    proxy_next_upstream error timeout http_502 http_503 http_504;
    proxy_next_upstream_tries 2;
    proxy_connect_timeout 2s;
    proxy_read_timeout 30s;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-Host $http_host;
    # One id per request, in nginx's log and the API's (never the caller's own).
    proxy_set_header X-Request-Id $request_id;

${api.join('\n')}

${renderSpaLocations(options)
  .split('\n')
  .map((line) => (line ? `    ${line}` : line))
  .join('\n')}
  }
}
`;
}
