/** Default texts of the application shell (profile spec §2 "Application shell", §8 timeout dialog). */
export const shell = {
  header: {
    back: '戻る',
  },
  footer: {
    operatorLabel: '運営会社',
    copyright: '© {{year}} {{company}}',
  },
  loader: {
    // The spec only says "loading, please wait"; the heading wording is ours.
    heading: '読み込み中',
    message: '読み込み中です。しばらくお待ちください。',
  },
  timeout: {
    title: 'タイムアウトエラー',
    message: '通信がタイムアウトしました。もう一度やり直してみてください。',
    close: '閉じる',
  },
  linkageError: {
    // Hub spec §8 "D-account failure", profile spec §8 "External-linkage error dialog".
    message: 'ご迷惑をおかけしております。しばらく時間をおいてからのアクセスをお願いします。',
    backCommunity: 'らくらくコミュニティ ホームに戻る',
    backService: 'サービスに戻る',
  },
  pageTitle: {
    // Used by usePageTitle when no screen title is given.
    fallback: '',
  },
} as const;
