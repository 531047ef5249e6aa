/**
 * Rules for writing a member record (profile §3, §5 "Birthday picker", §9; hub §3 "Profile sync
 * payload"). The server applies them when it stores a member; the apps apply the same ones when
 * they build a payload, so both sides agree on the outcome.
 */
import { BIRTHDAY_MAX_CHANGES, DEFAULT_BIRTHDAY, ServiceUsage, type ServiceUsageId } from '@member-hub/enums';

import { normalizeBirthday } from './birthday';

/**
 * `serviceUsage` after a member saves from a service: a member of one service who saves from the
 * other uses both ('3'), and '3' never goes back. The spec lists '1', '2' and '3 for both' but not
 * when '3' is set, so this is our rule. A stored value that is none of these takes the incoming one.
 */
export function mergeServiceUsage(
  stored: string | null | undefined,
  incoming: ServiceUsageId,
): ServiceUsageId {
  if (stored === ServiceUsage.Both || incoming === ServiceUsage.Both) return ServiceUsage.Both;
  if (stored === ServiceUsage.Community || stored === ServiceUsage.Members) {
    return stored === incoming ? stored : ServiceUsage.Both;
  }
  return incoming;
}

/** What saving a birthday does to a stored member (see `birthdayChangeOf`). */
export type BirthdayChange =
  { kind: 'unchanged' } | { kind: 'set'; birthday: string; birthdayChangeCount: number } | { kind: 'limit' };

/**
 * The birthday change rule (profile §5 "Birthday picker", §9 "Birthday changes allowed: 2"): the
 * incoming value is normalised (`normalizeBirthday`); the same value is no change; entering a
 * birthday for the first time (the stored one is 1900-01-01) does not count; changing an entered
 * birthday counts, and after `BIRTHDAY_MAX_CHANGES` changes it is refused (`limit`).
 */
export function birthdayChangeOf(
  current: { birthday: string; birthdayChangeCount: number },
  incoming: string | null | undefined,
): BirthdayChange {
  const birthday = normalizeBirthday(incoming);
  if (birthday === current.birthday) return { kind: 'unchanged' };
  if (current.birthday === DEFAULT_BIRTHDAY) {
    return { kind: 'set', birthday, birthdayChangeCount: current.birthdayChangeCount };
  }
  if (current.birthdayChangeCount >= BIRTHDAY_MAX_CHANGES) return { kind: 'limit' };
  return { kind: 'set', birthday, birthdayChangeCount: current.birthdayChangeCount + 1 };
}
