// Profile form pieces shared by the hub (registration) and the profile app (edit).
export { AvatarPicker, type AvatarPickerProps } from './AvatarPicker';
export { ImageCropper, type ImageCropperProps } from './ImageCropper';
export {
  BirthdayPicker,
  type BirthdayPickerProps,
  daysInMonth,
  type ProfileFormMode,
} from './BirthdayPicker';
export { CityField, type CityFieldProps } from './CityField';
export { EmailDisplay, type EmailDisplayProps } from './EmailDisplay';
export { presetIconUrl, presetIconUrls } from './icons';
export { InterestsField, type InterestsFieldProps, type InterestSubAnswers } from './InterestsField';
export { IntroductionField, type IntroductionFieldProps } from './IntroductionField';
export { NicknameField, type NicknameFieldProps } from './NicknameField';
export { PrefectureSelect, type PrefectureSelectProps } from './PrefectureSelect';
export { ProfileConfirm, type ProfileConfirmProps } from './ProfileConfirm';
export { type ProfileFieldName, ProfileForm, profileFieldOrder, type ProfileFormProps } from './ProfileForm';
export { ProfileFormCaution } from './ProfileFormCaution';
export {
  type PurchaseShop,
  PurchaseShopField,
  type PurchaseShopFieldProps,
  shopKeyDigits,
  type ShopUnsavedReason,
  type ShopLookupResult,
} from './PurchaseShopField';
export {
  clearUnansweredSubQuestions,
  emptyProfileFormValues,
  fieldMessage,
  profileFormEditSchema,
  profileFormRegisterSchema,
  profileFormSchema,
  type ProfileFormOutput,
  type ProfileFormValues,
} from './schema';
export { SexField, type SexFieldProps } from './SexField';
export { SocialSkillsField, type SocialSkillsFieldProps } from './SocialSkillsField';
export { ThumbnailField, type ThumbnailFieldProps } from './ThumbnailField';
export { ThumbnailPicker, type ThumbnailPickerProps } from './ThumbnailPicker';
export {
  type NicknameAvailability,
  type NicknameAvailabilityCheck,
  type NicknameAvailabilityOptions,
  useNicknameAvailability,
} from './useNicknameAvailability';
export { Choice, type ChoiceProps } from './Choices';
// Profile edit pieces (028_ProfileEdit / 031_MemberProfileEdit).
export { AdultWarning } from './AdultWarning';
export { LinkageErrorBanner, type LinkageErrorBannerProps } from './LinkageErrorBanner';
export { ProfileEditComplete, type ProfileEditCompleteProps } from './ProfileEditComplete';
export {
  type LinkageProvider,
  type ProviderLinkageItem,
  ProviderLinkageSection,
  type ProviderLinkageSectionProps,
} from './ProviderLinkageSection';
export { RegistrationNumberSection, type RegistrationNumberSectionProps } from './RegistrationNumberSection';
