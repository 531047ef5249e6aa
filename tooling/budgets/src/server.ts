// A tiny static server for apps/hub/dist that behaves like the production host would:
// SPA fallback (any page path → index.html), gzip for text responses (level 9, computed once
// per file), long caching for the hashed files under /assets/.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.webmanifest',
]);

/**
 * The file to send for a request path: the file itself when it exists inside `root`,
 * index.html for a page path (no file extension), undefined (404) for a missing file.
 */
export function resolveFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]!.split('#')[0]!);
  } catch {
    return undefined;
  }
  const candidate = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (!candidate.startsWith(path.resolve(root))) return undefined;
  if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  // Page paths have no extension; a missing /assets/x.js must stay a 404, not become HTML.
  if (path.posix.extname(decoded) === '') return path.join(root, 'index.html');
  return undefined;
}

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

export async function startStaticServer(root: string, port = 0): Promise<StaticServer> {
  const gzipCache = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const file = resolveFile(root, req.url ?? '/');
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    const ext = path.extname(file);
    const body = fs.readFileSync(file);
    const headers: http.OutgoingHttpHeaders = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': file.includes(`${path.sep}assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      vary: 'accept-encoding',
    };
    const wantsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (wantsGzip && COMPRESSIBLE.has(ext)) {
      let gz = gzipCache.get(file);
      if (!gz) {
        gz = zlib.gzipSync(body, { level: 9 });
        gzipCache.set(file, gz);
      }
      headers['content-encoding'] = 'gzip';
      headers['content-length'] = gz.length;
      res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : gz);
      return;
    }
    headers['content-length'] = body.length;
    res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
