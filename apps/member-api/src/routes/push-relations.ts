/**
 * The push-token relation and the payout (hub spec §3 "Push-token relation", §4 "Migration
 * login", "Payout flow", §7 FcmTokenRelation, IdLinkage, payoutToken, §9 results 1 / 2 / 3).
 * The relation lives on its own table (src/legacy/fcm-relations.ts); the older service is asked
 * who owns a push token it issued (src/legacy/legacy-service.ts).
 *
 * A push token goes into a relation only with the device's proof that it holds it (the sibling
 * apps' device assertion, legacy/device-proof.ts): in the write's own `deviceAssertion`, or in
 * the caller's sign-in when that is the payout's, which carries the tokens its assertion proved
 * (the custom token's `proven_push_tokens` claim) and is minutes old. A bearer alone claims no
 * token: else a member could take a token no live relation holds, and the phone holding it would
 * sign in to that member's account at its next payout. docs/decisions/0007.
 */
import { memberApi } from '@member-hub/api-client/contract';
import { PushRelationResult, PushRelationService, type PushRelationServiceId } from '@member-hub/enums';
import { eq } from 'drizzle-orm';

import { members } from '../db/schema';
import { defineRoute, mountRoutes } from '../http/define-route';
import { ApiError } from '../http/errors';
import { enforceRateLimits } from '../http/rate-limit';
import { DEVICE_ASSERTION_MAX_AGE_SECONDS, DeviceProof, type ProvenPushTokens } from '../legacy/device-proof';
import { PROVEN_PUSH_TOKENS_CLAIM, type VerifiedUser } from '../identity';
import type { Logger } from '../logger';
import {
  createRelation,
  deleteRelation,
  findRelationByToken,
  linkRelation,
  refreshRelation,
  RelationConflict,
  tokenOrNone,
  toRelationResponse,
  upsertRelation,
} from '../legacy/fcm-relations';
import {
  HttpLegacyService,
  LegacyServiceError,
  type LegacyService,
  type LegacyUser,
} from '../legacy/legacy-service';

import { defineModule } from './types';

export interface PushRelationsModuleOptions {
  /** Replace the HTTP adapter of the older service (tests of failure paths). */
  legacyService?: LegacyService;
}

