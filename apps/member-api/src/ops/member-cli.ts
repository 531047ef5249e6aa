/**
 * The operators' `member` command: lock a member out of a service, lift the lock, show a member's
 * locks and what operators did to them. It opens the database the server is configured with
 * (config.ts: PostgreSQL when DATABASE_URL is set, else the PGlite folder MEMBER_API_DATA_DIR).
 *
 *   member lock   <uid|email> --service <id> --reason "…" [--operator <name>]
 *   member unlock <uid|email> --service <id> --reason "…" [--operator <name>]
 *   member show   <uid|email>
 *
 * `runMemberCommand` takes its arguments, environment and output, so the tests run it as the
 * command does; member-cli-main.ts is the process around it.
 */
import { parseArgs } from 'node:util';

import { serviceLockIds } from '@member-hub/enums';

import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { lockMember, type MemberLocks, OperatorError, showMember, unlockMember } from './member-locks';

export const USAGE = `Usage:
  member lock   <uid|email> --service <id> --reason "<why>" [--operator <name>]
  member unlock <uid|email> --service <id> --reason "<why>" [--operator <name>]
  member show   <uid|email>

  --service   the service-lock id: ${serviceLockIds.join(', ')}
  --reason    why, in one line (kept in the audit record)
  --operator  who does it (default: $USER)
The database is the server's: DATABASE_URL (PostgreSQL), else the PGlite folder MEMBER_API_DATA_DIR.`;

export interface CommandIo {
  readonly env: NodeJS.ProcessEnv;
  out(line: string): void;
  err(line: string): void;
}

interface Parsed {
  command: 'lock' | 'unlock' | 'show';
  member: string;
  service?: string;
  reason?: string;
  operator?: string;
}

function parse(args: readonly string[], env: NodeJS.ProcessEnv): Parsed {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: {
        service: { type: 'string' },
        reason: { type: 'string' },
        operator: { type: 'string' },
      },
    });
  } catch (error) {
    throw new OperatorError((error as Error).message);
  }
  const [command, member, ...extra] = parsed.positionals;
  if (command !== 'lock' && command !== 'unlock' && command !== 'show') {
    throw new OperatorError(command ? `unknown command "${command}"` : 'a command is missing');
  }
  if (!member) throw new OperatorError('the member (a uid or an e-mail address) is missing');
  if (extra.length > 0) throw new OperatorError(`unexpected argument "${extra[0]}"`);
  const { service, reason, operator } = parsed.values;
  if (command === 'show') {
    if (service !== undefined || reason !== undefined || operator !== undefined) {
      throw new OperatorError('show takes only the member');
    }
    return { command, member };
  }
  if (service === undefined) throw new OperatorError('--service is missing');
  if (reason === undefined) throw new OperatorError('--reason is missing');
  const who = operator ?? env.USER ?? env.LOGNAME;
  if (who === undefined || who.trim() === '') {
    throw new OperatorError('--operator is missing (and $USER is not set)');
  }
  return { command, member, service, reason, operator: who };
}

function formatShow(m: MemberLocks): string[] {
  const lines = [`member ${m.uid} (${m.nickname}${m.email ? `, ${m.email}` : ''})`];
  lines.push(m.locks.length === 0 ? 'locks: none' : 'locks:');
  for (const lock of m.locks) lines.push(`  ${lock.serviceId}  since ${lock.since.toISOString()}`);
  lines.push(m.audit.length === 0 ? 'audit: none' : 'audit:');
  for (const a of m.audit) {
    lines.push(`  ${a.at.toISOString()}  ${a.operator}  ${a.action} ${a.serviceId}  ${a.reason}`);
  }
  return lines;
}

/** Runs one command; answers the exit status (0 done, 1 refused or failed, 2 bad arguments). */
export async function runMemberCommand(args: readonly string[], io: CommandIo): Promise<number> {
  let request: Parsed;
  try {
    request = parse(args, io.env);
  } catch (error) {
    io.err(`member: ${(error as Error).message}`);
    io.err(USAGE);
    return 2;
  }
  let database;
  try {
    const config = loadConfig(io.env);
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: 1,
      // Migrations are the `migrate` step's or the server's: an operator's command changes no schema.
      migrate: false,
      holder: 'the member command',
    });
  } catch (error) {
    io.err(`member: the database could not be opened: ${(error as Error).message}`);
    return 1;
  }
  try {
    if (request.command === 'show') {
      for (const line of formatShow(await showMember(database.db, request.member))) io.out(line);
      return 0;
    }
    const change = {
      member: request.member,
      serviceId: request.service!,
      reason: request.reason!,
      operator: request.operator!,
    };
    const result =
      request.command === 'lock'
        ? await lockMember(database.db, change)
        : await unlockMember(database.db, change);
    const done = request.command === 'lock' ? 'locked out of' : 'unlocked for';
    io.out(
      result.changed
        ? `member ${result.uid} ${done} service ${result.serviceId}`
        : `member ${result.uid} already ${request.command === 'lock' ? 'locked out of' : 'not locked for'} service ${result.serviceId}: nothing written`,
    );
    return 0;
  } catch (error) {
    if (error instanceof OperatorError) {
      io.err(`member: ${error.message}`);
      return 1;
    }
    // drizzle wraps the driver's error: the missing table is named in its cause.
    const messages = [error, (error as { cause?: unknown }).cause].map((e) => String((e as Error)?.message));
    const relation = messages.some((m) => /relation "operator_audit" does not exist/.test(m));
    io.err(
      relation
        ? 'member: the database is behind (no operator_audit table): run the migrate step first'
        : `member: failed: ${(error as Error).message}`,
    );
    return 1;
  } finally {
    await database.close();
  }
}
