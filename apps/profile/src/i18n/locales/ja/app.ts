// Profile-app-wide phrases (Japanese: the source of copy).
export const app = {
  /** Application names for the page title (the same names as the hub's). */
  name: {
    community: 'らくらくコミュニティ',
    membership: '会員サービス',
    point: 'ポイントサービス',
    personalInfo: '個人情報の取り扱いについて',
  },
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
