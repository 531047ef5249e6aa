import {
  interestOptions,
  isPresetIconId,
  prefectureOptions,
  sexOptions,
  travelFrequencyOptions,
} from '@member-hub/enums';
import type { MeResponse } from '@member-hub/api-client/contract';
import { isUnder18 } from '@member-hub/validators';

import type { MemberRow } from '../db/schema';

const label = (options: readonly { id: number; ja: string }[]) => {
  const map = new Map(options.map((o) => [o.id, o.ja]));
  return (id: number) => ({ id, name: map.get(id) ?? '' });
};
const prefecture = label(prefectureOptions);
const sex = label(sexOptions);
const interest = label(interestOptions);
const travelFrequency = label(travelFrequencyOptions);

/** The address the browser shows for a stored thumbnail value. */
export function displayThumbnailOf(thumbnail: string, publicApiOrigin: string): string {
  if (!thumbnail || isPresetIconId(thumbnail)) return thumbnail;
  if (/^[a-z0-9-]+\/[A-Za-z0-9_.-]+$/.test(thumbnail))
    return `${publicApiOrigin}/member/v1/uploads/${thumbnail}`;
  return thumbnail;
}

/** A point history entry as GET /me carries it (every service and class, oldest first). */
export interface MePointHistoryRow {
  readonly pointReason: string;
  readonly pointCode: number;
  /** When it was granted: a Date, or the timestamp text of a JSON aggregate. */
  readonly createdAt: Date | string;
}

/**
 * The member record on the wire. `rakuPW` is always '': the stored legacy password never travels
 * with the member record, whatever the query. The registration-number section reads it through
 * its own call (GET /me/registerNum), and only shortly after a sign-in.
 */
export function toMeResponse(
  row: MemberRow,
  locks: readonly { serviceId: string }[],
  options: {
    publicApiOrigin: string;
    /** The member's point history (profile spec §3 "Member (me)": pointHistory); [] without. */
    pointHistory?: readonly MePointHistoryRow[];
  },
): MeResponse {
  return {
    uid: row.uid,
    nickname: row.nickname,
    introduction: row.introduction,
    thumbnail: row.thumbnail,
    displayThumbnail: row.displayThumbnail || displayThumbnailOf(row.thumbnail, options.publicApiOrigin),
    modifiedThumbnail: row.modifiedThumbnail,
    imageType: row.imageType,
    birthday: row.birthday,
    birthdaySource: row.birthdaySource,
    birthdayDisplay: row.birthdayDisplay,
    birthdayChangeCount: row.birthdayChangeCount,
    under18: isUnder18(row.birthday),
    prefecture: prefecture(row.prefectureId),
    city: row.city,
    sex: sex(row.sexId),
    interests: row.interests.map(interest),
    travelFrequency: travelFrequency(row.travelFrequencyId),
    habitSupplement: row.habitSupplement,
    assetManagement: row.assetManagement,
    socialSkills: row.socialSkills.map((id) => ({ id })),
    email: row.email,
    phone: row.phone ?? '',
    rakucomId: row.rakucomId ?? '',
    rakuUid: row.rakuUid ?? '',
    rakuPW: '',
    daccountEntryUserId: row.daccountEntryUserId ?? '',
    dPtNumberLast4Digits: row.dPtNumberLast4Digits ?? '',
    seniorEntryUserId: row.seniorEntryUserId ?? '',
    seniorEntryFlag: row.seniorEntryFlag,
    seniorEntryJoinDate: row.seniorEntryJoinDate,
    seniorEntryDataSyncDate: row.seniorEntryDataSyncDate,
    shopKey: row.shopKey ?? '',
    shopName: row.shopName ?? '',
    pointHistory: (options.pointHistory ?? []).map((entry) => ({
      pointReason: entry.pointReason,
      pointCode: String(entry.pointCode),
      createDate: new Date(entry.createdAt).toISOString(),
    })),
    memberStatus: row.memberStatus,
    serviceUsage: row.serviceUsage,
    createDate: row.createDate.toISOString(),
    updateDate: row.updateDate.toISOString(),
    serviceLocks: locks.map((l) => ({ serviceId: l.serviceId })),
    status_code: 200,
  };
}
