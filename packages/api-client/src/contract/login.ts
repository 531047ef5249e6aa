/**
 * Sign-in calls: login parameters, e-mail links, mails, authorization (hand-back). Hub spec §3, §4, §7.
 */
import { MAIL_CODE_LENGTH, PKCE_METHOD } from '@member-hub/enums';
import { z } from 'zod';

import { emailField, keyField, lineText, multilineText } from './fields';

// ---- POST / GET /member/v1/login/parameter --------------------------------------------------------

/** The stored client data (the client context) as JSON text. */
export const saveLoginParamBody = z.object({ loginParam: multilineText(16_384).min(1) });
export type SaveLoginParamBody = z.infer<typeof saveLoginParamBody>;

export const saveLoginParamResponse = z.object({ loginParamKey: z.string().min(1) });
export type SaveLoginParamResponse = z.infer<typeof saveLoginParamResponse>;

export const getLoginParamQuery = z.object({ loginParamKey: keyField });
export type GetLoginParamQuery = z.infer<typeof getLoginParamQuery>;

/** `loginParam` is the JSON text saved before; the caller parses it with its client-context schema. */
export const getLoginParamResponse = z.object({ loginParam: z.string() });
export type GetLoginParamResponse = z.infer<typeof getLoginParamResponse>;

// ---- POST /member/v1/mailLinks!login and /member/v1/mailLinks!register ---------------------------

/**
 * Asks the server to mail a sign-in link to `email`. The link opens the hub's `validate/email`
 * page with `referenceKey` (and `mode`); the Firebase link itself stays on the server (30 min, one use).
 *
 * Registration by e-mail uses the separate path `mailLinks!register` with the same body (our
 * decision): the mail's link carries mode=register. For an address that already has a member it
 * answers 204 like a new address and mails that member a login link with a note that they are
 * already registered (no silent oracle: the answer does not tell who is a member).
 * `mailLinks!login` answers 404 `email.not_registered` for an unknown address and the link carries
 * mode=login. Answer: 204.
 */
export const sendMailLinkBody = z.object({
  email: emailField,
  loginParamKey: keyField,
});
export type SendMailLinkBody = z.infer<typeof sendMailLinkBody>;

// ---- GET /member/v1/mailLinks -------------------------------------------------------------------

export const referenceKeyQuery = z.object({ referenceKey: keyField });
export type ReferenceKeyQuery = z.infer<typeof referenceKeyQuery>;

/** The Firebase sign-in link to follow, and the address it was sent to. Marks the link used. */
export const mailLinkResponse = z.object({ mailLink: z.string().min(1), email: z.string() });
export type MailLinkResponse = z.infer<typeof mailLinkResponse>;

// ---- POST /member/v1/mailLinks!code and /member/v1/mailLinks!confirm (ours) ---------------------

/** The mail's short numeric code: exactly MAIL_CODE_LENGTH half-width digits. */
export const mailCodeField = z.string().regex(new RegExp(`^[0-9]{${MAIL_CODE_LENGTH}}$`), 'mail_code.format');

/**
 * The code typed in the browser that asked for the mail. `loginParamKey` (kept by that browser
 * only) and `email` name the newest mail sent for them. `email` omitted → the newest mail sent for
 * this loginParamKey, whatever its address: the empty-mail registration, where the browser that
 * started never learns the address the member's mail came from. A right code uses the link up and
 * answers like GET mailLinks (with the address); a wrong one answers 400 `link.code_wrong` and
 * leaves the link usable; after MAIL_CODE_MAX_ATTEMPTS wrong entries 403 `link.code_locked` (a
 * fresh mail is needed).
 */
export const mailLinkCodeBody = z.object({
  email: emailField.optional(),
  loginParamKey: keyField,
  code: mailCodeField,
});
export type MailLinkCodeBody = z.infer<typeof mailLinkCodeBody>;

/**
 * The mail's link opened in another browser: the member confirms the address it was sent to and
 * finishes here. The right address uses the link up and answers like GET mailLinks; another one
 * answers 400 `link.email_mismatch` (counted like a wrong code) and leaves the link usable.
 */
export const mailLinkConfirmBody = z.object({ referenceKey: keyField, email: emailField });
export type MailLinkConfirmBody = z.infer<typeof mailLinkConfirmBody>;

// ---- GET /member/v1/mailLinks/info, GET /member/v1/mails ----------------------------------------

/** The address behind a referenceKey (does not use the link up). */
export const mailLinkInfoResponse = z.object({
  email: z.string(),
  /** Whether the link was used already (ours: another browser learns it before asking for the address). */
  used: z.boolean().optional(),
});
export type MailLinkInfoResponse = z.infer<typeof mailLinkInfoResponse>;

/** The address of a mail record (empty-mail registration, e-mail change). */
export const mailResponse = z.object({ email: z.string() });
export type MailResponse = z.infer<typeof mailResponse>;

// ---- POST /member/v1/authorization --------------------------------------------------------------

/**
 * The client entry info of the signed-in member's request, plus the refresh token when the client
 * asked for one. The server checks returnUrl against the allow-list and clientId/scope against the
 * registered client, and answers a one-use, short-lived code bound to this entry.
 */
export const authorizationBody = z.object({
  returnUrl: lineText(2048).min(1),
  state: lineText(512).min(1),
  nonce: lineText(512).min(1),
  scope: lineText(256).min(1),
  clientId: lineText(128).min(1),
  serviceId: lineText(32).optional(),
  /** true (or the string 'true', as the entry query may hold it) when the client wants a refresh token. */
  needsRefreshToken: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  refreshToken: lineText(4_096).optional(),
  /**
   * The client's PKCE challenge from the entry (`code_challenge`, RFC 7636 §4.2: 43–128 unreserved
   * characters), put into the authentication host's authorization request; the client then
   * redeems the provider's code with its verifier. Only with `codeChallengeMethod` `S256`.
   */
  codeChallenge: z
    .string()
    .regex(/^[A-Za-z0-9._~-]{43,128}$/)
    .optional(),
  codeChallengeMethod: z.literal(PKCE_METHOD).optional(),
});
export type AuthorizationBody = z.infer<typeof authorizationBody>;
export type AuthorizationBodyInput = z.input<typeof authorizationBody>;

/** The browser then goes to /memberbase/v1/authorization?code=<code>&secure_code=<secureCode>. */
export const authorizationResponse = z.object({ code: z.string().min(1), secureCode: z.string().min(1) });
export type AuthorizationResponse = z.infer<typeof authorizationResponse>;
