/**
 * E-mail change and the profile's mail-link modes (profile spec §2 "E-mail change", §4, §7).
 *
 *   POST /member/v1/mails!update  body {from}, query returnUrl, referer (and our `mode`):
 *        mails the signed-in member a link to the profile's /valid page (30 minutes, one use).
 *   GET  /member/v1/mails         query referenceKey → {email} (login.ts: the shared record call).
 *   PUT  /member/v1/me/email      body {email, referenceKey} → {customToken}: the address changes in
 *        the identity service and in the member record together, only for the member who asked,
 *        with an unexpired, unused reference.
 */
import { z } from 'zod';

import { emailField, keyField, lineText } from './fields';

/** The modes of a mailed profile link (profile spec §4): what /valid does once the address is checked. */
export const profileMailLinkModes = ['register', 'update', 'authRegist'] as const;
export const profileMailLinkMode = z.enum(profileMailLinkModes);

// ---- POST /member/v1/mails!update ------------------------------------------------------------------

/** `from`: the address to verify (the new address of an e-mail change). */
export const sendChangeMailBody = z.object({ from: emailField });
export type SendChangeMailBody = z.infer<typeof sendChangeMailBody>;

/**
 * `returnUrl` and `referer` as the spec sends them (kept for the log, not read by the server);
 * `mode` (ours) picks the mail-link mode, `update` (the e-mail change) when absent.
 */
export const sendChangeMailQuery = z.object({
  returnUrl: lineText(2048).optional(),
  referer: lineText(2048).optional(),
  mode: profileMailLinkMode.optional(),
});
export type SendChangeMailQuery = z.infer<typeof sendChangeMailQuery>;

// ---- PUT /member/v1/me/email -----------------------------------------------------------------------

/** The address from GET mails, and the reference that proves the member received the mail. */
export const updateMeEmailBody = z.object({ email: emailField, referenceKey: keyField });
export type UpdateMeEmailBody = z.infer<typeof updateMeEmailBody>;

/**
 * A custom token for the member: the identity service's session still names the old address, so
 * the browser signs in again with it.
 */
export const updateMeEmailResponse = z.object({ customToken: z.string().min(1) });
export type UpdateMeEmailResponse = z.infer<typeof updateMeEmailResponse>;
