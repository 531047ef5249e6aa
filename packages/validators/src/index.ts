/**
 * @member-hub/validators — the member hub's validation rules as plain functions and zod schemas.
 *
 * Every failure is a stable message code (`email.rfc`, `nickname.required`, …). Plain rules return
 * `{ code, params? } | null`; zod schemas put the code in `issue.message` and placeholder values
 * in `issue.params`. `renderMessage(code, lang, params)` gives the specification's Japanese text
 * (default) or English.
 */
export * from './messages';
export { firstCodeByField, issueText, refineWith, type CodedIssue } from './zod-rule';
export * from './return-url';
export * from './entry-params';
export * from './email';
export * from './birthday';
export * from './japanese-era';
export * from './profile';
export * from './member-record';
export * from './kantan';
export * from './legacy';
export * from './converters';
export * from './generators';
export * from './placeholders';
export { JST_OFFSET_MINUTES } from './time';
export { isEntryQuery, modeAllows } from './entry-rules';
export { appendReturnQuery, returnAddress, type ReturnAddressOptions } from './return-address';
export { authErrorReturnAddress } from './auth-error-return';
export { isSameHostProfileReturn } from './profile-return';
export {
  type AppNameKey,
  appNameFor,
  communityVariant,
  isMemberSiteReferrer,
  membersVariant,
  mergeServiceUsageFor,
  resolveVariant,
  type ServiceVariant,
  type VariantKey,
} from './variant';
export { isWebView } from './web-view';
export { emailLoginHint, firstSupportedLanguage } from './sign-in-hints';
export * from './redact';
export * from './points';
