// The one-origin gateway: a small reverse proxy in front of the hub SPA, the profile SPA and the
// member API, with WebSocket upgrades forwarded (Vite HMR) and a Japanese 502 page when an
// upstream is not running.
import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';

import { escapeHtml, GATEWAY_PAGE_STYLE, supportSection, type SupportLine } from './gateway-page.ts';
import { HELP_RETURN_QUERY, helpReturnPath, LOCAL_HELP_PREFIX, localHelpPage } from './help-pages.ts';
import { type PageViewLog, PAGE_VIEW_PATH } from './page-view-receiver.ts';
import { matchesPrefix, resolveRoute, type Upstream } from './routes.ts';
import type { AppHeaderSet } from '@member-hub/deployment-config/headers';
import { headersForPath } from '@member-hub/deployment-config/headers';

import { pageSecurityHeaders, type SecurityHeaderOptions } from './security-headers.ts';

export type UpstreamPorts = Record<Upstream, number>;

export interface GatewayOptions {
  port: number;
  upstreams: UpstreamPorts;
  /** Host the upstreams listen on; `localhost` lets Node try IPv4 and IPv6. */
  upstreamHost?: string;
  /**
   * Bind address of the gateway (default 127.0.0.1: the dev stack serves unsigned emulator
   * tokens and Vite's file server, so nothing beyond this machine may reach it).
   */
  host?: string;
  /**
   * Host header values the gateway answers (default `localhost:<port>` and `127.0.0.1:<port>`);
   * any other Host (a DNS-rebinding name, the machine's LAN address) gets 421.
   */
  allowedHosts?: readonly string[];
  /** The SPA pages' CSP and anti-framing headers; none when absent. */
  securityHeaders?: SecurityHeaderOptions;
  /**
   * The header set each SPA's build wrote (`dist/security-headers.json`), when there is one: its
   * pages are served with exactly those headers, as nginx serves them in production; a page of an
   * app without a build (the dev servers) gets the same headers computed from its HTML.
   */
  builtHeaders?: Partial<Record<'hub' | 'profile', () => AppHeaderSet | undefined>>;
  /** The way forward of the gateway's own 502 page (deployment configuration); none when absent. */
  errorPage?: BadGatewayPageContext;
  /**
   * Serve the local help pages at /help/<topic> (help-pages.ts: the stand-in of the operator's
   * help site that the local deployment configuration links to), with this help line.
   */
  helpPages?: SupportLine;
  /** Record the apps' page views posted to /__page-views (the local `pageViewUrl`); GET lists them. */
  pageViews?: PageViewLog;
}

/**
 * What the 502 page offers a member (a way forward), from the deployment configuration: the help
 * line, and the allowed return addresses (a `returnUrl` in the request that starts with one is the
 * service to go back to).
 */
export interface BadGatewayPageContext {
  readonly support: SupportLine;
  readonly returnUrlPrefixes: readonly string[];
}

export interface Gateway {
  port: number;
  close(): Promise<void>;
}

const UPSTREAM_LABELS: Record<Upstream, string> = {
  memberApi: '会員API（apps/member-api）',
  profile: 'プロフィール画面（apps/profile）',
  hub: 'ログイン・会員登録画面（apps/hub）',
};

/** Marks responses the gateway wrote itself (not the upstream). */
export const GATEWAY_ERROR_HEADER = 'x-member-hub-gateway';

