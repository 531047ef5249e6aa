// Profile-app-wide phrases (Japanese: the source of copy).
export const app = {
  title: {
    // The spec names the routes (028_ProfileEdit, 031_MemberProfileEdit), not their titles: ours.
    profileEdit: 'プロフィール編集',
    error: 'エラー',
  },
  home: {
    greeting: '{{nickname}}さんのプロフィール',
    loading: 'プロフィールを読み込んでいます',
  },
  error: {
    heading: 'エラーが発生しました',
    body: '恐れ入りますが、はじめからもう一度お試しください。',
  },
} as const;
