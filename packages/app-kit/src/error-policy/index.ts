export {
  createErrorPolicy,
  type ErrorPolicy,
  type ErrorPolicyDeps,
  type ReportContext,
} from './error-policy';
export { createFlagStore, type FlagStore } from './flag-store';
export { createPolicyQueryClient, type PolicyQueryMeta } from './query-client';
export { useTimeoutFlag } from './useTimeoutFlag';
