/**
 * The typed fetch client: one method per registry call, JSON in and out, the bearer ID token when
 * the call needs it, a 15 s timeout, answers parsed with the contract's schemas, failures thrown
 * as MemberApiError with a `kind` (see ./errors).
 */
import { HTTP_TIMEOUT_MS } from '@member-hub/enums';
import type { z } from 'zod';

import { fillPath, type CallDefinition, type CallResponse } from '../contract/define';
import { apiErrorBody, type ApiErrorBody } from '../contract/errors';
import { memberApi, type MemberApi } from '../contract/registry';
import { createMemberApiError, kindOfStatus, type MemberApiError } from './errors';

export interface MemberApiClientOptions {
  /**
   * Origin (and optional path prefix) of the member-base API, e.g. 'http://localhost:5180'.
   * '' means the page's own origin (the gateway proxies /member/v1 in dev and production).
   */
  baseUrl: string;
  /** The current Firebase ID token, or null/undefined when nobody is signed in. */
  getIdToken: () => Promise<string | null | undefined> | string | null | undefined;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Defaults to 15 000 ms (both specs). */
  timeoutMs?: number;
  /** Called with every MemberApiError before it is thrown (the error-reporter hook). */
  onError?: (error: MemberApiError) => void;
}

type QueryInputOf<C> = C extends { readonly query: infer Q extends z.ZodType }
  ? object extends z.input<Q>
    ? { query?: z.input<Q> }
    : { query: z.input<Q> }
  : { query?: never };
type BodyInputOf<C> = C extends { readonly body: infer B extends z.ZodType }
  ? { body: z.input<B> }
  : { body?: never };

type ParamsInputOf<C> = C extends { readonly params: infer P extends z.ZodType }
  ? { params: z.input<P> }
  : { params?: never };

type HeadersInputOf<C> = C extends { readonly headers: infer H extends z.ZodType }
  ? { headers: z.input<H> }
  : { headers?: never };

/** The argument of a client method: `{ params?, headers?, query?, body?, signal? }` as the call needs. */
export type CallInput<C extends CallDefinition> = ParamsInputOf<C> &
  HeadersInputOf<C> &
  QueryInputOf<C> &
  BodyInputOf<C> & { signal?: AbortSignal };
type CallArgs<C extends CallDefinition> =
  object extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

/** One method per call of the registry. */
export type ApiClient<R extends Record<string, CallDefinition>> = {
  readonly [K in keyof R]: (...args: CallArgs<R[K]>) => Promise<CallResponse<R[K]>>;
};

export interface UploadThumbnailInput {
  /** The `url` answered by getThumbnailUrl. */
  url: string;
  /** The image bytes. */
  body: Blob | ArrayBuffer | Uint8Array;
  /** The `imageType` answered by getThumbnailUrl; sent as Content-Type image/<imageType>. */
  imageType: string;
  signal?: AbortSignal;
}

export type MemberApiClient = ApiClient<MemberApi> & {
  /**
   * PUTs the image to an upload address from getThumbnailUrl. The bearer token is added only when
   * the address is on the API's own origin (a storage-signed address authorises itself).
   */
  uploadThumbnail: (input: UploadThumbnailInput) => Promise<void>;
};

const TIMEOUT = Symbol('timeout');

function encodeQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function joinUrl(baseUrl: string, path: string): string {
  return baseUrl.replace(/\/+$/, '') + path;
}