export function createPushRelationsModule(options: PushRelationsModuleOptions = {}) {
  return defineModule({
    name: 'push-relations',
    register(app, deps) {
      const { config } = deps;
      const legacy =
        options.legacyService ??
        new HttpLegacyService({ url: config.legacyService.url, apiKey: config.legacyService.apiKey });

      /**
       * The uid an older-service account signs in as: its member's, else the older service's uid;
       * the sign-in carries the push tokens the device proved (the relation writes that follow).
       */
      async function customTokenOf(user: LegacyUser, proven: ProvenPushTokens): Promise<string> {
        const [row] = await deps.db
          .select({ uid: members.uid })
          .from(members)
          .where(eq(members.rakucomId, user.rakucomId))
          .limit(1);
        return deps.identity.createCustomToken(row?.uid ?? user.uid, {
          rakucomId: user.rakucomId,
          [PROVEN_PUSH_TOKENS_CLAIM]: proven,
        });
      }

      const proof = DeviceProof.create(config.siblingApp, config.redisUrl);

      /** The member's uid, or undefined when no member record has it. */
      async function memberUid(uid: string): Promise<string | undefined> {
        const [row] = await deps.db
          .select({ uid: members.uid })
          .from(members)
          .where(eq(members.uid, uid))
          .limit(1);
        return row?.uid;
      }

      /**
       * Refuses a write of a token the device has not proved: `token` (of `serviceType`'s app) and
       * `secondToken` (the other app's), when present, must be the ones the write's device
       * assertion, or else the caller's payout sign-in, names for their apps.
       */
      async function assertDeviceHolds(
        user: VerifiedUser,
        assertion: string | undefined,
        serviceType: PushRelationServiceId,
        [token, secondToken]: readonly [string | undefined, string | undefined],
        log: Logger,
      ): Promise<void> {
        const writes = [
          [serviceType, token],
          [otherApp(serviceType), secondToken],
        ] as const;
        let proven: Readonly<Record<string, string>> | undefined;
        if (assertion) proven = await proof.pushTokensOf(assertion);
        else if (deps.now().getTime() / 1000 - user.authTime <= DEVICE_ASSERTION_MAX_AGE_SECONDS)
          proven = user.provenPushTokens;
        if (writes.every(([service, token]) => token === undefined || proven?.[service] === token)) return;
        log.warn(
          { call: 'FcmTokenRelation', byAssertion: Boolean(assertion) },
          'relation write without device proof',
        );
        throw new ApiError(
          403,
          'fcm_relation.unproven',
          "Every push token written needs the device's proof (a device assertion, or the payout sign-in that proved it).",
        );
      }

      /** The uid of an ID token, or undefined when it is not a valid one. */
      async function uidOfIdToken(idToken: string): Promise<string | undefined> {
        try {
          return (await deps.identity.verifyIdToken(idToken)).uid;
        } catch {
          return undefined;
        }
      }

      mountRoutes(app, deps, [
        // ---- Push-token relation (hub §3, §7) ---------------------------------------------------
        defineRoute(memberApi.getFcmTokenRelation, async ({ user, query, deps: { db, now } }) => {
          const token = tokenOrNone(query.token);
          if (!token) return toRelationResponse(undefined, PushRelationResult.Error);
          const row = await findRelationByToken(db, token, query.serviceKey, now());
          if (!row) return toRelationResponse(undefined, PushRelationResult.NotFound);
          // Only its own member sees whose it is and the other app's token.
          return toRelationResponse(user?.uid === row.uid ? row : undefined, PushRelationResult.Exists);
        }),

        defineRoute(memberApi.createFcmTokenRelation, async ({ user, body, log, deps: { db, now } }) => {
          assertOwn(user.uid, body.uId);
          // 'null' is the apps' "no token" here too: a relation is never created without one.
          const token = tokenOrNone(body.token);
          if (!token) throw noToken();
          const secondToken = tokenOrNone(body.secondToken);
          await assertDeviceHolds(user, body.deviceAssertion, body.serviceType, [token, secondToken], log);
          try {
            const row = await createRelation(
              db,
              {
                uid: body.uId,
                token,
                secondToken,
                serviceType: body.serviceType,
              },
              now(),
            );
            return toRelationResponse(row, PushRelationResult.Exists);
          } catch (error) {
            throw relationError(error);
          }
        }),

        defineRoute(memberApi.updateFcmTokenRelation, async ({ user, body, log, deps: { db, now } }) => {
          assertOwn(user.uid, body.uId);
          const token = tokenOrNone(body.token);
          const secondToken = tokenOrNone(body.secondToken);
          if (!token && !secondToken) throw noToken();
          await assertDeviceHolds(user, body.deviceAssertion, body.serviceType, [token, secondToken], log);
          const at = now();
          try {
            const row = await upsertRelation(
              db,
              {
                uid: body.uId,
                token,
                tokenUpdateDate: dateOr(body.tokenUpdateDate, at),
                secondToken,
                secondTokenUpdateDate: dateOr(body.secondTokenUpdateDate, at),
                serviceType: body.serviceType,
              },
              at,
            );
            return toRelationResponse(row, PushRelationResult.Exists);
          } catch (error) {
            throw relationError(error);
          }
        }),

        defineRoute(memberApi.deleteFcmTokenRelation, async ({ user, query, deps: { db } }) => {
          assertOwn(user.uid, query.uId);
          if (!(await deleteRelation(db, query.uId)))
            throw new ApiError(404, 'fcm_relation.not_found', 'No push-token relation for this uid.');
          return undefined as never;
        }),

        /**
         * The caller is uuid (its bearer); linkageUid only with proof that the caller holds it as
         * well: an ID token of linkageUid, or the relation's push token sent by the device itself
         * (a device assertion covering it). Anything else could move a stranger's relation.
         */
        defineRoute(memberApi.idLinkage, async ({ user, body, log, deps: { db, now } }) => {
          assertOwn(user.uid, body.uuid);
          const at = now();
          let linkageUid: string | undefined;
          if (body.linkageIdToken) {
            linkageUid = await uidOfIdToken(body.linkageIdToken);
          } else if (body.token && body.serviceKey && body.deviceAssertion) {
            const proven = await proof.pushTokensOf(body.deviceAssertion);
            if (proven?.[body.serviceKey] === body.token) {
              const row = await findRelationByToken(db, body.token, body.serviceKey, at);
              if (!row) return { resultCode: PushRelationResult.NotFound };
              linkageUid = row.uid;
            }
          }
          if (!linkageUid || (body.linkageUid !== undefined && body.linkageUid !== linkageUid)) {
            log.warn({ call: 'IdLinkage' }, 'id linkage without proof of the linked uid');
            throw new ApiError(
              403,
              'fcm_relation.linkage_unproven',
              'Linking needs proof that the caller holds linkageUid (its ID token, or the relation token with a device assertion).',
            );
          }
          return { resultCode: await linkRelation(db, body.uuid, linkageUid, at) };
        }),

        // ---- Payout (hub §4 "Payout flow") ------------------------------------------------------
        /**
         * A sign-in for the member behind a push token, only for a device that proved it holds
         * the token just now (a fresh, unused device assertion), and only for a uid that is a
         * member — or, before the first payout, the older service's own account of that token.
         */
        defineRoute(
          memberApi.getPayoutToken,
          async ({ query, log, clientIp, deps: { db, rateLimiter, now } }) => {
            await enforceRateLimits(rateLimiter, ['legacyToken', clientIp]);
            const notFound = () =>
              new ApiError(404, 'push_token.not_found', 'No member holds this push token.');
            const token = tokenOrNone(query.token);
            if (!token) throw notFound();
            const proven = await proof.pushTokensOf(query.deviceAssertion);
            if (!proven || proven[query.serviceKey] !== token) {
              log.warn({ call: 'payoutToken', serviceKey: query.serviceKey }, 'payout without device proof');
              throw new ApiError(
                403,
                'push_token.unproven',
                'No fresh device assertion of the sibling apps covers this push token.',
              );
            }
            const at = now();
            // A live relation holding the token names the member; else the older service's account.
            const row = await findRelationByToken(db, token, query.serviceKey, at);
            if (row) {
              if (!(await memberUid(row.uid))) throw notFound();
              await refreshRelation(db, row.uid, at);
              log.info({ call: 'payoutToken', serviceKey: query.serviceKey, by: 'relation' }, 'payout');
              return {
                customToken: await deps.identity.createCustomToken(row.uid, {
                  [PROVEN_PUSH_TOKENS_CLAIM]: proven,
                }),
              };
            }
            const owner = await ownerOf(legacy, token);
            if (!owner || owner.service !== query.serviceKey || owner.user.locked) throw notFound();
            log.info({ call: 'payoutToken', serviceKey: query.serviceKey, by: 'owner' }, 'payout');
            return { customToken: await customTokenOf(owner.user, proven) };
          },
        ),
      ]);

      return { close: () => proof.close() };
    },
  });
}

