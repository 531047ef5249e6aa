/**
 * The older community service stand-in (apps/stand-ins, started by the global set-up) as the
 * member API's tests use it: its test routes (tokens, launch assertions) and the Auth emulator's
 * custom-token sign-in the hub performs.
 */
import { expect } from 'vitest';

import { call, emulatorFetch, type TestApi, uniqueNickname } from './helpers';

export const legacyUrl = () => process.env.LEGACY_SERVICE_URL!;

export async function legacyTest(path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${legacyUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  return (await res.json()) as Record<string, unknown>;
}

/** A launch assertion the older service signs for the account (as its launch page does). */
export const launchAssertion = async (
  rakucomId: string,
  purpose: string,
  extra: Record<string, unknown> = {},
) => (await legacyTest('/test/assertions', { rakucomId, purpose, ...extra })).assertion as string;

export const appToken = async (rakucomId: string, ttlSeconds?: number) =>
  (await legacyTest('/test/tokens', { rakucomId, ...(ttlSeconds !== undefined ? { ttlSeconds } : {}) }))
    .token as string;

/** Signs in at the Auth emulator with a custom token (as the hub does); answers the ID token. */
export async function signInWithCustomToken(customToken: string): Promise<string> {
  const res = await emulatorFetch(
    `/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: customToken, returnSecureToken: true }),
    },
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { idToken: string }).idToken;
}

/** The Firebase uid inside an ID token (its payload's user_id). */
export const uidOf = (idToken: string): string =>
  (JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as { user_id: string }).user_id;

/**
 * The migration register as the hub runs it: the launch (app token and assertion), rakuUser with
 * a custom token, the sign-in, syncMe. Answers the app token and the member's ID token.
 */
export async function migrateMember(
  api: TestApi,
  rakucomId: string,
): Promise<{ token: string; idToken: string }> {
  const token = await appToken(rakucomId);
  const assertion = await launchAssertion(rakucomId, 'migration');
  const raku = await call(
    api,
    'GET',
    `/member/v1/rakuUser?accessToken=${token}&needsCreateCustomToken=true&assertion=${assertion}`,
  );
  expect(raku.status).toBe(200);
  const idToken = await signInWithCustomToken(raku.body.customToken as string);
  const synced = await call(api, 'POST', '/member/v1/syncMe', {
    token: idToken,
    body: { nickname: uniqueNickname(), accessToken: token },
  });
  expect(synced.status).toBe(200);
  return { token, idToken };
}