function parseErrorBody(text: string): ApiErrorBody | undefined {
  try {
    const parsed = apiErrorBody.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

interface Request {
  name: string;
  method: string;
  path: string;
  url: string;
  auth: CallDefinition['auth'];
  body: BodyInit | undefined;
  contentType: string | undefined;
  /** The call's own headers (contract `headers`). */
  headers?: Record<string, string>;
  signal: AbortSignal | undefined;
}

/** Builds a client for any registry (the member API uses `createMemberApiClient`). */
export function createApiClient<R extends Record<string, CallDefinition>>(
  registry: R,
  options: MemberApiClientOptions,
): ApiClient<R> & { uploadThumbnail: MemberApiClient['uploadThumbnail'] } {
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;

  const fail = (error: MemberApiError): never => {
    options.onError?.(error);
    throw error;
  };

  /** Sends a request and reads the whole answer under one timeout. */
  async function send(req: Request): Promise<{ status: number; text: string }> {
    const where = { call: req.name, method: req.method, path: req.path };
    const headers: Record<string, string> = { ...req.headers, Accept: 'application/json' };
    if (req.contentType) headers['Content-Type'] = req.contentType;
    if (req.auth !== 'none') {
      const token = await options.getIdToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      else if (req.auth === 'bearer') {
        fail(
          createMemberApiError('auth', `${req.method} ${req.path}: no ID token (Not Authorized)`, {
            ...where,
            status: undefined,
            code: 'auth.required',
            body: undefined,
          }),
        );
      }
    }

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(TIMEOUT), timeoutMs);
    const onCallerAbort = () => controller.abort(req.signal?.reason);
    if (req.signal?.aborted) onCallerAbort();
    req.signal?.addEventListener('abort', onCallerAbort, { once: true });
    const doFetch = options.fetch ?? globalThis.fetch;
    try {
      const response = await doFetch(req.url, {
        method: req.method,
        headers,
        body: req.body,
        signal: controller.signal,
      });
      const text = await response.text();
      return { status: response.status, text };
    } catch (cause) {
      if (controller.signal.aborted && controller.signal.reason === TIMEOUT) {
        return fail(
          createMemberApiError(
            'timeout',
            `${req.method} ${req.path}: no answer within ${timeoutMs} ms`,
            { ...where, status: undefined },
            cause,
          ),
        );
      }
      // A caller's own abort (e.g. TanStack Query cancelling) is not an API failure: pass it on as is.
      if (req.signal?.aborted) throw req.signal.reason;
      return fail(
        createMemberApiError(
          'network',
          `${req.method} ${req.path}: no response (${String(cause)})`,
          { ...where, status: undefined },
          cause,
        ),
      );
    } finally {
      clearTimeout(timer);
      req.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  function failStatus(req: Request, status: number, text: string): never {
    const where = { call: req.name, method: req.method, path: req.path };
    const body = parseErrorBody(text);
    const code = body?.code;
    const message = `${req.method} ${req.path}: ${status}${code ? ` ${code}` : ''}${body ? ` (${body.message})` : ''}`;
    const kind = kindOfStatus(status);
    switch (kind) {
      case 'timeout':
        return fail(createMemberApiError('timeout', message, { ...where, status: 408 }));
      case 'auth':
        return fail(
          createMemberApiError('auth', message, { ...where, status: status as 401 | 405, code, body }),
        );
      case 'server':
        return fail(createMemberApiError('server', message, { ...where, status, code, body }));
      case 'http':
        return fail(createMemberApiError('http', message, { ...where, status, code, body }));
    }
  }

  function contractError(
    req: Pick<Request, 'name' | 'method' | 'path'>,
    side: 'request' | 'response',
    status: number | undefined,
    issues: readonly z.core.$ZodIssue[],
    what: string,
  ): never {
    return fail(
      createMemberApiError('contract', `${req.method} ${req.path}: ${what}`, {
        call: req.name,
        method: req.method,
        path: req.path,
        side,
        status,
        issues,
      }),
    );
  }

  async function invoke(name: string, call: CallDefinition, input: CallInput<CallDefinition> | undefined) {
    const where = { name, method: call.method, path: call.path };
    let path = call.path as string;
    if (call.params) {
      const parsed = call.params.safeParse(input?.params ?? {});
      if (!parsed.success)
        contractError(
          where,
          'request',
          undefined,
          parsed.error.issues,
          'path parameters do not match the contract',
        );
      path = fillPath(call.path, parsed.data as Record<string, unknown>);
    }
    let headers: Record<string, string> | undefined;
    if (call.headers) {
      const parsed = call.headers.safeParse(input?.headers ?? {});
      if (!parsed.success)
        contractError(where, 'request', undefined, parsed.error.issues, 'headers do not match the contract');
      headers = parsed.data as Record<string, string>;
    }
    let query: Record<string, unknown> | undefined;
    if (call.query) {
      const parsed = call.query.safeParse(input?.query ?? {});
      if (!parsed.success)
        contractError(where, 'request', undefined, parsed.error.issues, 'query does not match the contract');
      query = parsed.data as Record<string, unknown>;
    }
    let body: string | undefined;
    if (call.body) {
      const parsed = call.body.safeParse(input?.body);
      if (!parsed.success)
        contractError(where, 'request', undefined, parsed.error.issues, 'body does not match the contract');
      body = JSON.stringify(parsed.data);
    }

    const req: Request = {
      ...where,
      path,
      url: joinUrl(options.baseUrl, path) + encodeQuery(query),
      auth: call.auth,
      body,
      contentType: body === undefined ? undefined : 'application/json',
      headers,
      signal: input?.signal,
    };
    const { status, text } = await send(req);
    if (status < 200 || status >= 300) failStatus(req, status, text);

    const schema =
      (call.responses as Record<number, z.ZodType | null>)[status] ?? Object.values(call.responses)[0];
    if (!schema) return undefined;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return contractError(where, 'response', status, [], `answer ${status} is not JSON`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      return contractError(
        where,
        'response',
        status,
        parsed.error.issues,
        `answer ${status} does not match the contract`,
      );
    return parsed.data;
  }

  const client: Record<string, unknown> = {};
  for (const [name, call] of Object.entries(registry)) {
    client[name] = (input?: CallInput<CallDefinition>) => invoke(name, call, input);
  }

  client.uploadThumbnail = async ({ url, body, imageType, signal }: UploadThumbnailInput) => {
    const base = options.baseUrl ? new URL(options.baseUrl, 'http://relative.invalid').origin : undefined;
    const target = new URL(url, base ?? 'http://relative.invalid');
    const sameOrigin = !/^[a-z][a-z0-9+.-]*:/i.test(url) || target.origin === base;
    const req: Request = {
      name: 'uploadThumbnail',
      method: 'PUT',
      path: target.pathname,
      url,
      auth: sameOrigin ? 'optional' : 'none',
      body: body as BodyInit,
      contentType: `image/${imageType}`,
      signal,
    };
    const { status, text } = await send(req);
    if (status < 200 || status >= 300) failStatus(req, status, text);
  };

  return client as ApiClient<R> & { uploadThumbnail: MemberApiClient['uploadThumbnail'] };
}

/** The member-base API client: `client.getMe({ query: { registerNum: '1' } })`. */
export function createMemberApiClient(options: MemberApiClientOptions): MemberApiClient {
  return createApiClient(memberApi, options);
}