/** The older service unreachable or failing: 503, as the other older-service calls answer. */
async function ownerOf(legacy: LegacyService, token: string) {
  try {
    return await legacy.pushTokenOwner(token);
  } catch (error) {
    if (error instanceof LegacyServiceError)
      throw new ApiError(503, 'server.unavailable', 'The older community service is unavailable.');
    throw error;
  }
}

const otherApp = (service: PushRelationServiceId): PushRelationServiceId =>
  service === PushRelationService.Rakucom ? PushRelationService.Lamembers : PushRelationService.Rakucom;

function assertOwn(callerUid: string, uid: string): void {
  if (callerUid !== uid)
    throw new ApiError(
      403,
      'fcm_relation.forbidden',
      "Only the signed-in member's own relation may be changed.",
    );
}

const noToken = () =>
  new ApiError(400, 'fcm_relation.no_token', "A relation needs a push token ('' and 'null' mean none).");

function relationError(error: unknown): unknown {
  if (error instanceof RelationConflict)
    return error.kind === 'exists'
      ? new ApiError(409, 'fcm_relation.exists', 'The uid already has a push-token relation.')
      : new ApiError(409, 'fcm_relation.token_taken', "The token is held by another member's relation.");
  return error;
}

/** A reported update date, or `fallback` when absent or not a date. */
function dateOr(value: string | undefined, fallback: Date): Date {
  const date = value ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : fallback;
}

export const pushRelationsModule = createPushRelationsModule();