/** The service to go back to: the request's `returnUrl` when it starts with an allowed prefix. */
export function knownReturnUrl(target: string, prefixes: readonly string[]): string | null {
  const returnUrl = new URL(target, 'http://gateway.invalid').searchParams.get('returnUrl');
  if (!returnUrl || !/^https?:\/\//i.test(returnUrl)) return null;
  return prefixes.some((prefix) => returnUrl.startsWith(prefix)) ? returnUrl : null;
}

/**
 * The page shown when an upstream does not answer. For the member: what happened in plain words and
 * a way forward: back to the service when the request names an allowed one, try again (the same
 * address), and the help line. The developer's details (which app, which port, how to start it) sit
 * folded away below.
 */
export function badGatewayPage(
  upstream: Upstream,
  port: number,
  options: { target?: string; context?: BadGatewayPageContext } = {},
): string {
  const label = escapeHtml(UPSTREAM_LABELS[upstream]);
  const target = options.target ?? '/';
  const self = new URL(target, 'http://gateway.invalid');
  const again = escapeHtml(`${self.pathname}${self.search}`);
  const context = options.context;
  const back = context ? knownReturnUrl(target, context.returnUrlPrefixes) : null;
  const support = context?.support;
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>接続できません（502）</title>
${GATEWAY_PAGE_STYLE}
</head>
<body>
<main>
<h1>接続できません</h1>
<p>ただいま、このページを表示できません。少し待ってから「もう一度ためす」を押してください。</p>
<div class="actions">
${
  back
    ? `<a class="button primary" href="${escapeHtml(back)}">サービスに戻る</a>
`
    : ''
}<a class="button ${back ? 'secondary' : 'primary'}" href="${again}">もう一度ためす</a>
</div>
${support ? supportSection(support) : ''}<details>
<summary>開発者向けの情報</summary>
<p>${label}が起動していないため、このページを表示できません（ポート ${port}）。</p>
<p>開発用の環境は <code>npm run dev</code> で起動します。起動の途中であれば、少し待ってからページを再読み込みしてください。</p>
</details>
</main>
</body>
</html>
`;
}

/** The default bind address: loopback only (the dev stack accepts unsigned tokens; never the LAN). */
export const GATEWAY_DEFAULT_HOST = '127.0.0.1';

const MISDIRECTED_BODY = 'Misdirected request: this gateway answers only its own Host (localhost).\n';

/** The text of a (possibly compressed) HTML body. */
function decodeBody(body: Buffer, encoding: string | undefined): string {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
      return zlib.gunzipSync(body).toString('utf8');
    case 'br':
      return zlib.brotliDecompressSync(body).toString('utf8');
    case 'deflate':
      return zlib.inflateSync(body).toString('utf8');
    default:
      return body.toString('utf8');
  }
}

/**
 * Send an SPA's HTML page with its security headers: the body is read whole (pages are small) so
 * the CSP can name the hash of each inline script it holds, then sent unchanged.
 */
function sendPage(
  proxyRes: http.IncomingMessage,
  res: http.ServerResponse,
  pathname: string,
  options: SecurityHeaderOptions,
  built: AppHeaderSet | undefined,
): void {
  const chunks: Buffer[] = [];
  proxyRes.on('data', (chunk: Buffer) => chunks.push(chunk));
  proxyRes.on('error', () => res.destroy());
  proxyRes.on('end', () => {
    const body = Buffer.concat(chunks);
    const added = built
      ? headersForPath(built, pathname)
      : pageSecurityHeaders(pathname, decodeBody(body, proxyRes.headers['content-encoding']), options);
    const raw: string[] = [];
    for (let i = 0; i < proxyRes.rawHeaders.length; i += 2) {
      const name = proxyRes.rawHeaders[i] ?? '';
      if (name.toLowerCase() in added) continue;
      raw.push(name, proxyRes.rawHeaders[i + 1] ?? '');
    }
    for (const [name, value] of Object.entries(added)) raw.push(name, value);
    res.writeHead(proxyRes.statusCode ?? 502, proxyRes.statusMessage, raw);
    res.end(body);
  });
}

/** A local help page (or 404 for an unknown topic), with the SPA pages' CSP and anti-framing. */
function sendHelpPage(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  support: SupportLine,
  security: SecurityHeaderOptions | undefined,
): void {
  // The gateway's own origin (its Host is on the allowed list): `from` must be a path on it.
  const origin = `http://${req.headers.host ?? 'gateway.invalid'}`;
  const url = new URL(req.url ?? '/', origin);
  const returnPath = helpReturnPath(url.searchParams.get(HELP_RETURN_QUERY), origin);
  const pathname = url.pathname;
  const page = localHelpPage(pathname, support, returnPath);
  const body = page ?? 'Not found: no local help page at this address.\n';
  res.writeHead(page ? 200 : 404, {
    'content-type': page ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    [GATEWAY_ERROR_HEADER]: 'help',
    ...(security ? pageSecurityHeaders(pathname, body, security) : {}),
  });
  res.end(body);
}

function forwardedHeaders(req: http.IncomingMessage): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = { ...req.headers };
  const host = req.headers.host ?? '';
  headers['x-forwarded-host'] = host;
  headers['x-forwarded-proto'] = 'http';
  const remote = req.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = req.headers['x-forwarded-for']
    ? `${req.headers['x-forwarded-for']}, ${remote}`
    : remote;
  return headers;
}

