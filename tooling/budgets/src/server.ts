// A tiny static server for apps/hub/dist (and apps/profile/dist under its prefix) that behaves
// like the production host would: a prerendered page for its path (`/login` → login.html, as
// `try_files $uri $uri.html /index.html`), else SPA fallback (any page path → index.html), gzip
// for text responses (level 9, computed once per file), long caching for hashed files.
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
 * The file to send for a request path: the file itself when it exists inside `root`, the
 * prerendered `<path>.html` or else index.html for a page path (no file extension), undefined
 * (404) for a missing file.
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
  if (path.posix.extname(decoded) === '') {
    const prerendered = `${candidate}.html`;
    if (prerendered.startsWith(path.resolve(root)) && fs.existsSync(prerendered)) return prerendered;
    return path.join(root, 'index.html');
  }
  return undefined;
}

/** A second SPA served beside the first: its assets under `prefix`, its page paths from `dir`. */
export interface Mount {
  /** The SPA's base, e.g. `/profile-app/` (its files are requested under it). */
  prefix: string;
  dir: string;
  /** Page paths the SPA owns, with their children (e.g. `/profileEdit`). */
  pages: readonly string[];
}

/** Which directory and path a request goes to: a mount's (by prefix or page) or the root's. */
export function route(
  root: string,
  mounts: readonly Mount[],
  urlPath: string,
): { dir: string; urlPath: string } {
  const pathname = urlPath.split('?')[0]!;
  for (const mount of mounts) {
    if (pathname.startsWith(mount.prefix))
      return { dir: mount.dir, urlPath: `/${urlPath.slice(mount.prefix.length)}` };
    if (mount.pages.some((p) => pathname === p || pathname.startsWith(`${p}/`)))
      return { dir: mount.dir, urlPath };
  }
  return { dir: root, urlPath };
}

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

export async function startStaticServer(
  root: string,
  port = 0,
  mounts: readonly Mount[] = [],
): Promise<StaticServer> {
  const gzipCache = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const target = route(root, mounts, req.url ?? '/');
    const file = resolveFile(target.dir, target.urlPath);
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
