/**
 * Passkeys (WebAuthn): a member registers the phone's fingerprint or face lock as a way to sign
 * in, and signs in with it without a mail. The options and the browser's answers travel as the
 * WebAuthn JSON forms (`PublicKeyCredentialCreationOptionsJSON`, `RegistrationResponseJSON`, …)
 * that `@simplewebauthn/browser` takes and gives; their inner fields are checked by the server's
 * WebAuthn library, so the schemas here only hold their shape.
 */
import { z } from 'zod';

/** The base64url text of a WebAuthn binary field. */
const base64url = z.string().regex(/^[A-Za-z0-9_-]*$/);

/** Options for `navigator.credentials.create` / `.get` (the JSON form; the library fills them). */
export const passkeyOptionsResponse = z.object({ challenge: base64url.min(16) }).catchall(z.unknown());
export type PasskeyOptionsResponse = z.infer<typeof passkeyOptionsResponse>;

const credentialBase = {
  id: base64url.min(1).max(1_024),
  rawId: base64url.min(1).max(1_024),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

/** What `startRegistration` gives (RegistrationResponseJSON). */
export const passkeyRegistrationResponse = z.object({
  ...credentialBase,
  response: z
    .object({
      clientDataJSON: base64url.min(1),
      attestationObject: base64url.min(1),
      transports: z.array(z.string().max(32)).max(8).optional(),
    })
    .catchall(z.unknown()),
});

/** What `startAuthentication` gives (AuthenticationResponseJSON). */
export const passkeyAuthenticationResponse = z.object({
  ...credentialBase,
  response: z
    .object({
      clientDataJSON: base64url.min(1),
      authenticatorData: base64url.min(1),
      signature: base64url.min(1),
      userHandle: base64url.optional(),
    })
    .catchall(z.unknown()),
});

// ---- POST /member/v1/me/passkeys -------------------------------------------------------------

export const registerPasskeyBody = z.object({
  credential: passkeyRegistrationResponse,
  /** What the member calls the device (e.g. 「iPhone」); the hub fills it from the browser. */
  deviceName: z.string().trim().max(64).optional(),
});
export type RegisterPasskeyBody = z.infer<typeof registerPasskeyBody>;

/** One passkey of the member, as the profile lists it. */
export const passkeySummary = z.object({
  passkeyId: z.string().min(1),
  deviceName: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601; absent until the passkey first signs in. */
  lastUsedAt: z.string().optional(),
  /** The passkey is synced by the phone's account (iCloud Keychain, Google Password Manager). */
  backedUp: z.boolean(),
});
export type PasskeySummary = z.infer<typeof passkeySummary>;

// ---- GET /member/v1/me/passkeys --------------------------------------------------------------

export const passkeyListResponse = z.object({ passkeys: z.array(passkeySummary) });
export type PasskeyListResponse = z.infer<typeof passkeyListResponse>;

// ---- DELETE /member/v1/me/passkeys/{passkeyId} -----------------------------------------------

export const passkeyParams = z.object({ passkeyId: z.string().min(1) });

// ---- POST /member/v1/passkeys!verify ---------------------------------------------------------

export const passkeySignInBody = z.object({
  credential: passkeyAuthenticationResponse,
  /**
   * The entry's `serviceId` query ('1004', '1006') of the client the member is signing in to (the entry's `serviceId`),
   * when known: a member locked for it is refused here already.
   */
  serviceId: z
    .string()
    .regex(/^\d{1,8}$/)
    .optional(),
});
export type PasskeySignInBody = z.infer<typeof passkeySignInBody>;

export const passkeySignInResponse = z.object({ customToken: z.string().min(1) });
export type PasskeySignInResponse = z.infer<typeof passkeySignInResponse>;
