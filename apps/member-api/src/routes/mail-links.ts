/**
 * E-mail link calls (hub spec §7); also starts the "empty mail" registration receiver
 * (mail/registration-receiver.ts), which shares the mail rate limits.
 *
 *   POST /member/v1/mailLinks!login     204 | 404 email.not_registered | 429
 *   POST /member/v1/mailLinks!register  204 (a member's address too: a login link with a note) | 429
 *   GET  /member/v1/mailLinks           { mailLink, email } once | 403 link.expired / link.used | 404 link.not_found
 *   POST /member/v1/mailLinks!code      { mailLink, email } once | 400 link.code_wrong | 403 link.code_locked
 *                                       / link.expired / link.used | 404 link.not_found | 429
 *   POST /member/v1/mailLinks!confirm   as !code, 400 link.email_mismatch (the link opened in another browser)
 *   GET  /member/v1/mailLinks/info      { email, used } | 403 link.expired | 404 link.not_found
 *   GET  /member/v1/mails               { email } (an e-mail change reference, else as info)
 *
 * Login mode answers 404 for an unknown address although that tells a caller whether an address
 * is registered: the hub must show Message006 ('メールアドレスの入力に誤りがあるか登録されていません')
 * right away (hub spec §2, §8). The per-address and per-client rate limits below keep that
 * enumeration slow. Register mode answers 204 for a member's address as for a new one and mails
 * the member a login link noting that they are already registered (no silent oracle).
 */
import { memberApi } from '@member-hub/api-client/contract';

import type { Deps, Mailer } from '../deps';
import { defineRoute, mountRoutes } from '../http/define-route';
import { ApiError, errors } from '../http/errors';
import { enforceRateLimits } from '../http/rate-limit';
import { mailBrandingOf } from '../mail/branding';
import { emailChangeServiceOf } from '../mail/email-change';
import { createSmtpMailer } from '../mail/mailer';
import {
  MailLinkService,
  MailUnavailableError,
  normalizeEmail,
  pruneExpiredMailLinks,
  type LookupFailure,
  type SecondWayResult,
} from '../mail/mail-links';
import type { MailSettings } from '../mail/settings';
import { startRegistrationReceiver } from '../mail/registration-receiver';
import type { SmtpReceiver } from '../mail/smtp-receiver';
import { mailboxKeyOf, mailDomainOf } from '../ratelimit/keys';

import { defineModule, type RouteModule } from './types';

function lookupError(kind: LookupFailure): ApiError {
  switch (kind) {
    case 'not_found':
      return errors.notFound('link.not_found', 'No mail link for this referenceKey.');
    case 'expired':
      return errors.forbidden('link.expired', 'The mail link is older than 30 minutes.');
    case 'used':
      return errors.forbidden('link.used', 'The mail link was already used.');
  }
}

/** The answer of the code or the confirmed address (the mail's link opened in another browser). */
function secondWayAnswer(result: SecondWayResult, wrong: ApiError) {
  switch (result.kind) {
    case 'ok':
      return { mailLink: result.mailLink, email: result.email };
    case 'wrong':
      throw wrong;
    case 'locked':
      throw errors.forbidden(
        'link.code_locked',
        'Too many wrong entries for this mail; a fresh mail is needed.',
      );
    default:
      throw lookupError(result.kind);
  }
}

export interface MailLinksModuleOptions {
  /** Replace settings read from the env (tests: smtpIn { port: 0 }). */
  settings?: Partial<MailSettings>;
}

export interface MailLinksModule extends RouteModule {
  /** The receiver's port once started (tests send mail to it). */
  smtpPort(): number | undefined;
}

