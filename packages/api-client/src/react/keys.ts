/** Query keys of the member-base API hooks (use them to invalidate or prefill caches). */
export const memberApiKeys = {
  all: ['member-api'] as const,
  /** Every cached `me` (with and without registerNum). */
  meAll: ['member-api', 'me'] as const,
  me: (options: { registerNum?: boolean } = {}) =>
    ['member-api', 'me', { registerNum: options.registerNum === true }] as const,
  nickname: (nickname: string, rakucomId?: string) =>
    ['member-api', 'nickname', { nickname, rakucomId: rakucomId ?? '' }] as const,
} as const;
