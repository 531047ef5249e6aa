import type { z } from 'zod';

/** HTTP methods used by the member-base API. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How a call is authorised.
 * - `bearer`: `Authorization: Bearer <Firebase ID token>` is required (the spec's default).
 * - `none`: the call is made without a token (the spec marks these "no token").
 * - `optional`: the token is sent when the user is signed in; the server accepts both.
 *
 * No call takes the provider's OpenID Connect access token (that one is for its userinfo and
 * revocation): sent as the bearer token here, it is answered `401 auth.token_invalid`.
 */
export type AuthMode = 'bearer' | 'none' | 'optional';

/** Success statuses a call may answer with. `204` answers carry no body. */
export type SuccessStatus = 200 | 201 | 204;

/** Error statuses a call may answer with (each with the shared `apiErrorBody`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 408 | 409 | 410 | 413 | 415 | 429 | 431 | 500 | 503;

/**
 * Query schemas are objects of strings (what `URLSearchParams` gives): the server can parse
 * `Object.fromEntries(url.searchParams)` with them directly.
 */
export type QuerySchema = z.ZodObject;

/** A response schema, or `null` for an answer without a body (204). */
export type ResponseSchema = z.ZodType | null;

/** The definition of one call: everything both sides need to agree on. */
export interface CallDefinition {
  readonly method: HttpMethod;
  /** Full path including the `/member/v1` prefix, exactly as the spec writes it. */
  readonly path: `/${string}`;
  readonly auth: AuthMode;
  /** One line for the OpenAPI document and the README. */
  readonly summary: string;
  readonly query?: QuerySchema;
  /** Path parameters: one string field per `{name}` segment of `path`. */
  readonly params?: QuerySchema;
  /**
   * Request headers the call carries besides Authorization: one string field per header, named
   * in lower case. For a credential that must not sit in a URL (access logs, proxies, history).
   */
  readonly headers?: QuerySchema;
  /** JSON request body. */
  readonly body?: z.ZodType;
  /** Exactly one success status per call in this registry. */
  readonly responses: Readonly<Partial<Record<SuccessStatus, ResponseSchema>>>;
  /** Error statuses this call may answer with; every error body is `apiErrorBody`. */
  readonly errors: readonly ErrorStatus[];
}

/** Identity function that keeps the literal types of a call definition. */
export function defineCall<const C extends CallDefinition>(call: C): C {
  return call;
}

/** The one success status of a call (200, 201 or 204). */
export function successStatusOf(call: CallDefinition): SuccessStatus {
  const statuses = Object.keys(call.responses).map(Number) as SuccessStatus[];
  const first = statuses[0];
  if (first === undefined) throw new Error(`Call ${call.method} ${call.path} defines no success response`);
  return first;
}

/** The path with its `{name}` segments filled in (each value URI-encoded). */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Path parameter ${name} of ${path} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** Every status the server may answer this call with (success first, then the errors). */
export function allowedStatusesOf(call: CallDefinition): readonly number[] {
  return [...Object.keys(call.responses).map(Number), ...call.errors];
}

// ---- Type helpers -------------------------------------------------------------------------------

type SchemaOf<C, K extends 'query' | 'body' | 'params' | 'headers'> = C extends {
  readonly [P in K]: infer S extends z.ZodType;
}
  ? S
  : never;

/** Parsed (output) query of a call; `never` when the call has no query. */
export type CallQuery<C extends CallDefinition> = z.output<SchemaOf<C, 'query'>>;
/** What a caller passes as query (input side of the schema). */
export type CallQueryInput<C extends CallDefinition> = z.input<SchemaOf<C, 'query'>>;
/** Parsed (output) path parameters of a call; `never` when the call has none. */
export type CallParams<C extends CallDefinition> = z.output<SchemaOf<C, 'params'>>;
/** Parsed (output) request headers of a call; `never` when the call has none. */
export type CallHeaders<C extends CallDefinition> = z.output<SchemaOf<C, 'headers'>>;
/** Parsed (output) body of a call; `never` when the call has no body. */
export type CallBody<C extends CallDefinition> = z.output<SchemaOf<C, 'body'>>;
/** What a caller passes as body (input side of the schema). */
export type CallBodyInput<C extends CallDefinition> = z.input<SchemaOf<C, 'body'>>;

type SuccessSchemaOf<C extends CallDefinition> = C['responses'][keyof C['responses']];

/** The parsed success answer of a call (`void` for a 204). */
export type CallResponse<C extends CallDefinition> =
  SuccessSchemaOf<C> extends infer S ? (S extends z.ZodType ? z.output<S> : void) : never;
