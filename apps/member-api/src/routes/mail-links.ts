/**
 * E-mail link calls (hub spec §7); also starts the "empty mail" registration receiver
 * (mail/registration-receiver.ts), which shares the mail rate limits.
 *
 *   POST /member/v1/mailLinks!login     204 | 404 email.not_registered | 429
 *   POST /member/v1/mailLinks!register  204 | 409 email.taken | 429
 *   GET  /member/v1/mailLinks           { mailLink, email } once | 403 link.expired / link.used | 404 link.not_found
 *   GET  /member/v1/mailLinks/info      { email } | 403 link.expired | 404 link.not_found
 *   GET  /member/v1/mails               { email } (same record as info)
 *
 * Login mode answers 404 for an unknown address although that tells a caller whether an address
 * is registered: the hub must show Message006 ('メールアドレスの入力に誤りがあるか登録されていません')
 * right away (hub spec §2, §8). The per-address and per-client rate limits below keep that
 * enumeration slow. Register mode answers 409 for the same reason (the user must be told).
 */
import { memberApi } from '@member-hub/api-client/contract';

import type { Deps, Mailer } from '../deps';
import { defineRoute, mountRoutes } from '../http/define-route';
import { ApiError, errors } from '../http/errors';
import { createSmtpMailer } from '../mail/mailer';
import {
  MailLinkService,
  MailUnavailableError,
  normalizeEmail,
  pruneExpiredMailLinks,
  type LookupFailure,
} from '../mail/mail-links';
import { loadMailSettings, type MailSettings } from '../mail/settings';
import { startRegistrationReceiver } from '../mail/registration-receiver';
import type { SmtpReceiver } from '../mail/smtp-receiver';
import { type BucketRule, TokenBucketLimiter } from '../ratelimit/token-bucket';

import { defineModule, type RouteModule } from './types';

/**
 * Mail rate limits (the spec has none; ours): per address a burst of 3 then one mail every
 * 2 minutes, so a user can retry but nobody can flood an inbox; per client address (API) or
 * sending host (SMTP) a burst of 20 then one every 10 seconds.
 */
export function mailRateRules(scale = 1): Record<string, BucketRule> {
  return {
    mailLinkAddress: { capacity: 3 * scale, refillPerSecond: scale / 120 },
    mailLinkClient: { capacity: 20 * scale, refillPerSecond: scale / 10 },
  };
}

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
        const settings = { ...loadMailSettings(), ...options.settings };
        const ownMailer: Mailer | undefined = deps.mailer
          ? undefined
          : createSmtpMailer(deps.config.smtpUrl, settings.from);
        const mailer = deps.mailer ?? ownMailer!;
        const limiter = new TokenBucketLimiter(mailRateRules(settings.rateLimitScale), () =>
          deps.now().getTime(),
        );
        const service = new MailLinkService({
          db: deps.db,
          identity: deps.identity,
          mailer,
          now: deps.now,
          hubOrigin: deps.config.hubPublicOrigin,
        });

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

        const limit = (email: string, client: string) => {
          if (
            !limiter.take('mailLinkClient', client) ||
            !limiter.take('mailLinkAddress', normalizeEmail(email))
          ) {
            throw errors.rateLimited();
          }
        };

        mountRoutes(app, deps, [
          defineRoute(memberApi.sendLoginMailLink, async ({ body, clientIp, log }) => {
            limit(body.email, clientIp);
            const result = await send({
              email: body.email,
              mode: 'login',
              loginParamKey: body.loginParamKey,
            });
            if (result.kind === 'not_registered')
              throw errors.notFound('email.not_registered', 'No member has this e-mail address.');
            log.info({ mode: 'login' }, 'mail link sent');
            return undefined;
          }),
          defineRoute(memberApi.sendRegisterMailLink, async ({ body, clientIp, log }) => {
            limit(body.email, clientIp);
            const result = await send({
              email: body.email,
              mode: 'register',
              loginParamKey: body.loginParamKey,
            });
            if (result.kind === 'exists')
              throw errors.conflict('email.taken', 'A member already has this e-mail address.');
            log.info({ mode: 'register' }, 'mail link sent');
            return undefined;
          }),
          defineRoute(memberApi.getMailLink, async ({ query }) => {
            const result = await service.consume(query.referenceKey);
            if (result.kind !== 'ok') throw lookupError(result.kind);
            return { mailLink: result.mailLink, email: result.email };
          }),
          defineRoute(memberApi.getMailLinkInfo, async ({ query }) => {
            const result = await service.info(query.referenceKey);
            if (result.kind !== 'ok') throw lookupError(result.kind);
            return { email: result.email };
          }),
          defineRoute(memberApi.getMail, async ({ query }) => {
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
