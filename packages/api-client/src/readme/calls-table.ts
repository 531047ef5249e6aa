/**
 * The README's calls table, rendered from the contract: one row per call of `memberApi`, with the
 * token it takes, what it is sent and what it answers. The README holds the rendered table between
 * two markers; `pnpm --filter @member-hub/api-client readme:calls` writes it, and a test fails when
 * the README differs, so the table cannot drift from the contract.
 */
import { z } from 'zod';
import * as contract from '../contract';
import type { CallDefinition } from '../contract';

export const CALLS_TABLE_START =
  '<!-- calls table: generated from the contract by `pnpm readme:calls`; do not edit -->';
export const CALLS_TABLE_END = '<!-- end of the calls table -->';

/** Which token a call takes, in the words a sibling team needs (see `AuthMode`). */
export function tokenOf(call: CallDefinition): string {
  const headers = call.headers ? Object.keys(call.headers.shape).map((name) => `\`${name}\` header`) : [];
  switch (call.auth) {
    case 'bearer':
      return 'Firebase ID token';
    case 'optional':
      return 'Firebase ID token when signed in, else none';
    case 'none':
      return ['none', ...headers].join('; ');
  }
}

// Schemas the contract exports by name: a row names a wide schema instead of listing its fields.
const schemaNames = new Map<unknown, string>(
  Object.entries(contract)
    .filter(([, value]) => value instanceof z.ZodType)
    .map(([name, value]) => [value, name]),
);
const MOST_FIELDS_LISTED = 6;

function unwrap(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodPipe) return unwrap(schema.in as z.ZodType);
  return schema;
}

function isOptional(schema: z.ZodType): boolean {
  return schema.safeParse(undefined).success;
}

function describe(schema: z.ZodType): string {
  const named = schemaNames.get(schema);
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject) {
    const shape = inner.shape as Record<string, z.ZodType>;
    const keys = Object.keys(shape);
    if (named && keys.length > MOST_FIELDS_LISTED) return `\`${named}\``;
    return `\`{ ${keys.map((key) => (isOptional(shape[key] as z.ZodType) ? `${key}?` : key)).join(', ')} }\``;
  }
  if (inner instanceof z.ZodUnion) {
    return (inner.options as z.ZodType[]).map(describe).join(' or ');
  }
  return named ? `\`${named}\`` : '…';
}

function inputOf(call: CallDefinition): string {
  const parts: string[] = [];
  if (call.params) parts.push(`params ${describe(call.params)}`);
  if (call.query) parts.push(`query ${describe(call.query)}`);
  if (call.body) parts.push(`body ${describe(call.body)}`);
  return parts.join('; ') || '–';
}

function answerOf(call: CallDefinition): string {
  const success = contract.successStatusOf(call);
  const schema = call.responses[success];
  const body = schema ? ` ${describe(schema)}` : '';
  return `${success}${body}; errors ${call.errors.join(', ')}`;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');
}

/** The Markdown table of every call, in the registry's order. */
export function renderCallsTable(api: Readonly<Record<string, CallDefinition>> = contract.memberApi): string {
  const rows = Object.entries(api).map(([name, call]) =>
    [
      `\`${name}\``,
      `${call.method} ${call.path}`,
      tokenOf(call),
      inputOf(call),
      answerOf(call),
      call.summary,
    ].map(cell),
  );
  const header = ['call', 'method and path', 'token', 'input', 'answers', 'what it does'];
  return [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
}

/** The README with the table between the markers replaced (the markers must be there once each). */
export function withCallsTable(readme: string, table: string): string {
  const start = readme.indexOf(CALLS_TABLE_START);
  const end = readme.indexOf(CALLS_TABLE_END);
  if (start < 0 || end < start || readme.indexOf(CALLS_TABLE_START, start + 1) >= 0) {
    throw new Error('README.md needs the calls table markers, once each, in order');
  }
  return `${readme.slice(0, start + CALLS_TABLE_START.length)}\n\n${table}\n\n${readme.slice(end)}`;
}
