import {
  CITY_MAX_LENGTH,
  DEFAULT_BIRTHDAY,
  DEFAULT_BIRTHDAY_DISPLAY,
  DEFAULT_ICON,
  INTRODUCTION_MAX_LENGTH,
  type InterestSubQuestion,
  interestSubQuestions,
  NICKNAME_MAX_LENGTH,
  PREFECTURE_UNSELECTED,
  type PresetIconId,
  Sex,
} from '@member-hub/enums';
import {
  type Lang,
  type MessageParams,
  profileEditSchema,
  profileRegisterSchema,
  renderMessage,
} from '@member-hub/validators';
import { z } from 'zod';
import { type ProfileFormMode } from './BirthdayPicker';

/**
 * The form adds to validators' schemas what the form holds besides the validated fields: the
 * preset thumbnail, the birthday display choice and the interests' follow-up answers (0 = not
 * answered; the spec gives no rule for them, so they are optional).
 */
const formOnlyFields = {
  thumbnail: z.string().default(DEFAULT_ICON),
  birthdayDisplay: z.number().default(DEFAULT_BIRTHDAY_DISPLAY),
  travelFrequency: z.number().default(0),
  habitSupplement: z.number().default(0),
  assetManagement: z.number().default(0),
};

export const profileFormRegisterSchema = profileRegisterSchema.extend(formOnlyFields);
export const profileFormEditSchema = profileEditSchema.extend(formOnlyFields);

/** The schema of a mode (register: prefecture and sex required; edit: they may stay 0). */
export function profileFormSchema(mode: ProfileFormMode) {
  return mode === 'edit' ? profileFormEditSchema : profileFormRegisterSchema;
}

/** What the form edits (input side). */
export interface ProfileFormValues {
  thumbnail: PresetIconId | string;
  nickname: string;
  interests: number[];
  travelFrequency: number;
  habitSupplement: number;
  assetManagement: number;
  /** YYYY-MM-DD; 1900-01-01 = not entered. */
  birthday: string;
  birthdayDisplay: number;
  /** 0 = not selected. */
  prefecture: number;
  city: string;
  /** 0 = not selected. */
  sex: number;
  introduction: string;
  socialSkills: number[];
}

/** What `onSubmit` receives: validated, line breaks normalised, follow-up answers of unchecked interests reset to 0. */
export type ProfileFormOutput = z.output<typeof profileFormRegisterSchema>;

/** Empty form of a new member (birthday 1900-01-01, icon12). */
export const emptyProfileFormValues: Readonly<ProfileFormValues> = Object.freeze({
  thumbnail: DEFAULT_ICON,
  nickname: '',
  interests: [],
  travelFrequency: 0,
  habitSupplement: 0,
  assetManagement: 0,
  birthday: DEFAULT_BIRTHDAY,
  birthdayDisplay: DEFAULT_BIRTHDAY_DISPLAY,
  prefecture: PREFECTURE_UNSELECTED,
  city: '',
  sex: Sex.Unset,
  introduction: '',
  socialSkills: [],
});

/** Reset the follow-up answer of every interest that is not chosen. */
export function clearUnansweredSubQuestions<
  T extends Pick<ProfileFormValues, InterestSubQuestion | 'interests'>,
>(values: T): T {
  const out = { ...values };
  for (const [interest, question] of Object.entries(interestSubQuestions) as [
    string,
    InterestSubQuestion,
  ][]) {
    if (!values.interests.includes(Number(interest))) out[question] = 0;
  }
  return out;
}

/** `text.max_length` needs the field's limit; RHF keeps only the message code of an issue. */
const maxOf: Partial<Record<string, number>> = {
  nickname: NICKNAME_MAX_LENGTH,
  city: CITY_MAX_LENGTH,
  introduction: INTRODUCTION_MAX_LENGTH,
};

/** Words of a field's message code (validators' Japanese texts, or English). */
export function fieldMessage(field: string, code: string | undefined, lang: Lang): string | undefined {
  if (!code) return undefined;
  const max = maxOf[field];
  const params: MessageParams | undefined = max === undefined ? undefined : { max };
  return renderMessage(code, lang, params);
}