export function createMailLinksModule(options: MailLinksModuleOptions = {}): MailLinksModule {
  let receiver: SmtpReceiver | undefined;

  return {
    ...defineModule({
      name: 'mail-links',
      async register(app, deps: Deps) {
        const settings = { ...deps.config.mail, ...options.settings };
        const ownMailer: Mailer | undefined = deps.mailer
          ? undefined
          : createSmtpMailer(deps.config.smtpUrl, settings.from);
        const mailer = deps.mailer ?? ownMailer!;
        // The server's shared limiter (ratelimit/token-bucket.ts: mailLinkClient, mailLinkMiss,
        // mailLinkAddress, mailDomain), in Redis when configured.
        const limiter = deps.rateLimiter;
        const service = new MailLinkService({
          db: deps.db,
          identity: deps.identity,
          mailer,
          now: deps.now,
          hubOrigin: deps.config.hubPublicOrigin,
          branding: mailBrandingOf(deps),
        });

        const changes = emailChangeServiceOf(deps, mailer);

        const send = async (input: Parameters<MailLinkService['send']>[0]) => {
          try {
            return await service.send(input);
          } catch (error) {
            if (error instanceof MailUnavailableError) {
              deps.logger.error({ err: error.cause, reason: error.message }, 'mail link not sent');
              throw new ApiError(503, 'server.unavailable', 'Mail could not be sent; try again later.');
            }
            throw error;
          }
        };

        // Per client, per mailbox (v.ictim+1@gmail.com is victim@gmail.com) and per domain.
        // A client that used up its 'not registered' answers gets 429 for every login mail
        // (before the lookup, so 429 says nothing about the address either).
        const limit = async (email: string, client: string, mode: 'login' | 'register') => {
          if (mode === 'login') {
            const missWait = await limiter.retryAfterSeconds('mailLinkMiss', client);
            if (missWait > 0) throw errors.rateLimited(missWait);
          }
          await enforceRateLimits(
            limiter,
            ['mailLinkClient', client],
            ['mailLinkAddress', mailboxKeyOf(normalizeEmail(email))],
            ['mailDomain', mailDomainOf(email)],
          );
        };

        mountRoutes(app, deps, [
          defineRoute(memberApi.sendLoginMailLink, async ({ body, clientIp, log }) => {
            await limit(body.email, clientIp, 'login');
            const result = await send({
              email: body.email,
              mode: 'login',
              loginParamKey: body.loginParamKey,
            });
            if (result.kind === 'not_registered') {
              // The spec's message (Message006) stays, behind its own, stricter limit, so that
              // probing for members is slow.
              await enforceRateLimits(limiter, ['mailLinkMiss', clientIp]);
              throw errors.notFound('email.not_registered', 'No member has this e-mail address.');
            }
            log.info({ mode: 'login' }, 'mail link sent');
            return undefined;
          }),
          defineRoute(memberApi.sendRegisterMailLink, async ({ body, clientIp, log }) => {
            await limit(body.email, clientIp, 'register');
            // A member's address is answered like a new one (a login link with a note is mailed).
            await send({
              email: body.email,
              mode: 'register',
              loginParamKey: body.loginParamKey,
            });
            log.info({ mode: 'register' }, 'mail link sent');
            return undefined;
          }),
          defineRoute(memberApi.getMailLink, async ({ query }) => {
            const result = await service.consume(query.referenceKey);
            if (result.kind !== 'ok') throw lookupError(result.kind);
            return { mailLink: result.mailLink, email: result.email };
          }),
          // The second ways in (code, confirmed address): per client, as the mails; the mail's own attempt
          // counter (5) stops guessing one code, this bucket stops spreading guesses over many.
          defineRoute(memberApi.enterMailCode, async ({ body, clientIp, log }) => {
            if (!(await limiter.take('mailLinkCode', clientIp))) throw errors.rateLimited();
            const result = await service.enterCode(body);
            log.info({ outcome: result.kind }, 'mail code entered');
            return secondWayAnswer(
              result,
              new ApiError(400, 'link.code_wrong', 'The code does not match this mail.'),
            );
          }),
          defineRoute(memberApi.confirmMailLink, async ({ body, clientIp, log }) => {
            if (!(await limiter.take('mailLinkCode', clientIp))) throw errors.rateLimited();
            const result = await service.confirm(body);
            log.info({ outcome: result.kind }, 'mail link confirmed in another browser');
            return secondWayAnswer(
              result,
              new ApiError(400, 'link.email_mismatch', 'This is not the address the mail was sent to.'),
            );
          }),
          defineRoute(memberApi.getMailLinkInfo, async ({ query }) => {
            const result = await service.info(query.referenceKey);
            if (result.kind !== 'ok') throw lookupError(result.kind);
            return { email: result.email, used: result.used };
          }),
          defineRoute(memberApi.getMail, async ({ query }) => {
            // An e-mail change (or profile mail-link) reference first, then the sign-in links.
            const change = await changes.info(query.referenceKey);
            if (change.kind === 'ok') return { email: change.email };
            if (change.kind === 'expired') throw lookupError('expired');
            const result = await service.info(query.referenceKey);
            if (result.kind !== 'ok') throw lookupError(result.kind);
            return { email: result.email };
          }),
        ]);

        if (settings.smtpIn) {
          receiver = await startRegistrationReceiver({
            db: deps.db,
            now: deps.now,
            service,
            mailer,
            limiter,
            logger: deps.logger,
            settings: { ...settings, smtpIn: settings.smtpIn },
          });
        }

        const prune = setInterval(
          () => {
            pruneExpiredMailLinks(deps.db, deps.now()).catch((error: unknown) =>
              deps.logger.warn({ err: error }, 'mail link prune failed'),
            );
          },
          60 * 60 * 1000,
        );
        prune.unref();

        return {
          async close() {
            clearInterval(prune);
            await receiver?.close();
            receiver = undefined;
            await ownMailer?.close?.();
          },
        };
      },
    }),
    smtpPort: () => receiver?.port,
  };
}

export const mailLinksModule = createMailLinksModule();
