import type { CreateMeBody } from '@member-hub/api-client/contract';

import type { NewMemberRow } from '../db/schema';

import { nicknameKey } from './normalise';

export type ProfileInput = Partial<Omit<CreateMeBody, 'memberStatus' | 'serviceUsage'>>;

/** Columns set from the profile payload fields that were sent. Shared by create and update. */
export function profileColumns(body: ProfileInput): Partial<NewMemberRow> {
  const out: Partial<NewMemberRow> = {};
  if (body.nickname !== undefined) {
    out.nickname = body.nickname;
    out.nicknameKey = nicknameKey(body.nickname);
  }
  if (body.prefecture !== undefined) out.prefectureId = body.prefecture;
  // city and introduction arrive with '\n' line breaks: the contract's validators schemas normalise them.
  if (body.city !== undefined) out.city = body.city;
  // An empty thumbnail never overwrites a stored one.
  if (body.thumbnail) out.thumbnail = body.thumbnail;
  if (body.introduction !== undefined) out.introduction = body.introduction;
  if (body.sex !== undefined) out.sexId = body.sex;
  if (body.phone !== undefined) out.phone = body.phone;
  if (body.birthdayDisplay !== undefined) out.birthdayDisplay = body.birthdayDisplay;
  if (body.interests !== undefined) out.interests = [...new Set(body.interests)];
  if (body.email !== undefined && body.email !== '') out.email = body.email;
  if (body.assetManagement !== undefined) out.assetManagement = body.assetManagement;
  if (body.habitSupplement !== undefined) out.habitSupplement = body.habitSupplement;
  if (body.travelFrequency !== undefined) out.travelFrequencyId = body.travelFrequency;
  if (body.socialSkills !== undefined) out.socialSkills = [...new Set(body.socialSkills)];
  if (body.rakucomId !== undefined) out.rakucomId = body.rakucomId || null;
  if (body.daccountEntryUserId !== undefined) out.daccountEntryUserId = body.daccountEntryUserId || null;
  if (body.dPtNumberLast4Digits !== undefined) out.dPtNumberLast4Digits = body.dPtNumberLast4Digits || null;
  if (body.seniorEntryUserId !== undefined) out.seniorEntryUserId = body.seniorEntryUserId || null;
  if (body.seniorEntryFlag !== undefined) out.seniorEntryFlag = body.seniorEntryFlag;
  if (body.seniorEntryJoinDate !== undefined) out.seniorEntryJoinDate = body.seniorEntryJoinDate;
  if (body.seniorEntryDataSyncDate !== undefined) out.seniorEntryDataSyncDate = body.seniorEntryDataSyncDate;
  if (body.shopKey !== undefined) out.shopKey = body.shopKey || null;
  return out;
}
