/**
 * E-mail zod schemas (hub §5, profile §5 "E-mail change"). The rules themselves, free of zod, are in
 * ./email-rules.ts and re-exported here.
 */
import { z } from 'zod';

import { validateEmail } from './email-rules';
import { refineWith } from './zod-rule';

export * from './email-rules';

/** zod: one e-mail field. Issue messages are the codes above. */
export const emailSchema = z
  .string({ error: 'email.required' })
  .superRefine(refineWith<string>((v) => validateEmail(v)));

/** zod: the e-mail change form (new address and retype). */
export const emailChangeSchema = z
  .object({ email: emailSchema, emailRetype: emailSchema })
  .superRefine((value, ctx) => {
    if (value.email !== value.emailRetype) {
      ctx.addIssue({ code: 'custom', message: 'email.mismatch', path: ['emailRetype'], input: value });
    }
  });
