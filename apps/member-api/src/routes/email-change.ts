/**
 * E-mail change and the profile's mail-link modes (profile spec §2 "E-mail change", §4, §7):
 *
 *   POST /member/v1/mails!update  204 | 403 auth.recent_login_required | 404 member.not_found
 *                                 | 409 email.taken | 429 | 503
 *   PUT  /member/v1/me/email      { customToken } | 403 link.expired / link.used | 404 link.not_found
 *                                 | 404 member.not_found | 409 email.taken
 *                                 | 409 email_change.already_applied (used, and the address is the member's)
 *
 * GET /member/v1/mails (routes/mail-links.ts) answers the address of these references too.
 * The mail is rate-limited like the sign-in mails (per address and per member).
 */
import { memberApi } from '@member-hub/api-client/contract';

import type { Deps, Mailer } from '../deps';
import { defineRoute, mountRoutes } from '../http/define-route';
import { ApiError, errors } from '../http/errors';
import { enforceRateLimits } from '../http/rate-limit';
import { emailChangeServiceOf } from '../mail/email-change';
import { createSmtpMailer } from '../mail/mailer';
import { normalizeEmail } from '../mail/mail-links';
import { assertRecentSignIn } from '../members/recent-sign-in';
import { mailboxKeyOf, mailDomainOf } from '../ratelimit/keys';

import { defineModule } from './types';

const memberNotFound = () =>
  new ApiError(404, 'member.not_found', 'The signed-in user has no member record.');
const emailTaken = () => errors.conflict('email.taken', 'A member already has this e-mail address.');

export const emailChangeModule = defineModule({
  name: 'email-change',
  register(app, deps: Deps) {
    const ownMailer: Mailer | undefined = deps.mailer
      ? undefined
      : createSmtpMailer(deps.config.smtpUrl, deps.config.mail.from);
    const mailer = deps.mailer ?? ownMailer!;
    const service = emailChangeServiceOf(deps, mailer);
    // The server's shared limiter (in Redis when configured), the mail buckets of mail-links.
    const limiter = deps.rateLimiter;

    mountRoutes(app, deps, [
      defineRoute(memberApi.sendChangeMail, async ({ user, body, query, log, deps: { now } }) => {
        const mode = query.mode ?? 'update';
        // Replacing the account's address needs a recent sign-in, whatever the mode is called;
        // a first address for an account without one (the hub's registration of a carrier or
        // older-service member, right after that sign-in) does not.
        if (mode === 'update' || user.email) assertRecentSignIn(user, now());
        await enforceRateLimits(
          limiter,
          ['mailLinkClient', `uid:${user.uid}`],
          ['mailLinkAddress', mailboxKeyOf(normalizeEmail(body.from))],
          ['mailDomain', mailDomainOf(body.from)],
        );
        let result;
        try {
          result = await service.send({
            uid: user.uid,
            email: body.from,
            mode,
            ...(query.returnUrl ? { returnUrl: query.returnUrl } : {}),
          });
        } catch (error) {
          if (error instanceof ApiError) throw error;
          log.error({ err: error }, 'e-mail change mail not sent');
          throw new ApiError(503, 'server.unavailable', 'Mail could not be sent; try again later.');
        }
        if (result.kind === 'no_member') throw memberNotFound();
        if (result.kind === 'taken') throw emailTaken();
        log.info({ mode }, 'e-mail change mail sent');
        return undefined;
      }),

      defineRoute(memberApi.updateMeEmail, async ({ user, body, log }) => {
        const result = await service.apply({
          uid: user.uid,
          email: body.email,
          referenceKey: body.referenceKey,
        });
        switch (result.kind) {
          case 'ok':
            log.info('e-mail changed');
            return { customToken: result.customToken };
          case 'not_found':
            throw errors.notFound('link.not_found', 'No e-mail change of this member for this referenceKey.');
          case 'expired':
            throw errors.forbidden('link.expired', 'The mail link is older than 30 minutes.');
          case 'used':
            throw errors.forbidden('link.used', 'The mail link was already used.');
          case 'already_applied':
            throw errors.conflict(
              'email_change.already_applied',
              'This e-mail change was already made: the member has this address.',
            );
          case 'taken':
            throw emailTaken();
          case 'no_member':
            throw memberNotFound();
        }
      }),
    ]);

    return {
      async close() {
        await ownMailer?.close?.();
      },
    };
  },
});
