import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { getRequestListener } from '@hono/node-server';

import type { BuiltApp } from './app';
import { countRequest } from './ops/metrics';

/**
 * How long a stopping instance lets the requests it already has finish (SIGTERM, main.ts): the
 * slowest calls (a mail handed to the relay, a token exchange) take well under a second; ten
 * seconds stays inside nginx's 30 s read timeout and the usual 30 s grace of a process manager.
 */
export const DRAIN_TIMEOUT_MS = 10_000;

export interface CloseOptions {
  /**
   * Drain first: stop accepting, answer /readyz with 503, let the requests in flight finish for up
   * to this long (their connections then close), and only then cut what is left. 0 or absent: cut
   * at once (tests).
   */
  drainMs?: number;
}

export interface RunningServer {
  server: Server;
  port: number;
  /** http://host:port */
  url: string;
  /** Requests being answered right now. */
  inFlight(): number;
  close(options?: CloseOptions): Promise<void>;
}

/**
 * Serves the app: requests whose path starts with a node mount's prefix go to that raw Node
 * handler (oidc-provider), everything else to Hono.
 */
export async function startServer(
  built: BuiltApp,
  options: {
    port: number;
    host: string;
    /** Told about a node mount handler that threw (it answers 500). */
    onMountError?: (error: unknown, prefix: string) => void;
  },
): Promise<RunningServer> {
  const honoListener = getRequestListener(built.app.fetch);
  const mounts = [...built.nodeMounts].sort((a, b) => b.prefix.length - a.prefix.length);
  const active = new Set<ServerResponse>();
  let draining = false;
  let onIdle: (() => void) | undefined;
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    active.add(res);
    res.once('close', () => {
      active.delete(res);
      if (active.size === 0) onIdle?.();
    });
    if (draining) {
      // A request that came on a connection kept alive: answered, and the connection then closes.
      res.setHeader('connection', 'close');
      if (url === '/readyz' || url.startsWith('/readyz?')) {
        res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify({ code: 'health.draining', message: 'This instance is stopping.' }));
        return;
      }
    }
    const mount = mounts.find(
      (m) =>
        url === m.prefix ||
        url.startsWith(m.prefix.endsWith('/') ? m.prefix : `${m.prefix}/`) ||
        url.startsWith(`${m.prefix}?`),
    );
    if (mount) {
      // The provider's own routes bypass Hono: counted here, by their prefix.
      const started = performance.now();
      res.once('finish', () =>
        countRequest(
          req.method ?? 'GET',
          `${mount.prefix}/*`,
          res.statusCode,
          (performance.now() - started) / 1000,
        ),
      );
      void Promise.resolve(mount.handler(req, res)).catch((error: unknown) => {
        options.onMountError?.(error, mount.prefix);
        if (!res.headersSent) {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ code: 'server.error', message: 'Internal server error.' }));
        }
      });
      return;
    }
    void honoListener(req, res);
  });
  server.keepAliveTimeout = 65_000;
  // Node's parser refuses an oversized request line or header block (431) and a malformed request
  // (400) before the app runs; answer those with the contract's JSON error too (one error shape).
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    const answer =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? {
            status: '431 Request Header Fields Too Large',
            code: 'http.headers_too_large',
            message: 'The request headers are too large.',
          }
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? { status: '408 Request Timeout', code: 'request.timeout', message: 'The request took too long.' }
          : error.code?.startsWith('HPE_')
            ? { status: '400 Bad Request', code: 'validation.failed', message: 'Malformed HTTP request.' }
            : undefined;
    if (!answer || !socket.writable) return void socket.destroy();
    const body = JSON.stringify({ code: answer.code, message: answer.message });
    socket.end(
      `HTTP/1.1 ${answer.status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`,
    inFlight: () => active.size,
    async close(closeOptions: CloseOptions = {}) {
      draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const drainMs = closeOptions.drainMs ?? 0;
      if (drainMs > 0 && active.size > 0) {
        for (const res of active) if (!res.headersSent) res.setHeader('connection', 'close');
        let timer: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve) => {
          onIdle = resolve;
          timer = setTimeout(resolve, drainMs);
        });
        clearTimeout(timer);
      }
      server.closeAllConnections();
      await closed;
      await built.close();
    },
  };
}
