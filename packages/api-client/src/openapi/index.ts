/**
 * OpenAPI 3.1 document of a call registry, built from the same zod schemas with `z.toJSONSchema`
 * (JSON Schema 2020-12, the dialect of OpenAPI 3.1). Request sides use the schemas' input type,
 * answers their output type.
 */
import { z } from 'zod';

import type { CallDefinition } from '../contract/define';
import { apiErrorBody } from '../contract/errors';

export interface OpenApiOptions {
  /** The API origin, e.g. http://localhost:5180. */
  serverUrl: string;
  title?: string;
  version?: string;
  description?: string;
}

type JsonSchema = Record<string, unknown>;

/** A minimal OpenAPI 3.1 document type (what this generator emits). */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description?: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  security: Record<string, string[]>[];
  parameters?: {
    name: string;
    in: 'query' | 'path' | 'header';
    required: boolean;
    schema: JsonSchema;
    description?: string;
  }[];
  requestBody?: { required: true; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<
    string,
    { description: string; content?: { 'application/json': { schema: JsonSchema } } }
  >;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
  }) as JsonSchema;
  return rest;
}

function isOptional(schema: z.ZodType): boolean {
  return schema.safeParse(undefined).success;
}

function operationOf(name: string, call: CallDefinition): OpenApiOperation {
  const security: Record<string, string[]>[] =
    call.auth === 'bearer' ? [{ bearerAuth: [] }] : call.auth === 'optional' ? [{ bearerAuth: [] }, {}] : [];
  const op: OpenApiOperation = { operationId: name, summary: call.summary, security, responses: {} };

  if (call.params) {
    op.parameters = Object.entries(call.params.shape).map(([key, schema]) => ({
      name: key,
      in: 'path' as const,
      required: true,
      schema: jsonSchema(schema as z.ZodType, 'input'),
    }));
  }
  if (call.headers) {
    op.parameters = [
      ...(op.parameters ?? []),
      ...Object.entries(call.headers.shape).map(([key, schema]) => ({
        name: key,
        in: 'header' as const,
        required: !isOptional(schema as z.ZodType),
        schema: jsonSchema(schema as z.ZodType, 'input'),
      })),
    ];
  }
  if (call.query) {
    op.parameters = [
      ...(op.parameters ?? []),
      ...Object.entries(call.query.shape).map(([key, schema]) => {
        const s = schema as z.ZodType;
        const description = s.description;
        return {
          name: key,
          in: 'query' as const,
          required: !isOptional(s),
          schema: jsonSchema(s, 'input'),
          ...(description ? { description } : {}),
        };
      }),
    ];
  }
  if (call.body) {
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: jsonSchema(call.body, 'input') } },
    };
  }
  for (const [status, schema] of Object.entries(call.responses)) {
    op.responses[status] = {
      description: STATUS_TEXT[Number(status)] ?? status,
      ...(schema ? { content: { 'application/json': { schema: jsonSchema(schema, 'output') } } } : {}),
    };
  }
  for (const status of call.errors) {
    op.responses[String(status)] = {
      description: STATUS_TEXT[status] ?? String(status),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } } },
    };
  }
  return op;
}

/** Builds the OpenAPI 3.1 document of `registry` (e.g. `memberApi`). */
export function buildOpenApiDocument(
  registry: Readonly<Record<string, CallDefinition>>,
  options: OpenApiOptions,
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const [name, call] of Object.entries(registry)) {
    const item = (paths[call.path] ??= {});
    const method = call.method.toLowerCase();
    if (item[method]) throw new Error(`Two calls share ${call.method} ${call.path}`);
    item[method] = operationOf(name, call);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: options.title ?? 'Member-base API',
      version: options.version ?? '1',
      ...(options.description ? { description: options.description } : {}),
    },
    servers: [{ url: options.serverUrl }],
    paths,
    components: {
      schemas: { ApiErrorBody: jsonSchema(apiErrorBody, 'output') },
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Firebase ID token' },
      },
    },
  };
}
