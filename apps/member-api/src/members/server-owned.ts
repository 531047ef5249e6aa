/**
 * Server-owned member fields: what POST/PUT /member/v1/me may not set from the caller's word
 * (an unverified e-mail, a member status, linkage ids, another member's upload), what the browser
 * never gets back (the legacy password), and what the nickname check may not reveal.
 *
 *   email                 the verified ID-token address at creation; changed only through the
 *                         e-mail change flow (PUT /me/email). A value in the body is ignored.
 *   memberStatus          '1' at creation; afterwards only the server writes it. Ignored.
 *   rakucomId, seniorEntry*, dPtNumberLast4Digits
 *                         written by the server-side flows that prove them (migration, carrier,
 *                         older service). Ignored.
 *   daccountEntryUserId   kept only when it is already this member's or the carrier relay linked
 *                         it to this uid (daccount_links, written when the custom token was made
 *                         for this uid). Anything else is ignored.
 *   thumbnail             a preset icon, the value already stored, or an upload this uid was
 *                         granted (the file name carries a MAC of the uid). Anything else: 400.
 *
 * The profile fields the member edits stay writable (see profileColumns in routes/me.ts).
 */
import { createHmac, randomUUID } from 'node:crypto';

import { DEFAULT_MEMBER_STATUS, isPresetIconId } from '@member-hub/enums';
import { and, eq } from 'drizzle-orm';

import type { Database, Tx } from '../db/client';
import { daccountLinks, type MemberRow } from '../db/schema';
import { ApiError } from '../http/errors';
import type { VerifiedUser } from '../identity';

import { THUMBNAIL_BUCKET } from './normalise';
import { identityRefusal } from './sign-in-check';

/** Body fields of POST/PUT /me that the server never takes from the caller. */
export const SERVER_OWNED_FIELDS = [
  'email',
  'memberStatus',
  'rakucomId',
  'daccountEntryUserId',
  'dPtNumberLast4Digits',
  'seniorEntryUserId',
  'seniorEntryFlag',
  'seniorEntryJoinDate',
  'seniorEntryDataSyncDate',
] as const;
export type ServerOwnedField = (typeof SERVER_OWNED_FIELDS)[number];

/** The body without the server-owned fields (what profileColumns may see). */
export function withoutServerOwned<T extends object>(body: T): Omit<T, ServerOwnedField> {
  const out = { ...body } as Record<string, unknown>;
  for (const field of SERVER_OWNED_FIELDS) delete out[field];
  return out as Omit<T, ServerOwnedField>;
}

/** The e-mail of a new member: the token's address when the identity proved it, else ''. */
export function memberEmailOf(
  user: Pick<VerifiedUser, 'email' | 'signInProvider' | 'emailVerified'>,
): string {
  return user.email && identityRefusal(user) === undefined ? user.email : '';
}

/** memberStatus of a new member (hub spec §4: '1' normal). */
export const NEW_MEMBER_STATUS: string = DEFAULT_MEMBER_STATUS;

/**
 * The carrier account id to store: the sent one only when it is already this member's or the
 * relay linked it to this uid; undefined otherwise (nothing changes).
 */
export async function provenDaccountEntryUserId(
  db: Database | Tx,
  uid: string,
  current: Pick<MemberRow, 'daccountEntryUserId'> | undefined,
  sent: string | undefined,
): Promise<string | undefined> {
  if (!sent) return undefined;
  if (current?.daccountEntryUserId === sent) return sent;
  const [link] = await db
    .select({ uid: daccountLinks.uid })
    .from(daccountLinks)
    .where(and(eq(daccountLinks.daccountEntryUserId, sent), eq(daccountLinks.uid, uid)))
    .limit(1);
  return link ? sent : undefined;
}

// ---- Thumbnails --------------------------------------------------------------------------------

const TAG_LENGTH = 22;
const UPLOAD_FILE = /^([0-9a-f-]{36})-([A-Za-z0-9_-]{22})\.(png|jpg|gif|webp)$/;

/**
 * Names uploaded thumbnails so that the name proves who was granted it: `<uuid>-<mac>.<ext>`,
 * the MAC over the uid and the uuid under the upload secret. No table is needed, and a name
 * seen in another member's display URL is worthless to anyone else.
 */
export class ThumbnailNames {
  /** `key`: UploadSigner.deriveKey('thumbnail-owner'), so every instance names alike. */
  constructor(private readonly key: Buffer) {}

  /** A new file name for an upload granted to `uid`. */
  newName(uid: string, extension: string): string {
    const id = randomUUID();
    return `${id}-${this.tag(uid, id)}.${extension}`;
  }

  /** True when `filename` was granted to `uid`. */
  ownedBy(filename: string, uid: string): boolean {
    const match = UPLOAD_FILE.exec(filename);
    return match !== null && match[2] === this.tag(uid, match[1]!);
  }

  private tag(uid: string, id: string): string {
    return createHmac('sha256', this.key)
      .update(`${uid}\u0000${id}`)
      .digest('base64url')
      .slice(0, TAG_LENGTH);
  }
}

/**
 * The thumbnail to store, or undefined to keep the stored one ('' never overwrites, spec).
 * Throws 400 validation.failed (thumbnail.not_allowed) for anything but a preset, the stored
 * value or the member's own upload: no other member's file (DELETE /me deletes it) and no
 * outside address (a tracking pixel shown to every service).
 */
export function acceptedThumbnail(
  names: ThumbnailNames,
  uid: string,
  current: string | undefined,
  sent: string | undefined,
): string | undefined {
  if (!sent) return undefined;
  if (sent === current || isPresetIconId(sent)) return sent;
  const [bucket, file, extra] = sent.split('/');
  if (bucket === THUMBNAIL_BUCKET && file && extra === undefined && names.ownedBy(file, uid)) return sent;
  throw new ApiError(400, 'validation.failed', 'The thumbnail is not a preset or an upload of this member.', [
    { path: 'body.thumbnail', code: 'thumbnail.not_allowed', message: 'not a preset or own upload' },
  ]);
}
