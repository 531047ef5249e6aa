import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { getRequestListener } from '@hono/node-server';

import type { BuiltApp } from './app';

export interface RunningServer {
  server: Server;
  port: number;
  /** http://host:port */
  url: string;
  close(): Promise<void>;
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
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const mount = mounts.find(
      (m) =>
        url === m.prefix ||
        url.startsWith(m.prefix.endsWith('/') ? m.prefix : `${m.prefix}/`) ||
        url.startsWith(`${m.prefix}?`),
    );
    if (mount) {
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
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await built.close();
    },
  };
}
