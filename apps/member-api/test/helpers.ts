/** Test helpers: a real server on a free port, real Auth emulator users, fetch shortcuts. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';

import { start, type Started } from '../src/bootstrap';
import { loadConfig, type Config } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { demoClients } from '../src/oidc/clients';
import type { Deps } from '../src/deps';
import { createLogger } from '../src/logger';
import type { RouteModule } from '../src/routes/types';

/** A free loopback port (the same helper the Auth emulator start uses). */
export { freePort, startOnFreePorts } from '@member-hub/dev-stack/emulator';

export type DbKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when the global set-up made a test database. */
export function databaseKinds(): DbKind[] {
  return process.env.MEMBER_API_TEST_PG_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * One database, for suites whose behaviour does not depend on which one answers (both are the
 * same PostgreSQL engine): PostgreSQL through `pg`, as production runs, when the global set-up
 * made a test database; else PGlite.
 */
export function oneDatabaseKind(): DbKind[] {
  return process.env.MEMBER_API_TEST_PG_URL ? ['postgres'] : ['pglite'];
}

export const HUB_ORIGIN = 'http://localhost:6170';

export interface TestApi {
  url: string;
  deps: Deps;
  started: Started;
  /** Moves the server's clock. */
  clock: { offsetMs: number };
  /** Every log line written, parsed. */
  logLines(): Record<string, unknown>[];
  /** Raw log text (for "never logged" checks). */
  logText(): string;
  stop(): Promise<void>;
}

export async function startTestApi(
  kind: DbKind,
  options: { overrides?: Partial<Deps>; modules?: readonly RouteModule[]; config?: Partial<Config> } = {},
): Promise<TestApi> {
  const blobDir = mkdtempSync(path.join(os.tmpdir(), 'member-api-test-blobs-'));
  const clock = { offsetMs: 0 };
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _enc, cb) {
      lines.push(chunk.toString());
      cb();
    },
  });
  const config = loadConfig(process.env, {
    port: 0,
    host: '127.0.0.1',
    dataDir: ':memory:',
    // A server told not to migrate on start meets the empty cluster it would meet in production.
    pgliteArchive:
      options.config?.migrateOnStart === false ? undefined : process.env.MEMBER_API_TEST_PGLITE_ARCHIVE,
    databaseUrl: kind === 'postgres' ? process.env.MEMBER_API_TEST_PG_URL : undefined,
    hubPublicOrigin: HUB_ORIGIN,
    publicApiOrigin: HUB_ORIGIN,
    blobDir,
    blobStore: 'local',
    uploadSigningSecret: 'test-upload-secret',
    nodeEnv: 'test',
    profile: 'test',
    // With REDIS_URL in the environment, each test server counts apart.
    rateLimitPrefix: `test-${randomBytes(6).toString('hex')}`,
    ...options.config,
  });
  const started = await start({
    config,
    logger: createLogger({ level: 'debug', destination }),
    overrides: { now: () => new Date(Date.now() + clock.offsetMs), ...options.overrides },
    ...(options.modules ? { modules: options.modules } : {}),
  });
  return {
    url: started.server.url,
    deps: started.deps,
    started,
    clock,
    logLines: () =>
      lines.flatMap((l) =>
        l
          .split('\n')
          .filter(Boolean)
          .map((x) => JSON.parse(x) as Record<string, unknown>),
      ),
    logText: () => lines.join(''),
    async stop() {
      await started.stop();
      rmSync(blobDir, { recursive: true, force: true });
    },
  };
}

function emulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set (global set-up)');
  return host;
}

/**
 * fetch to the Auth emulator (`path` from its root). Sent again once when the pooled keep-alive
 * connection turns out closed before the request reached the emulator: a PGlite start blocks this
 * process's event loop for seconds, past the emulator's 5 s idle timeout, so the client cannot drop
 * the idle connection in time ("other side closed"). Browsers retry such a request the same way.
 */
export async function emulatorFetch(path: string, init: RequestInit): Promise<Response> {
  const url = `http://${emulatorHost()}${path}`;
  try {
    return await fetch(url, init);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url, init);
  }
}

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
  refreshToken: string;
}

/**
 * A new e-mail/password user in the Auth emulator, signed in (its ID token). By default its
 * address is verified (email_verified in the token), as after the hub's e-mail link; with
 * `verified: false` it is a bare sign-up through the public API key (never a proven address).
 */
