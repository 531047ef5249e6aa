/**
 * What an operator does to a member's service locks (the `member` command, member-cli.ts): lock,
 * unlock, show. Each change writes its audit line (operator_audit: who, when, what, why) in the
 * same transaction as the lock row, so neither is ever written without the other.
 */
import { isServiceLockId, serviceLockIds, type ServiceLockId } from '@member-hub/enums';
import { and, asc, eq, sql } from 'drizzle-orm';

import type { Database } from '../db/client';
import { members, operatorAudit, serviceLocks } from '../db/schema';

/** A refusal the operator can act on: the command prints its message and ends with status 1. */
export class OperatorError extends Error {
  override readonly name = 'OperatorError';
}

export interface LockChange {
  /** A member's uid, or the e-mail address of exactly one member. */
  readonly member: string;
  readonly serviceId: string;
  readonly operator: string;
  readonly reason: string;
}

export interface LockChangeResult {
  readonly uid: string;
  readonly serviceId: ServiceLockId;
  /** False when the member already was in the state asked for (nothing written). */
  readonly changed: boolean;
}

export interface MemberLocks {
  readonly uid: string;
  readonly email: string;
  readonly nickname: string;
  readonly locks: ReadonlyArray<{ serviceId: string; since: Date }>;
  readonly audit: ReadonlyArray<{
    at: Date;
    operator: string;
    action: string;
    serviceId: string;
    reason: string;
  }>;
}

const REASON_MAX = 500;
const OPERATOR_MAX = 100;

function checkedServiceId(value: string): ServiceLockId {
  if (!isServiceLockId(value)) {
    throw new OperatorError(
      `--service must be a service-lock id: one of ${serviceLockIds.join(', ')} (got "${value}")`,
    );
  }
  return value;
}

function checkedText(name: string, value: string, max: number): string {
  const text = value.trim();
  if (text === '') throw new OperatorError(`${name} must not be empty`);
  if (text.length > max) throw new OperatorError(`${name} must be at most ${max} characters`);
  // A control character would break the one-line audit listing.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(text)) throw new OperatorError(`${name} must be one line of text`);
  return text;
}

/** The uid of `member` (a uid, or an address held by exactly one member); refuses anything else. */
export async function resolveMember(db: Database, member: string): Promise<{ uid: string }> {
  const key = member.trim();
  if (key === '') throw new OperatorError('the member (a uid or an e-mail address) is missing');
  const where = key.includes('@')
    ? sql`lower(${members.email}) = ${key.toLowerCase()}`
    : eq(members.uid, key);
  const rows = await db.select({ uid: members.uid }).from(members).where(where).limit(2);
  if (rows.length === 0) throw new OperatorError(`no member "${key}"`);
  if (rows.length > 1) {
    throw new OperatorError(`more than one member has the address "${key}": name the member by uid`);
  }
  return rows[0]!;
}

async function change(
  db: Database,
  action: 'lock' | 'unlock',
  request: LockChange,
): Promise<LockChangeResult> {
  const serviceId = checkedServiceId(request.serviceId);
  const operator = checkedText('the operator name', request.operator, OPERATOR_MAX);
  const reason = checkedText('--reason', request.reason, REASON_MAX);
  return db.transaction(async (tx) => {
    const { uid } = await resolveMember(tx as unknown as Database, request.member);
    const rows =
      action === 'lock'
        ? await tx
            .insert(serviceLocks)
            .values({ uid, serviceId })
            .onConflictDoNothing()
            .returning({ id: serviceLocks.id })
        : await tx
            .delete(serviceLocks)
            .where(and(eq(serviceLocks.uid, uid), eq(serviceLocks.serviceId, serviceId)))
            .returning({ id: serviceLocks.id });
    if (rows.length === 0) return { uid, serviceId, changed: false };
    await tx.insert(operatorAudit).values({ uid, action, serviceId, operator, reason });
    return { uid, serviceId, changed: true };
  });
}

/** Locks `member` out of the service; refuses an unknown member. */
export function lockMember(db: Database, request: LockChange): Promise<LockChangeResult> {
  return change(db, 'lock', request);
}

/** Lifts the member's lock of the service. */
export function unlockMember(db: Database, request: LockChange): Promise<LockChangeResult> {
  return change(db, 'unlock', request);
}

/** The member's locks and the audit lines of every operator action on them, oldest first. */
export async function showMember(db: Database, member: string): Promise<MemberLocks> {
  const { uid } = await resolveMember(db, member);
  const [row] = await db
    .select({ email: members.email, nickname: members.nickname })
    .from(members)
    .where(eq(members.uid, uid));
  const locks = await db
    .select({ serviceId: serviceLocks.serviceId, since: serviceLocks.createdAt })
    .from(serviceLocks)
    .where(eq(serviceLocks.uid, uid))
    .orderBy(asc(serviceLocks.serviceId));
  const audit = await db
    .select({
      at: operatorAudit.createdAt,
      operator: operatorAudit.operator,
      action: operatorAudit.action,
      serviceId: operatorAudit.serviceId,
      reason: operatorAudit.reason,
    })
    .from(operatorAudit)
    .where(eq(operatorAudit.uid, uid))
    .orderBy(asc(operatorAudit.id));
  return { uid, email: row?.email ?? '', nickname: row?.nickname ?? '', locks, audit };
}
