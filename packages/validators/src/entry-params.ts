/**
 * Entry parameters (hub §2 "Entry rules", §3 client context, §5; profile §2 entry guard).
 *
 * Decisions where the spec is silent (documented here and in the README):
 * - Every PRESENT query value is checked, also names this package does not know; only known
 *   names are copied into the normalised client record.
 * - A name given twice (`?state=a&state=b`) is rejected (`entry.value_repeated`): which copy a
 *   server or a browser would use is ambiguous.
 * - `returnUrl` is required (the hand-back needs it) and must pass `isAllowedReturnUrl`.
 * - `returnError` may be empty; `'true'` (any case) becomes `true`, anything else `false`.
 */
import {
  emptyAllowedParamNames,
  entryParamNames,
  type EntryParamName,
  HIDDEN_ACCEPTED_VALUE,
  migrationRegisterEmptyAllowedParamNames,
  type ReturnUrlAllowList,
} from '@member-hub/enums';
import { z } from 'zod';

import { type Failure, fail } from './failure';
import { createReturnUrlChecker } from './return-url';

/** The normalised client record saved under the local key `client`. */
export type ClientRecord = {
  readonly [K in Exclude<EntryParamName, 'client_id' | 'returnUrl' | 'returnError'>]?: string;
} & {
  readonly returnUrl: string;
  readonly returnError?: boolean;
};

/** A coded entry failure; `params.param` names the query value. */
export type EntryFailure = Failure<
  | 'entry.value_empty'
  | 'entry.value_repeated'
  | 'entry.return_url.missing'
  | 'entry.return_url.not_allowed'
  | 'entry.hidden.invalid'
>;

export type EntryResult =
  { ok: true; value: ClientRecord } | { ok: false; failures: readonly EntryFailure[] };

/** `standard`: every entry. `migration-register`: `needsRefreshToken` may be empty. */
export type EntryFlow = 'standard' | 'migration-register';

export interface EntryOptions {
  /** The allow-list (19 prefixes in production); configuration, not code. */
  readonly allowedReturnUrlPrefixes: ReturnUrlAllowList;
  readonly mode?: EntryFlow;
}

/** What the entry functions accept: a query string, URLSearchParams or a parsed query object. */
export type EntryQuery =
  string | URLSearchParams | Readonly<Record<string, string | readonly string[] | null | undefined>>;

function toEntries(query: EntryQuery): Map<string, string[]> {
  const map = new Map<string, string[]>();
  const push = (k: string, v: string) => {
    const list = map.get(k);
    if (list) list.push(v);
    else map.set(k, [v]);
  };
  if (typeof query === 'string' || query instanceof URLSearchParams) {
    const params = typeof query === 'string' ? new URLSearchParams(query) : query;
    params.forEach((v, k) => push(k, v));
    return map;
  }
  for (const [k, v] of Object.entries(query)) {
    if (v == null) continue;
    if (typeof v === 'string') push(k, v);
    else for (const item of v) push(k, item);
  }
  return map;
}

function checkEntries(
  entries: Map<string, string[]>,
  allowEmpty: ReadonlySet<string>,
  isAllowed: (url: unknown) => boolean,
): EntryFailure[] {
  const failures: EntryFailure[] = [];
  for (const [name, values] of entries) {
    const canonical = name === 'client_id' ? 'clientId' : name;
    if (values.length > 1) {
      failures.push(fail('entry.value_repeated', { param: name }));
      continue;
    }
    if (values[0] === '' && !allowEmpty.has(canonical))
      failures.push(fail('entry.value_empty', { param: name }));
  }
  if (entries.has('client_id') && entries.has('clientId')) {
    failures.push(fail('entry.value_repeated', { param: 'clientId' }));
  }
  const returnUrl = entries.get('returnUrl');
  if (!returnUrl) failures.push(fail('entry.return_url.missing'));
  else if (returnUrl.length === 1 && returnUrl[0] !== '' && !isAllowed(returnUrl[0])) {
    failures.push(fail('entry.return_url.not_allowed'));
  }
  const hidden = entries.get('hidden');
  if (hidden && hidden.length === 1 && hidden[0] !== '' && hidden[0] !== HIDDEN_ACCEPTED_VALUE) {
    failures.push(fail('entry.hidden.invalid'));
  }
  return failures;
}

function normalise(entries: Map<string, string[]>): ClientRecord {
  const record: Record<string, string | boolean> = {};
  const known = new Set<string>(entryParamNames);
  for (const [name, values] of entries) {
    const canonical = name === 'client_id' ? 'clientId' : name;
    const value = values[0];
    if (!known.has(canonical) || value === undefined) continue;
    record[canonical] = canonical === 'returnError' ? value.toLowerCase() === 'true' : value;
  }
  return record as unknown as ClientRecord;
}

/**
 * Validate and normalise the entry query. On failure the caller drops the client record and
 * goes to the generic error page (hub §2); the failures say why, for the error report.
 */
export function parseEntryParams(query: EntryQuery, options: EntryOptions): EntryResult {
  const entries = toEntries(query);
  const allowEmpty = new Set<string>(
    options.mode === 'migration-register' ? migrationRegisterEmptyAllowedParamNames : emptyAllowedParamNames,
  );
  const failures = checkEntries(
    entries,
    allowEmpty,
    createReturnUrlChecker(options.allowedReturnUrlPrefixes),
  );
  return failures.length > 0 ? { ok: false, failures } : { ok: true, value: normalise(entries) };
}

/**
 * The kantan launch guard (hub §5) and the profile app's entry guard (profile §2): every query
 * value must be non-empty — no exceptions — and `returnUrl` must be allowed. On failure the client
 * record is cleared and the user goes to the external error page.
 */
export function parseKantanLaunchParams(
  query: EntryQuery,
  options: Pick<EntryOptions, 'allowedReturnUrlPrefixes'>,
): EntryResult {
  const entries = toEntries(query);
  const failures = checkEntries(entries, new Set(), createReturnUrlChecker(options.allowedReturnUrlPrefixes));
  return failures.length > 0 ? { ok: false, failures } : { ok: true, value: normalise(entries) };
}

/** The `hidden` rule alone: only `'1'` is accepted (absent is fine). */
export function isAcceptedHidden(value: string | null | undefined): boolean {
  return value == null || value === HIDDEN_ACCEPTED_VALUE;
}

/**
 * The same rule as a zod schema over a parsed query object. Issues carry the message code as
 * `message` and `{ param }` as `params`; the output is the normalised client record.
 */
export function entryParamsSchema(options: EntryOptions) {
  return z
    .record(z.string(), z.union([z.string(), z.array(z.string())]).optional())
    .transform((query, ctx): ClientRecord => {
      const result = parseEntryParams(query, options);
      if (!result.ok) {
        for (const f of result.failures) {
          ctx.addIssue({
            code: 'custom',
            message: f.code,
            ...(f.params ? { params: { ...f.params } } : {}),
            path: f.params?.param ? [String(f.params.param)] : ['returnUrl'],
            input: query,
          });
        }
        return z.NEVER;
      }
      return result.value;
    });
}
