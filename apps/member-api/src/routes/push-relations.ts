/**
 * The push-token relation and the payout (hub spec §3 "Push-token relation", §4 "Migration
 * login", "Payout flow", §7 FcmTokenRelation, IdLinkage, payoutToken, §9 results 1 / 2 / 3).
 * The relation lives on its own table (src/legacy/fcm-relations.ts); the older service is asked
 * who owns a push token it issued (src/legacy/legacy-service.ts).
 */
import { memberApi } from '@member-hub/api-client/contract';
import { PushRelationResult } from '@member-hub/enums';
import { eq } from 'drizzle-orm';

import { members } from '../db/schema';
import { defineRoute, mountRoutes } from '../http/define-route';
import { ApiError } from '../http/errors';
import { enforceRateLimits } from '../http/rate-limit';
import {
  createRelation,
  deleteRelation,
  findRelationByToken,
  linkRelation,
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

      /** The uid an older-service account signs in as: its member's, else the older service's uid. */
      async function customTokenOf(user: LegacyUser): Promise<string> {
        const [row] = await deps.db
          .select({ uid: members.uid })
          .from(members)
          .where(eq(members.rakucomId, user.rakucomId))
          .limit(1);
        return deps.identity.createCustomToken(row?.uid ?? user.uid, { rakucomId: user.rakucomId });
      }

      mountRoutes(app, deps, [
        // ---- Push-token relation ----------------------------------------------------------------
        defineRoute(memberApi.getFcmTokenRelation, async ({ query, deps: { db } }) => {
          const token = tokenOrNone(query.token);
          if (!token) return toRelationResponse(undefined, PushRelationResult.Error);
          const row = await findRelationByToken(db, token, query.serviceKey);
          return toRelationResponse(row, row ? PushRelationResult.Exists : PushRelationResult.NotFound);
        }),

        defineRoute(memberApi.createFcmTokenRelation, async ({ user, body, deps: { db, now } }) => {
          assertOwn(user.uid, body.uId);
          try {
            const row = await createRelation(
              db,
              {
                uid: body.uId,
                token: body.token,
                secondToken: tokenOrNone(body.secondToken),
                serviceType: body.serviceType,
              },
              now(),
            );
            return toRelationResponse(row, PushRelationResult.Exists);
          } catch (error) {
            throw relationError(error);
          }
        }),

        defineRoute(memberApi.updateFcmTokenRelation, async ({ user, body, deps: { db, now } }) => {
          assertOwn(user.uid, body.uId);
          const at = now();
          try {
            const row = await upsertRelation(
              db,
              {
                uid: body.uId,
                token: tokenOrNone(body.token),
                tokenUpdateDate: dateOr(body.tokenUpdateDate, at),
                secondToken: tokenOrNone(body.secondToken),
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

        defineRoute(memberApi.idLinkage, async ({ user, body, deps: { db, now } }) => {
          assertOwn(user.uid, body.uuid);
          return { resultCode: await linkRelation(db, body.uuid, body.linkageUid, now()) };
        }),

        // ---- Payout (hub §4 "Payout flow") ----------------------------------------------------
        defineRoute(memberApi.getPayoutToken, async ({ query, log, clientIp, deps: { db, rateLimiter } }) => {
          await enforceRateLimits(rateLimiter, ['legacyToken', clientIp]);
          const notFound = () =>
            new ApiError(404, 'push_token.not_found', 'No member holds this push token.');
          const token = tokenOrNone(query.token);
          if (!token) throw notFound();
          // A relation holding the token names the member; else the older service's account.
          const row = await findRelationByToken(db, token, query.serviceKey);
          if (row) {
            log.info({ call: 'payoutToken', serviceKey: query.serviceKey, by: 'relation' }, 'payout');
            return { customToken: await deps.identity.createCustomToken(row.uid) };
          }
          const owner = await ownerOf(legacy, token);
          if (!owner || owner.service !== query.serviceKey || owner.user.locked) throw notFound();
          log.info({ call: 'payoutToken', serviceKey: query.serviceKey, by: 'owner' }, 'payout');
          return { customToken: await customTokenOf(owner.user) };
        }),
      ]);
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

function assertOwn(callerUid: string, uid: string): void {
  if (callerUid !== uid)
    throw new ApiError(
      403,
      'fcm_relation.forbidden',
      "Only the signed-in member's own relation may be changed.",
    );
}

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
