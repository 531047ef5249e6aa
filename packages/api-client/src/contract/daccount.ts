/**
 * The carrier account (d-account) calls. Hub spec §3 "Auth-register request", "D-account entry
 * info", §4 "D-account flow", §7, §9 (career service id '01', scope 'claim_all', state and nonce
 * of length 11).
 *
 * The relay: `daccountEntry!authRegister` answers a one-time token; the browser opens
 * `/member/v1/daccountEntry/relay/<oneTimeToken>` (single use, short-lived), which starts the
 * carrier login; the carrier returns to `/member/v1/daccountEntry/callback`, which stores the entry
 * by state and sends the browser to `redirectUrl`. The entry is bound to that browser (an HttpOnly
 * cookie of the relay), so the three reads below answer only the browser that signed in at the carrier.
 */
import {
  CAREER_SERVICE_ID,
  CARRIER_SCOPE,
  RANDOM_NONCE_LENGTH,
  RANDOM_STATE_LENGTH,
} from '@member-hub/enums';
import { z } from 'zod';

/** The relay's page under the one-time token (the hub redirects the browser here). */
export const DACCOUNT_RELAY_PATH = '/member/v1/daccountEntry/relay';
/** Where the carrier returns the browser (registered at the carrier as the relay's redirect URI). */
export const DACCOUNT_CALLBACK_PATH = '/member/v1/daccountEntry/callback';
/** `/member/v1/daccountEntry/relay/<oneTimeToken>`: where the hub sends the browser. */
export function daccountRelayPath(oneTimeToken: string): string {
  return `${DACCOUNT_RELAY_PATH}/${encodeURIComponent(oneTimeToken)}`;
}

/** rpState / rpNonce: 11 letters or digits (§9). */
const rpRandom = (length: number) =>
  z
    .string()
    .length(length)
    .regex(/^[A-Za-z0-9]+$/, 'letters and digits only');

// ---- POST /member/v1/daccountEntry!authRegister -------------------------------------------------

/**
 * rpNonce and rpState are the hub's; redirectUrl is the hub page the relay returns to (on the
 * hub's own origin; its query is kept as the entry's client query data).
 */
export const daccountAuthRegisterBody = z.object({
  rpNonce: rpRandom(RANDOM_NONCE_LENGTH),
  rpState: rpRandom(RANDOM_STATE_LENGTH),
  redirectUrl: z.string().min(1),
  careerServiceId: z.literal(CAREER_SERVICE_ID),
  scope: z.literal(CARRIER_SCOPE),
});
export type DaccountAuthRegisterBody = z.infer<typeof daccountAuthRegisterBody>;

export const daccountAuthRegisterResponse = z.object({ oneTimeToken: z.string().min(1) });
export type DaccountAuthRegisterResponse = z.infer<typeof daccountAuthRegisterResponse>;

// ---- GET /member/v1/daccountEntry?state ---------------------------------------------------------

export const daccountEntryQuery = z.object({ state: rpRandom(RANDOM_STATE_LENGTH) });
export type DaccountEntryQuery = z.infer<typeof daccountEntryQuery>;

/** The carrier subject as `daccountEntryUserId`, plus the client query data (string values). */
export const daccountEntryResponse = z
  .object({
    daccountEntryUserId: z.string().min(1),
    /**
     * The nickname claim of the carrier's verified ID token ('' when it gave none): the server's
     * word, always set by the server (a client query value of this name never passes through).
     */
    carrierNickname: z.string().optional(),
  })
  .catchall(z.string());
export type DaccountEntryResponse = z.infer<typeof daccountEntryResponse>;

// ---- GET /member/v1/daccount/{daccountEntryUserId} ----------------------------------------------

export const daccountUserParams = z.object({ daccountEntryUserId: z.string().min(1) });
export type DaccountUserParams = z.infer<typeof daccountUserParams>;

/** 200: a member is linked to this carrier account. 404 (or any error): no user. */
export const daccountUserResponse = z.object({ daccountEntryUserId: z.string().min(1) });
export type DaccountUserResponse = z.infer<typeof daccountUserResponse>;

// ---- GET /member/v1/daccountEntry!token ---------------------------------------------------------

export const daccountTokenQuery = z.object({ daccountEntryUserId: z.string().min(1) });
export type DaccountTokenQuery = z.infer<typeof daccountTokenQuery>;

/** A Firebase custom token for the member's uid (`DA-…` for a member the carrier account creates). */
export const customTokenResponse = z.object({ customToken: z.string().min(1) });
export type CustomTokenResponse = z.infer<typeof customTokenResponse>;

// ---- PUT /member/v1/me/daccount (linkage) and DELETE /member/v1/me/daccount (unlink) ------------

/**
 * Links the signed-in member to the carrier account of this browser's finished carrier login
 * (found by the hub's rpState): the linkage process of hub §4 and the provider-linkage screen's
 * carrier half (profile §2 "Provider linkage"). 409 `daccount.already_linked` when a member
 * already has this carrier account, or the signed-in member already has one.
 */
export const linkDaccountBody = z.object({ state: rpRandom(RANDOM_STATE_LENGTH) });
export type LinkDaccountBody = z.infer<typeof linkDaccountBody>;

/** The carrier account now linked to the signed-in member. */
export const linkDaccountResponse = z.object({ daccountEntryUserId: z.string().min(1) });
export type LinkDaccountResponse = z.infer<typeof linkDaccountResponse>;
