import type { z } from 'zod';

import { isMessageCode, type Lang, type MessageParams, type RuleResult, renderMessage } from './messages';

/**
 * Turn a plain rule into a zod refinement. The issue is `{ code: 'custom', message: <message code>,
 * params: <placeholder values> }`, so callers map `issue.message` to their own words, or render it
 * with `issueText(issue)`.
 */
export function refineWith<T>(rule: (value: T) => RuleResult) {
  return (value: T, ctx: z.RefinementCtx<T>): void => {
    const failure = rule(value);
    if (failure) {
      ctx.addIssue({
        code: 'custom',
        message: failure.code,
        ...(failure.params ? { params: { ...failure.params } } : {}),
        input: value,
      });
    }
  };
}

/** The minimal shape of a zod issue this package reads. */
export interface CodedIssue {
  readonly message: string;
  readonly params?: Record<string, unknown> | undefined;
}

/**
 * Render a zod issue produced by this package's schemas: its `message` is a message code and its
 * `params` fill the placeholders. Other issues (for example a wrong type) are returned unchanged.
 */
export function issueText(issue: CodedIssue, lang: Lang = 'ja'): string {
  if (!isMessageCode(issue.message)) return issue.message;
  return renderMessage(issue.message, lang, issue.params as MessageParams | undefined);
}

/** `{ fieldPath: firstMessageCode }` of a failed `safeParse`, for forms that show one error per field. */
export function firstCodeByField(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
