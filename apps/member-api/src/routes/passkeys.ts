/**
 * Passkeys: sign in with the phone's fingerprint or face (WebAuthn, `@simplewebauthn/server`).
 *
 *   registration (signed in)
 *     hub ──POST me/passkeys!options (ID token)──▶ creation options, challenge kept for the uid
 *     browser: navigator.credentials.create ──▶ hub ──POST me/passkeys──▶ credential stored
 *   sign-in (no session)
 *     hub ──POST passkeys!options──▶ request options, challenge kept for this browser's cookie
 *     browser: navigator.credentials.get ──▶ hub ──POST passkeys!verify──▶ custom token
 *     hub: signInWithCustomToken, then the same sign-in check and hand-back as every sign-in
 *
 * The relying party (RP id, name, origins) is the deployment's (deployment-config `passkeys`).
 * Challenges are single use and live five minutes (passkeys/store.ts). The custom token carries
 * SIGN_IN_METHOD_CLAIM, so the authentication host can name the method in the ID token's `amr`.
 */
import { randomBytes } from 'node:crypto';

import { memberApi } from '@member-hub/api-client/contract';
import { serviceIdOfQuery } from '@member-hub/enums';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

import type { AppEnv } from '../http/app-env';
import { SIGN_IN_METHOD_CLAIM } from '../identity';
import { defineRoute, mountRoutes } from '../http/define-route';
import { ApiError } from '../http/errors';
import { enforceRateLimits } from '../http/rate-limit';
import { assertNotRefused, signInRefusal } from '../members/sign-in-check';
import {
  CHALLENGE_TTL_MS,
  credentialById,
  credentialsOf,
  deleteCredential,
  insertCredential,
  recordUse,
  sha256,
  storeChallenge,
  takeChallenge,
  type PasskeyCredentialRow,
} from '../passkeys/store';
import { findMember } from '../queries/members';

import { defineModule } from './types';

/** The browser binding cookie of a passkey sign-in. */
export const PASSKEY_COOKIE = 'mh_passkey';
export const PASSKEY_SIGN_IN_METHOD = 'passkey';
/** The device name when the hub sends none. */
export const DEFAULT_DEVICE_NAME = 'このスマートフォン';

const challengeInvalid = () =>
  new ApiError(
    403,
    'passkey.challenge_invalid',
    'The challenge is unknown, used, expired, or not for this member or browser.',
  );
const answerInvalid = (why: string) =>
  new ApiError(400, 'passkey.invalid', `The passkey answer does not verify (${why}).`);
const notFound = () => new ApiError(404, 'passkey.not_found', 'No such passkey.');

/** The challenge the browser signed, read from its client data (undefined: unreadable). */
function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as unknown;
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge !== '' ? challenge : undefined;
  } catch {
    return undefined;
  }
}

function summaryOf(row: PasskeyCredentialRow) {
  return {
    passkeyId: row.credentialId,
    deviceName: row.deviceName,
    createdAt: row.createdAt.toISOString(),
    ...(row.lastUsedAt ? { lastUsedAt: row.lastUsedAt.toISOString() } : {}),
    backedUp: row.backedUp,
  };
}

const transportsOf = (row: PasskeyCredentialRow) => row.transports as AuthenticatorTransport[];

