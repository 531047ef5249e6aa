import { randomBytes } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  call,
  databaseKinds,
  emulatorFetch,
  memberBody,
  signInWithMailLink,
  startTestApi,
  type TestApi,
} from '../../test/helpers';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { members, oidcPayloads } from '../db/schema';

import { loginModule } from './login';
import { createMailLinksModule } from './mail-links';
import { meModule } from './me';

// An address signed up with a password by someone who does not own it, through the public API key
// (Auth emulator, real mail catcher): it never becomes a member, and the owner's first e-mail link
// ends that account's password, sessions and grants before the owner is signed in.
let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(async () => {
  await catcher?.stop();
});

const ATTACKER_PASSWORD = 'attacker-password-1';

async function identityCall(
  path: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await emulatorFetch(`${path}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The attacker's sign-up of the victim's address with a password (address not verified). */
async function attackerSignUp(email: string) {
  const res = await identityCall('/identitytoolkit.googleapis.com/v1/accounts:signUp', {
    email,
    password: ATTACKER_PASSWORD,
    returnSecureToken: true,
  });
  expect(res.status).toBe(200);
  return res.body as unknown as { localId: string; idToken: string; refreshToken: string };
}

const passwordSignIn = (email: string) =>
  identityCall('/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword', {
    email,
    password: ATTACKER_PASSWORD,
    returnSecureToken: true,
  });

const authTimeOf = (idToken: string): number =>
  (JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as { auth_time: number })
    .auth_time;

/** Whether the refresh token still gives an ID token that the API accepts. */
async function sessionAccepted(api: TestApi, refreshToken: string): Promise<boolean> {
  const res = await emulatorFetch(`/securetoken.googleapis.com/v1/token?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
  });
  if (!res.ok) return false;
  const { id_token: idToken } = (await res.json()) as { id_token: string };
  return (await call(api, 'GET', '/member/v1/me', { token: idToken })).status !== 401;
}