function pathnameOf(target: string): string {
  return new URL(target, 'http://gateway.invalid').pathname;
}

export function startGateway(options: GatewayOptions): Promise<Gateway> {
  const upstreamHost = options.upstreamHost ?? 'localhost';
  let allowedHosts = new Set<string>(options.allowedHosts ?? []);
  const hostAllowed = (req: http.IncomingMessage) => allowedHosts.has((req.headers.host ?? '').toLowerCase());

  const server = http.createServer((req, res) => {
    if (!hostAllowed(req)) {
      res.writeHead(421, { 'content-type': 'text/plain; charset=utf-8', [GATEWAY_ERROR_HEADER]: 'host' });
      res.end(MISDIRECTED_BODY);
      return;
    }
    const pathname = pathnameOf(req.url ?? '/');
    if (options.pageViews && pathname === PAGE_VIEW_PATH) {
      options.pageViews.handle(req, res);
      return;
    }
    if (options.helpPages && matchesPrefix(pathname, LOCAL_HELP_PREFIX)) {
      sendHelpPage(req, res, options.helpPages, options.securityHeaders);
      return;
    }
    const { upstream, path } = resolveRoute(req.url ?? '/');
    const port = options.upstreams[upstream];
    const proxyReq = http.request(
      { host: upstreamHost, port, method: req.method, path, headers: forwardedHeaders(req) },
      (proxyRes) => {
        const isPage =
          upstream !== 'memberApi' && /^text\/html\b/i.test(proxyRes.headers['content-type'] ?? '');
        if (isPage && options.securityHeaders) {
          const built = options.builtHeaders?.[upstream]?.();
          sendPage(proxyRes, res, pathnameOf(req.url ?? '/'), options.securityHeaders, built);
          return;
        }
        res.writeHead(proxyRes.statusCode ?? 502, proxyRes.statusMessage, proxyRes.rawHeaders);
        proxyRes.pipe(res);
      },
    );
    proxyReq.on('error', () => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const body = badGatewayPage(upstream, port, {
        target: req.url ?? '/',
        ...(options.errorPage ? { context: options.errorPage } : {}),
      });
      // The gateway's own page gets the same CSP and anti-framing as the pages it stands in for.
      const security = options.securityHeaders
        ? pageSecurityHeaders(pathnameOf(req.url ?? '/'), body, options.securityHeaders)
        : {};
      res.writeHead(502, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        [GATEWAY_ERROR_HEADER]: `upstream-down; upstream=${upstream}`,
        ...security,
      });
      res.end(body);
    });
    req.on('aborted', () => proxyReq.destroy());
    req.pipe(proxyReq);
  });

  // WebSocket (Vite HMR) and any other upgrade: replay the request on a raw TCP connection.
  // Upgraded sockets leave the server's bookkeeping, so they are tracked here for close().
  const tunnels = new Set<net.Socket>();
  server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    if (!hostAllowed(req)) {
      socket.end(
        `HTTP/1.1 421 Misdirected Request\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${MISDIRECTED_BODY.length}\r\n\r\n${MISDIRECTED_BODY}`,
      );
      return;
    }
    tunnels.add(socket);
    socket.on('close', () => tunnels.delete(socket));
    const { upstream, path } = resolveRoute(req.url ?? '/');
    const upstreamSocket = net.connect({ host: upstreamHost, port: options.upstreams[upstream] });
    upstreamSocket.on('connect', () => {
      const lines = [`${req.method ?? 'GET'} ${path} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      upstreamSocket.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstreamSocket.write(head);
      upstreamSocket.pipe(socket);
      socket.pipe(upstreamSocket);
    });
    upstreamSocket.on('error', () => {
      if (socket.writable)
        socket.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      socket.destroy();
    });
    socket.on('error', () => upstreamSocket.destroy());
    socket.on('close', () => upstreamSocket.destroy());
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    const onListening = () => {
      server.off('error', reject);
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      if (!options.allowedHosts) allowedHosts = new Set([`localhost:${port}`, `127.0.0.1:${port}`]);
      resolve({
        port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
            for (const socket of tunnels) socket.destroy();
          }),
      });
    };
    server.listen(options.port, options.host ?? GATEWAY_DEFAULT_HOST, onListening);
  });
}
