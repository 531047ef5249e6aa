// A coded failure and its builder, apart from the message table (messages.ts), so that a rule
// (and a first screen that uses one) does not carry every text of the package.
import type { MessageCode } from './messages';
import type { MessageParams } from './text';

/** A coded failure: what every plain validator returns instead of a text. */
export interface Failure<C extends MessageCode = MessageCode> {
  readonly code: C;
  readonly params?: MessageParams;
}

/** The result of a plain validator: `null` when valid, else the first failure. */
export type RuleResult<C extends MessageCode = MessageCode> = Failure<C> | null;

/** Build a failure. */
export function fail<C extends MessageCode>(code: C, params?: MessageParams): Failure<C> {
  return params ? { code, params } : { code };
}
