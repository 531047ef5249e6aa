/**
 * The older-service stand-in's test calls (apps/stand-ins, started by the global set-up, never
 * imported) and the custom-token sign-in at the Auth emulator, as the hub does it.
 */
import { expect } from 'vitest';

import { emulatorFetch } from './helpers';

export const legacyUrl = () => process.env.LEGACY_SERVICE_URL!;

/** POST a JSON body to the stand-in (its /test/* calls); answers the JSON object. */
export async function legacyTest(path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${legacyUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  return (await res.json()) as Record<string, unknown>;
}

/** A fresh app access token of an account (optionally already expired: a negative ttl). */
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
