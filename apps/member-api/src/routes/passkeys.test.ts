import { serviceIdQueryOf, serviceLockIdOf, ServiceId } from '@member-hub/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  call,
  databaseKinds,
  emulatorFetch,
  signUpMember,
  startTestApi,
  type TestApi,
  type TestUser,
} from '../../test/helpers';
import { SoftwareAuthenticator, type CeremonyOptions } from '../../test/software-authenticator';
import { passkeyCredentials, serviceLocks } from '../db/schema';

import { SIGN_IN_METHOD_CLAIM } from '../identity';

import { PASSKEY_COOKIE } from './passkeys';

interface Summary {
  passkeyId: string;
  deviceName: string;
  createdAt: string;
  lastUsedAt?: string;
  backedUp: boolean;
}

describe.each(databaseKinds())('passkeys on %s', (kind) => {
  let api: TestApi;
  let rpId: string;
  let origin: string;
  beforeAll(async () => {
    // Many ceremonies from one test address: the per-client limit is tested apart.
    api = await startTestApi(kind, { config: { rateLimitScale: 100 } });
    const rp = api.deps.config.deployment().passkeys;
    rpId = rp.rpId;
    origin = rp.origins[0]!;
  });
  afterAll(async () => {
    await api?.stop();
  });

  async function newMember(): Promise<TestUser> {
    return signUpMember(api);
  }

  /** Registers a new passkey for the member; answers the authenticator and the server's summary. */
  async function register(user: TestUser, authenticator = new SoftwareAuthenticator(rpId)) {
    const options = await call<CeremonyOptions>(api, 'POST', '/member/v1/me/passkeys!options', {
      token: user.idToken,
    });
    expect(options.status).toBe(200);
    const created = await call<Summary>(api, 'POST', '/member/v1/me/passkeys', {
      token: user.idToken,
      body: { credential: authenticator.create(options.body, origin), deviceName: 'iPhone' },
    });
    return { authenticator, created };
  }

  /** Sign-in options for a fresh browser: the challenge and the browser's cookie. */
  async function signInOptions() {
    const res = await call<CeremonyOptions>(api, 'POST', '/member/v1/passkeys!options');
    expect(res.status).toBe(200);
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cookie.startsWith(`${PASSKEY_COOKIE}=`)).toBe(true);
    return { options: res.body, cookie };
  }

  async function signIn(
    authenticator: SoftwareAuthenticator,
    options: { origin?: string; body?: Record<string, unknown> } = {},
  ) {
    const { options: request, cookie } = await signInOptions();
    const credential = authenticator.get(request, options.origin ?? origin);
    const send = () =>
      call<{ customToken?: string; code?: string }>(api, 'POST', '/member/v1/passkeys!verify', {
        headers: { cookie },
        body: { credential, ...options.body },
      });
    return { result: await send(), again: send };
  }

  it('registers a passkey, then signs the member in with it: a custom token for the member', async () => {
    const user = await newMember();
    const { authenticator, created } = await register(user);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ passkeyId: authenticator.id, deviceName: 'iPhone', backedUp: true });

    const { result } = await signIn(authenticator);
    expect(result.status).toBe(200);
    // The custom token signs in at the identity service as the member, and says how.
    const payload = JSON.parse(
      Buffer.from(result.body.customToken!.split('.')[1]!, 'base64url').toString(),
    ) as {
      uid: string;
      claims?: Record<string, unknown>;
    };
    expect(payload.uid).toBe(user.uid);
    expect(payload.claims?.[SIGN_IN_METHOD_CLAIM]).toBe('passkey');
    const signedIn = await emulatorFetch(
      `/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: result.body.customToken, returnSecureToken: true }),
      },
    );
    expect(signedIn.status).toBe(200);

    // The list shows it as used.
    const list = await call<{ passkeys: Summary[] }>(api, 'GET', '/member/v1/me/passkeys', {
      token: user.idToken,
    });
    expect(list.body.passkeys).toHaveLength(1);
    expect(list.body.passkeys[0]!.lastUsedAt).toBeDefined();
  });

  it('refuses an answer made for another site (wrong origin)', async () => {
    const user = await newMember();
    const { authenticator } = await register(user);
    const { result } = await signIn(authenticator, { origin: 'https://evil.example' });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ code: 'passkey.invalid' });

    // Registration from another site too.
    const options = await call<CeremonyOptions>(api, 'POST', '/member/v1/me/passkeys!options', {
      token: user.idToken,
    });
    const other = await call(api, 'POST', '/member/v1/me/passkeys', {
      token: user.idToken,
      body: { credential: new SoftwareAuthenticator(rpId).create(options.body, 'https://evil.example') },
    });
    expect(other.status).toBe(400);
  });

  it('refuses a passkey made for another RP id than the deployment’s', async () => {
    const user = await newMember();
    // The browser's origin is ours, but the authenticator's RP id hash names another site.
    const stranger = new SoftwareAuthenticator('member.example.net');
    const options = await call<CeremonyOptions>(api, 'POST', '/member/v1/me/passkeys!options', {
      token: user.idToken,
    });
    const made = await call(api, 'POST', '/member/v1/me/passkeys', {
      token: user.idToken,
      body: { credential: stranger.create(options.body, origin) },
    });
    expect(made.status).toBe(400);
    expect(made.body).toMatchObject({ code: 'passkey.invalid' });

    // A registered passkey whose sign-in answer names another RP id.
    const { authenticator } = await register(user);
    authenticator.rpId = 'member.example.net';
    const { result } = await signIn(authenticator);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ code: 'passkey.invalid' });
  });

  it('takes a challenge once: the same answer sent again is refused', async () => {
    const user = await newMember();
    const { authenticator } = await register(user);
    const { result, again } = await signIn(authenticator);
    expect(result.status).toBe(200);
    const replay = await again();
    expect(replay.status).toBe(403);
    expect(replay.body).toMatchObject({ code: 'passkey.challenge_invalid' });
  });

  it('refuses a challenge answered from another browser (no binding cookie) or after five minutes', async () => {
    const user = await newMember();
    const { authenticator } = await register(user);
    const { options } = await signInOptions();
    const noCookie = await call(api, 'POST', '/member/v1/passkeys!verify', {
      body: { credential: authenticator.get(options, origin) },
    });
    expect(noCookie.status).toBe(403);

    const late = await signInOptions();
    api.clock.offsetMs = 5 * 60_000 + 1_000;
    try {
      const expired = await call(api, 'POST', '/member/v1/passkeys!verify', {
        headers: { cookie: late.cookie },
        body: { credential: authenticator.get(late.options, origin) },
      });
      expect(expired.status).toBe(403);
      expect(expired.body).toMatchObject({ code: 'passkey.challenge_invalid' });
    } finally {
      api.clock.offsetMs = 0;
    }
  });

  it('refuses an authenticator whose counter went back (a copied passkey)', async () => {
    const user = await newMember();
    const { authenticator } = await register(user);
    authenticator.counter = 10;
    expect((await signIn(authenticator)).result.status).toBe(200); // counter 11 stored
    authenticator.counter = 4;
    const { result } = await signIn(authenticator); // counter 5 < 11
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ code: 'passkey.invalid' });
  });

  it('refuses a member locked for the service they sign in to', async () => {
    const user = await newMember();
    const { authenticator } = await register(user);
    await api.deps.db
      .insert(serviceLocks)
      .values({ uid: user.uid, serviceId: serviceLockIdOf(ServiceId.Community) });
    const { result } = await signIn(authenticator, {
      body: { serviceId: serviceIdQueryOf(ServiceId.Community) },
    });
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ code: 'member.locked' });
    expect(result.body.customToken).toBeUndefined();
  });

  it('refuses a registration challenge of another member', async () => {
    const first = await newMember();
    const second = await newMember();
    const options = await call<CeremonyOptions>(api, 'POST', '/member/v1/me/passkeys!options', {
      token: first.idToken,
    });
    const stolen = await call(api, 'POST', '/member/v1/me/passkeys', {
      token: second.idToken,
      body: { credential: new SoftwareAuthenticator(rpId).create(options.body, origin) },
    });
    expect(stolen.status).toBe(403);
    expect(stolen.body).toMatchObject({ code: 'passkey.challenge_invalid' });
  });

  it('lists several passkeys and deletes one; a deleted passkey no longer signs in', async () => {
    const user = await newMember();
    const other = await newMember();
    const phone = await register(user);
    const tablet = await register(user);
    const list = await call<{ passkeys: Summary[] }>(api, 'GET', '/member/v1/me/passkeys', {
      token: user.idToken,
    });
    expect(list.body.passkeys.map((p) => p.passkeyId).sort()).toEqual(
      [phone.authenticator.id, tablet.authenticator.id].sort(),
    );

    // Another member cannot remove it.
    const foreign = await call(api, 'DELETE', `/member/v1/me/passkeys/${phone.authenticator.id}`, {
      token: other.idToken,
    });
    expect(foreign.status).toBe(404);

    const removed = await call(api, 'DELETE', `/member/v1/me/passkeys/${phone.authenticator.id}`, {
      token: user.idToken,
    });
    expect(removed.status).toBe(204);
    const after = await call<{ passkeys: Summary[] }>(api, 'GET', '/member/v1/me/passkeys', {
      token: user.idToken,
    });
    expect(after.body.passkeys.map((p) => p.passkeyId)).toEqual([tablet.authenticator.id]);
    const { result } = await signIn(phone.authenticator);
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ code: 'passkey.not_found' });
  });

  it('unsubscribing deletes the member’s passkeys', async () => {
    const user = await newMember();
    const { authenticator } = await register(user);
    const left = await call(api, 'DELETE', '/member/v1/me', { token: user.idToken });
    expect(left.status).toBe(204);
    const rows = await api.deps.db
      .select()
      .from(passkeyCredentials)
      .where(eq(passkeyCredentials.uid, user.uid));
    expect(rows).toHaveLength(0);
    expect((await signIn(authenticator)).result.status).toBe(404);
  });
});

describe('passkey ceremonies are rate limited per client', () => {
  let api: TestApi;
  beforeAll(async () => {
    // The deployment's buckets (scale 1): passkey 10, then 1 per second, as the carrier sign-in.
    api = await startTestApi('pglite');
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('the eleventh ceremony from one address answers 429 rate.limited, the sign-in answer too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await call(api, 'POST', '/member/v1/passkeys!options')).status);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    const answer = await call(api, 'POST', '/member/v1/passkeys!verify', {
      // Well formed (the contract's schema), so the limit is what answers.
      body: {
        credential: {
          id: 'eA',
          rawId: 'eA',
          type: 'public-key',
          response: { clientDataJSON: 'eA', authenticatorData: 'eA', signature: 'eA' },
          clientExtensionResults: {},
        },
      },
    });
    expect(answer.status).toBe(429);
    expect(answer.body).toMatchObject({ code: 'rate.limited' });
  });
});
