/** Shared phrases (Japanese is the source of copy). */
export const common = {
  back: '戻る',
  close: '閉じる',
  loading: '読み込み中です。しばらくお待ちください。',
} as const;
