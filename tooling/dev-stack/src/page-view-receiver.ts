// The local stand-in of the page-view destination (the deployment's `pageViewUrl`; locally
// `<gateway>/__page-views`): the gateway records each view the apps post, and gives the list back
// to tests with GET. Nothing is forwarded anywhere; the list is capped and lives in memory.
import type http from 'node:http';

/** Where the local deployment configuration sends page views (packages/deployment-config local.js). */
export const PAGE_VIEW_PATH = '/__page-views';

const MAX_BODY_BYTES = 4096;
const MAX_VIEWS = 1000;

export interface ReceivedPageView {
  readonly app: string;
  readonly path: string;
  readonly title: string;
  readonly at: string;
}

export interface PageViewLog {
  views(): ReceivedPageView[];
  clear(): void;
  handle(req: http.IncomingMessage, res: http.ServerResponse): void;
}

const isView = (value: unknown): value is ReceivedPageView =>
  typeof value === 'object' &&
  value !== null &&
  ['app', 'path', 'title', 'at'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

export function createPageViewLog(): PageViewLog {
  let views: ReceivedPageView[] = [];
  const send = (res: http.ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  return {
    views: () => [...views],
    clear: () => {
      views = [];
    },
    handle(req, res) {
      if (req.method === 'GET') return send(res, 200, views);
      if (req.method === 'DELETE') {
        views = [];
        return send(res, 204);
      }
      if (req.method !== 'POST') return send(res, 405, { error: 'method' });
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) req.destroy();
        else chunks.push(chunk);
      });
      req.on('end', () => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          return send(res, 400, { error: 'json' });
        }
        if (!isView(parsed)) return send(res, 400, { error: 'view' });
        const { app, path, title, at } = parsed;
        views = [...views, { app, path, title, at }].slice(-MAX_VIEWS);
        return send(res, 204);
      });
    },
  };
}
