/**
 * A local stand-in for a Sentry ingest endpoint: it accepts what Sentry's SDKs send
 * (`POST /api/<project>/envelope/`, plain or gzip), parses the envelopes and records them, so
 * tests can assert what was reported (and what was not). Nothing is forwarded anywhere.
 *
 *   const receiver = await startSentryReceiver();
 *   // configure the SDK with receiver.dsn, make something fail, then:
 *   const [event] = await receiver.waitForEvents(1);
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, inflateSync } from 'node:zlib';

/** One item of an envelope: its header and its payload (JSON parsed when it is JSON). */
export interface EnvelopeItem {
  header: { type: string; length?: number; [key: string]: unknown };
  payload: unknown;
}

/** One envelope as it arrived. */
export interface ReceivedEnvelope {
  projectId: string;
  /** The public key the SDK sent (query `sentry_key` or the X-Sentry-Auth header). */
  publicKey: string | undefined;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** The decoded body text, for "this never reached the receiver" checks. */
  raw: string;
}

/** The fields of a Sentry error event the tests look at (the rest is kept as it came). */
export interface ReceivedEvent {
  event_id?: string;
  message?: string | { formatted?: string; message?: string };
  level?: string;
  environment?: string;
  release?: string;
  platform?: string;
  exception?: { values?: Array<{ type?: string; value?: string }> };
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
  contexts?: Record<string, unknown>;
  request?: Record<string, unknown>;
  user?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface SentryReceiver {
  /** DSN to give the SDK: `http://<key>@127.0.0.1:<port>/<project>`. */
  dsn: string;
  /** http://127.0.0.1:<port> */
  url: string;
  envelopes(): ReceivedEnvelope[];
  /** The payloads of every `event` item received so far (errors and messages). */
  events(): ReceivedEvent[];
  /** Resolves once at least `count` events arrived; rejects after `timeoutMs`. */
  waitForEvents(count: number, timeoutMs?: number): Promise<ReceivedEvent[]>;
  clear(): void;
  stop(): Promise<void>;
}

export interface SentryReceiverOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  projectId?: string;
  publicKey?: string;
}

/** Splits an envelope (newline-delimited: header, then item header + payload pairs). */
export function parseEnvelope(body: Buffer): { header: Record<string, unknown>; items: EnvelopeItem[] } {
  let offset = 0;
  const readLine = (): Buffer => {
    const end = body.indexOf(0x0a, offset);
    const line = body.subarray(offset, end === -1 ? body.length : end);
    offset = end === -1 ? body.length : end + 1;
    return line;
  };
  const header = JSON.parse(readLine().toString('utf8')) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const headerLine = readLine().toString('utf8').trim();
    if (!headerLine) continue;
    const itemHeader = JSON.parse(headerLine) as EnvelopeItem['header'];
    let payloadBytes: Buffer;
    if (typeof itemHeader.length === 'number') {
      payloadBytes = body.subarray(offset, offset + itemHeader.length);
      offset += itemHeader.length;
      if (body[offset] === 0x0a) offset += 1;
    } else payloadBytes = readLine();
    const text = payloadBytes.toString('utf8');
    let payload: unknown = text;
    try {
      payload = JSON.parse(text);
    } catch {
      // attachments and the like stay text
    }
    items.push({ header: itemHeader, payload });
  }
  return { header, items };
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

function keyFrom(req: IncomingMessage, url: URL): string | undefined {
  const fromQuery = url.searchParams.get('sentry_key');
  if (fromQuery) return fromQuery;
  const auth = req.headers['x-sentry-auth'];
  const match = typeof auth === 'string' ? /sentry_key=([^,\s]+)/.exec(auth) : null;
  return match?.[1];
}

/** Starts the receiver on 127.0.0.1 (a free port unless one is given). */
export async function startSentryReceiver(options: SentryReceiverOptions = {}): Promise<SentryReceiver> {
  const host = options.host ?? '127.0.0.1';
  const projectId = options.projectId ?? '1';
  const publicKey = options.publicKey ?? 'devpublickey';
  const envelopes: ReceivedEnvelope[] = [];
  const waiters = new Set<() => void>();

  const events = (): ReceivedEvent[] =>
    envelopes.flatMap((e) =>
      e.items.filter((i) => i.header.type === 'event').map((i) => i.payload as ReceivedEvent),
    );

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      // The browser SDK posts from the page's origin.
      'access-control-allow-origin': '*',
    });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://receiver');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'content-type, x-sentry-auth',
      });
      res.end();
      return;
    }
    const match = /^\/api\/([^/]+)\/envelope\/?$/.exec(url.pathname);
    if (req.method !== 'POST' || !match) {
      answer(res, 404, { detail: 'not an envelope endpoint' });
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        const body = decode(Buffer.concat(chunks), req.headers['content-encoding']);
        const parsed = parseEnvelope(body);
        envelopes.push({
          projectId: match[1]!,
          publicKey: keyFrom(req, url),
          header: parsed.header,
          items: parsed.items,
          raw: body.toString('utf8'),
        });
        for (const wake of waiters) wake();
        answer(res, 200, { id: parsed.header.event_id ?? null });
      } catch (error) {
        answer(res, 400, { detail: `bad envelope: ${(error as Error).message}` });
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;

  return {
    dsn: `http://${publicKey}@${host}:${port}/${projectId}`,
    url,
    envelopes: () => [...envelopes],
    events,
    waitForEvents(count, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (events().length < count) return;
          cleanup();
          resolve(events());
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`expected ${count} Sentry event(s), got ${events().length}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    clear() {
      envelopes.length = 0;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
