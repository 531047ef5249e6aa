/**
 * Sends page views to the deployment's destination (`pageViewUrl` of the deployment
 * configuration; locally the dev stack's gateway records them). One small JSON POST per view,
 * with `navigator.sendBeacon` when the browser has it (it survives leaving the page), else a
 * `keepalive` fetch. Failures are dropped: tracking never disturbs a member.
 *
 * Only the path and the title are sent, never the query: the query of a hub page can carry a mail
 * link's one-time code, a return address or a registration number.
 */
import { type PageView, type PageViewSink } from './tracker';

/** What the destination receives (JSON). */
export interface PageViewRecord {
  /** 'hub' or 'profile'. */
  readonly app: string;
  readonly path: string;
  readonly title: string;
  /** When the view was tracked, ISO 8601. */
  readonly at: string;
}

export interface HttpPageViewSinkOptions {
  readonly url: string;
  readonly app: string;
  readonly navigator?: Pick<Navigator, 'sendBeacon'> | undefined;
  readonly fetch?: typeof fetch;
  readonly now?: () => Date;
}

export function createHttpPageViewSink(options: HttpPageViewSinkOptions): PageViewSink {
  const nav = 'navigator' in options ? options.navigator : globalThis.navigator;
  const send = options.fetch ?? globalThis.fetch.bind(globalThis);
  const now = options.now ?? (() => new Date());
  return {
    track(view: PageView) {
      const record: PageViewRecord = {
        app: options.app,
        path: view.path,
        title: view.title,
        at: now().toISOString(),
      };
      const body = JSON.stringify(record);
      try {
        // text/plain keeps the beacon a simple request (no CORS preflight to another origin).
        if (nav?.sendBeacon?.(options.url, new Blob([body], { type: 'text/plain;charset=UTF-8' }))) return;
        void send(options.url, {
          method: 'POST',
          body,
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          keepalive: true,
          credentials: 'omit',
        }).catch(() => undefined);
      } catch {
        // Tracking is best effort.
      }
    },
  };
}