describe.each(databaseKinds())('pre-account takeover (%s)', (kind) => {
  let api: TestApi;
  const seenKeys = new Set<string>();

  beforeAll(async () => {
    api = await startTestApi(kind, {
      config: { smtpUrl: catcher.smtpUrl },
      modules: [meModule, loginModule, createMailLinksModule()],
    });
  });
  afterAll(async () => {
    await api?.stop();
  });

  async function loginParamKey(): Promise<string> {
    const res = await call<{ loginParamKey: string }>(api, 'POST', '/member/v1/login/parameter', {
      body: {
        loginParam: JSON.stringify({
          returnUrl: 'http://localhost:5190/callback',
          clientId: 'demo-community',
        }),
      },
    });
    expect(res.status).toBe(200);
    return res.body.loginParamKey;
  }

  /** The owner asks for a registration mail, opens it, and signs in with the Firebase link. */
  async function ownerFollowsRegistrationLink(email: string) {
    const sent = await call(api, 'POST', '/member/v1/mailLinks!register', {
      body: { email, loginParamKey: await loginParamKey() },
    });
    expect(sent.status).toBe(204);
    const mail = await catcher.waitFor(email, (m) => {
      const key = /referenceKey=([A-Za-z0-9_-]+)/.exec(m.text)?.[1];
      return key !== undefined && !seenKeys.has(key);
    });
    const referenceKey = /referenceKey=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    seenKeys.add(referenceKey);
    const link = await call<{ mailLink: string }>(
      api,
      'GET',
      `/member/v1/mailLinks?referenceKey=${referenceKey}`,
    );
    expect(link.status).toBe(200);
    return (await signInWithMailLink(email, link.body.mailLink)) as unknown as {
      localId: string;
      idToken: string;
    };
  }

  async function seedGrants(uid: string) {
    for (const type of ['Session', 'Grant', 'RefreshToken']) {
      await api.deps.db.insert(oidcPayloads).values({
        type,
        id: `${type}-${uid}`,
        payload: { accountId: uid, clientId: 'demo-community', grantId: `grant-${uid}` },
        grantId: type === 'RefreshToken' ? `grant-${uid}` : null,
        expiresAt: new Date(Date.now() + 3_600_000),
      });
    }
  }
  const grantsOf = (uid: string) =>
    api.deps.db
      .select()
      .from(oidcPayloads)
      .where(sql`${oidcPayloads.payload} ->> 'accountId' = ${uid}`);

  it('refuses POST /me for the unverified password sign-up; the owner’s link gives the owner a new account and ends the attacker’s', async () => {
    const victim = `pre-victim-${randomBytes(5).toString('hex')}@example.com`;
    const attacker = await attackerSignUp(victim);

    const created = await call(api, 'POST', '/member/v1/me', {
      token: attacker.idToken,
      body: memberBody(),
    });
    expect(created).toMatchObject({ status: 403, body: { code: 'auth.identity_unverified' } });
    expect(await api.deps.db.select().from(members).where(eq(members.uid, attacker.localId))).toEqual([]);

    const owner = await ownerFollowsRegistrationLink(victim);
    expect(owner.localId).not.toBe(attacker.localId);
    // The attacker's password and session are gone with the account.
    expect((await passwordSignIn(victim)).status).toBe(400);
    expect(await sessionAccepted(api, attacker.refreshToken)).toBe(false);
    // The owner becomes the member, with the address.
    const mine = await call(api, 'POST', '/member/v1/me', { token: owner.idToken, body: memberBody() });
    expect(mine).toMatchObject({ status: 200, body: { uid: owner.localId, email: victim } });
  });

  it('an attacker’s member made before sign-ups were refused loses its password, sessions and grants at the owner’s link', async () => {
    const victim = `pre-victim-${randomBytes(5).toString('hex')}@example.com`;
    const attacker = await attackerSignUp(victim);
    // The member record such a sign-up could create before, and the attacker's sibling grants.
    await api.deps.db.insert(members).values({
      uid: attacker.localId,
      nickname: `pre${randomBytes(3).toString('hex')}`,
      nicknameKey: `pre${randomBytes(6).toString('hex')}`,
    });
    await seedGrants(attacker.localId);
    // Revocation counts in whole seconds (tokens signed in before that second): the owner comes
    // later than the attacker's sign-up, as in life.
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    const owner = await ownerFollowsRegistrationLink(victim);
    expect(owner.localId).toBe(attacker.localId);
    expect((await passwordSignIn(victim)).status).toBe(400);
    // The refresh tokens are revoked: the account's tokens are valid only from now on. (The Auth
    // emulator still answers a revoked refresh token, with a new auth_time; production Firebase
    // refuses it, by this very date.)
    const [account] = (
      await identityCall('/identitytoolkit.googleapis.com/v1/accounts:lookup', {
        idToken: owner.idToken,
      })
    ).body.users as { validSince: string }[];
    expect(Number(account!.validSince)).toBeGreaterThan(authTimeOf(attacker.idToken));
    expect(await grantsOf(attacker.localId)).toEqual([]);
    // The attacker's old ID token is refused by the API; the owner's fresh one is accepted.
    expect((await call(api, 'GET', '/member/v1/me', { token: attacker.idToken })).status).toBe(401);
    expect((await call(api, 'GET', '/member/v1/me', { token: owner.idToken })).status).toBe(200);
  });

  it('leaves a proven account alone: a member’s own link ends nothing', async () => {
    const email = `proven-${randomBytes(5).toString('hex')}@example.com`;
    const first = await ownerFollowsRegistrationLink(email);
    expect(
      (await call(api, 'POST', '/member/v1/me', { token: first.idToken, body: memberBody() })).status,
    ).toBe(200);
    await seedGrants(first.localId);
    const again = await ownerFollowsRegistrationLink(email);
    expect(again.localId).toBe(first.localId);
    expect(await grantsOf(first.localId)).toHaveLength(3);
    expect((await call(api, 'GET', '/member/v1/me', { token: first.idToken })).status).toBe(200);
  });
});