export const passkeysModule = defineModule({
  name: 'passkeys',
  register(app, deps) {
    const { db, now, config, logger } = deps;
    const rp = () => config.deployment().passkeys;
    const bindingOf = (c: Context<AppEnv>) => getCookie(c, PASSKEY_COOKIE);

    mountRoutes(app, deps, [
      defineRoute(memberApi.passkeyRegistrationOptions, async ({ user, clientIp, deps: { rateLimiter } }) => {
        await enforceRateLimits(rateLimiter, ['passkey', clientIp]);
        const member = await findMember(db, user.uid);
        if (!member) throw new ApiError(404, 'member.not_found', 'The signed-in user has no member record.');
        const existing = await credentialsOf(db, user.uid);
        const options = await generateRegistrationOptions({
          rpName: rp().rpName,
          rpID: rp().rpId,
          // The uid is the user handle (no address or name of the member in the authenticator).
          userID: new TextEncoder().encode(user.uid),
          userName: member.nickname,
          userDisplayName: member.nickname,
          timeout: CHALLENGE_TTL_MS,
          attestationType: 'none',
          excludeCredentials: existing.map((row) => ({
            id: row.credentialId,
            transports: transportsOf(row),
          })),
          // A passkey the phone finds by itself (no address typed) and unlocks with the
          // fingerprint, face or screen lock.
          authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        });
        await storeChallenge(db, now(), options.challenge, 'registration', user.uid);
        return options as unknown as { challenge: string };
      }),

      defineRoute(memberApi.registerPasskey, async ({ user, body, clientIp, deps: { rateLimiter } }) => {
        await enforceRateLimits(rateLimiter, ['passkey', clientIp]);
        const at = now();
        const challenge = challengeOf(body.credential.response.clientDataJSON);
        if (!challenge || !(await takeChallenge(db, at, challenge, 'registration', user.uid)))
          throw challengeInvalid();
        if (!(await findMember(db, user.uid)))
          throw new ApiError(404, 'member.not_found', 'The signed-in user has no member record.');
        let verification;
        try {
          verification = await verifyRegistrationResponse({
            response: body.credential as unknown as RegistrationResponseJSON,
            expectedChallenge: challenge,
            expectedOrigin: [...rp().origins],
            expectedRPID: rp().rpId,
            requireUserVerification: true,
          });
        } catch (error) {
          throw answerInvalid(error instanceof Error ? error.message : 'unreadable');
        }
        if (!verification.verified) throw answerInvalid('not verified');
        const info = verification.registrationInfo;
        const row = {
          credentialId: info.credential.id,
          uid: user.uid,
          publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
          counter: info.credential.counter,
          transports: info.credential.transports ?? body.credential.response.transports ?? [],
          deviceType: info.credentialDeviceType,
          backedUp: info.credentialBackedUp,
          deviceName: body.deviceName || DEFAULT_DEVICE_NAME,
          createdAt: at,
          lastUsedAt: null,
        } satisfies PasskeyCredentialRow;
        if (!(await insertCredential(db, row)))
          throw new ApiError(409, 'passkey.exists', 'This passkey is already registered.');
        return summaryOf(row);
      }),

      defineRoute(memberApi.listPasskeys, async ({ user }) => ({
        passkeys: (await credentialsOf(db, user.uid)).map(summaryOf),
      })),

      defineRoute(memberApi.deletePasskey, async ({ user, params }) => {
        // Only the member's own: another member's id answers as an unknown one.
        if (!(await deleteCredential(db, user.uid, params.passkeyId ?? ''))) throw notFound();
      }),

      defineRoute(memberApi.passkeySignInOptions, async ({ c, clientIp, deps: { rateLimiter } }) => {
        await enforceRateLimits(rateLimiter, ['passkey', clientIp]);
        const options = await generateAuthenticationOptions({
          rpID: rp().rpId,
          timeout: CHALLENGE_TTL_MS,
          // Empty: the phone offers the passkeys it holds for this site (no address typed).
          allowCredentials: [],
          userVerification: 'required',
        });
        const binding = randomBytes(32).toString('base64url');
        await storeChallenge(db, now(), options.challenge, 'authentication', sha256(binding));
        setCookie(c, PASSKEY_COOKIE, binding, {
          // The verify call's path is /member/v1/passkeys!verify: a cookie path must end at a '/'.
          path: '/member/v1',
          httpOnly: true,
          sameSite: 'Strict',
          secure: config.hubPublicOrigin.startsWith('https:'),
          maxAge: CHALLENGE_TTL_MS / 1000,
        });
        return options as unknown as { challenge: string };
      }),

      defineRoute(
        memberApi.passkeySignIn,
        async ({ c, body, clientIp, log, deps: { rateLimiter, identity } }) => {
          await enforceRateLimits(rateLimiter, ['passkey', clientIp]);
          const at = now();
          const binding = bindingOf(c);
          const challenge = challengeOf(body.credential.response.clientDataJSON);
          if (
            !binding ||
            !challenge ||
            !(await takeChallenge(db, at, challenge, 'authentication', sha256(binding)))
          )
            throw challengeInvalid();
          const row = await credentialById(db, body.credential.id);
          if (!row) throw notFound();
          // The authenticator's user handle, when it sends one, names the same member.
          const handle = body.credential.response.userHandle;
          if (handle && Buffer.from(handle, 'base64url').toString('utf8') !== row.uid)
            throw answerInvalid('user handle');
          let verification;
          try {
            verification = await verifyAuthenticationResponse({
              response: body.credential as unknown as AuthenticationResponseJSON,
              expectedChallenge: challenge,
              expectedOrigin: [...rp().origins],
              expectedRPID: rp().rpId,
              credential: {
                id: row.credentialId,
                publicKey: new Uint8Array(Buffer.from(row.publicKey, 'base64url')),
                counter: row.counter,
                transports: transportsOf(row),
              },
              requireUserVerification: true,
            });
          } catch (error) {
            // A counter that went back (a cloned authenticator) lands here too.
            log.info({ err: error, call: 'passkeySignIn' }, 'passkey answer refused');
            throw answerInvalid(error instanceof Error ? error.message : 'unreadable');
          }
          if (!verification.verified) throw answerInvalid('not verified');
          // The sign-in check's rules (no record, revoked, locked for the client's service); the
          // hand-back checks again with the registered client's own service.
          const service = serviceIdOfQuery(body.serviceId);
          assertNotRefused(await signInRefusal(db, row.uid, service));
          const { newCounter, credentialBackedUp } = verification.authenticationInfo;
          if (!(await recordUse(db, row, at, newCounter, credentialBackedUp)))
            throw answerInvalid('counter changed meanwhile');
          logger.info({ uid: row.uid, mode: PASSKEY_SIGN_IN_METHOD }, 'passkey sign-in');
          const customToken = await identity.createCustomToken(row.uid, {
            [SIGN_IN_METHOD_CLAIM]: PASSKEY_SIGN_IN_METHOD,
          });
          return { customToken };
        },
      ),
    ]);
  },
});