export async function signUp(options: { verified?: boolean } = {}): Promise<TestUser> {
  const email = `user-${randomBytes(6).toString('hex')}@example.com`;
  const res = await emulatorFetch(`/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'password-123', returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`signUp failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { localId: string; idToken: string; refreshToken: string };
  if (options.verified === false) {
    return { uid: body.localId, email, idToken: body.idToken, refreshToken: body.refreshToken };
  }
  await verifyEmail(body.localId);
  const signedIn = await signInTokens(email);
  return { uid: body.localId, email, ...signedIn };
}

/**
 * A new signed-up user (signUp) with its member record: POST /member/v1/me with `body` (a minimal
 * valid one by default), refused only if the test's own set-up is wrong.
 */
export async function signUpMember(
  api: TestApi,
  body: (user: TestUser) => Record<string, unknown> = () => memberBody(),
): Promise<TestUser> {
  const user = await signUp();
  const created = await call(api, 'POST', '/member/v1/me', { token: user.idToken, body: body(user) });
  if (created.status !== 200) {
    throw new Error(`POST /member/v1/me failed: ${created.status} ${JSON.stringify(created.body)}`);
  }
  return user;
}

/** Marks the user's address verified (the emulator's admin call, as the e-mail link does). */
export async function verifyEmail(uid: string): Promise<void> {
  const res = await emulatorFetch(`/identitytoolkit.googleapis.com/v1/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, emailVerified: true }),
  });
  if (!res.ok) throw new Error(`verifyEmail failed: ${res.status} ${await res.text()}`);
}

async function signInTokens(email: string): Promise<{ idToken: string; refreshToken: string }> {
  const res = await emulatorFetch(
    `/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'password-123', returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`signIn failed: ${res.status}`);
  return (await res.json()) as { idToken: string; refreshToken: string };
}

/** Follows a Firebase e-mail sign-in link as the browser would (the emulator): the ID token's uid and e-mail. */
export async function signInWithMailLink(
  email: string,
  mailLink: string,
): Promise<{ localId: string; email: string }> {
  const oobCode = new URL(mailLink).searchParams.get('oobCode');
  const res = await emulatorFetch(
    `/identitytoolkit.googleapis.com/v1/accounts:signInWithEmailLink?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, oobCode }),
    },
  );
  if (!res.ok) throw new Error(`signInWithEmailLink failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { localId: string; email: string };
}

/** Signs the user in again (a fresh ID token with a new auth_time). */
export async function signIn(email: string): Promise<string> {
  const res = await emulatorFetch(
    `/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'password-123', returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`signIn failed: ${res.status}`);
  return ((await res.json()) as { idToken: string }).idToken;
}

/** Looks a user up in the emulator (undefined when deleted). */
export async function lookupUser(
  idToken: string,
): Promise<{ localId: string; validSince?: string } | undefined> {
  const res = await emulatorFetch(`/identitytoolkit.googleapis.com/v1/accounts:lookup?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken }),
  });
  if (!res.ok) return undefined;
  const body = (await res.json()) as { users?: { localId: string; validSince?: string }[] };
  return body.users?.[0];
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A JSON call to the API. */
export async function call<T = Record<string, unknown>>(
  api: { url: string },
  method: string,
  pathAndQuery: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const res = await fetch(`${api.url}${pathAndQuery}`, {
    method,
    headers,
    ...(body !== undefined ? { body } : {}),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** A registered client's credentials, as its server holds them. */
export interface TestClient {
  clientId: string;
  secret: string;
  returnUrl: string;
}

/** A demo client's credentials (oidc/clients.ts demoClients), as the demo service's server holds them. */
export function demoTestClient(
  clientId: 'demo-community' | 'demo-members',
  env: NodeJS.ProcessEnv = process.env,
): TestClient {
  const client = demoClients(env).find((c) => c.client_id === clientId);
  if (!client) throw new Error(`no demo client ${clientId}`);
  return { clientId: client.client_id, secret: client.client_secret!, returnUrl: client.redirect_uris[0]! };
}

/** Redeems a provider code at the token endpoint as the client's server does (client_secret_basic). */
export function redeemCode(issuer: string, client: TestClient, code: string): Promise<Response> {
  return fetch(`${issuer}/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${client.clientId}:${client.secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: client.returnUrl }),
  });
}

/** A nickname no other test uses (5..12 characters). */
export function uniqueNickname(prefix = 'n'): string {
  return `${prefix}${randomBytes(4).toString('hex')}`;
}

/** A minimal valid member body. */
export function memberBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { nickname: uniqueNickname(), ...overrides };
}

/** A 1x1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Runs SQL text with values on whichever driver the handle has: `pg` (prepared under `name` when
 * one is given) or PGlite's own query.
 */
export function sqlRunner(
  handle: DatabaseHandle,
): (text: string, values: readonly unknown[], name?: string) => Promise<{ rows: unknown[] }> {
  const { pool } = handle;
  if (pool) {
    return (text, values, name) =>
      name ? pool.query({ name, text, values: [...values] }) : pool.query(text, [...values]);
  }
  const pglite = (
    handle.db as unknown as {
      $client: { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };
    }
  ).$client;
  return (text, values) => pglite.query(text, [...values]);
}
