/** Default texts of the application shell (profile spec §2 "Application shell", §8 timeout dialog). */
export const shell = {
  /**
   * Application names for the page title ("screen title | app name"), the same in both apps. The
   * spec hides them: 'らくらくコミュニティ' is taken from the spec's own button label
   * (らくらくコミュニティ ホームに戻る); the others are plain names of our choosing.
   */
  appName: {
    community: 'らくらくコミュニティ',
    membership: '会員サービス',
    point: 'ポイントサービス',
    personalInfo: '個人情報の取り扱いについて',
  },
  header: {
    back: '戻る',
  },
  footer: {
    operatorLabel: '運営会社',
    // The spec hides the operating company's name (a limited liability company, 合同会社):
    // this is a placeholder; apps pass the real name through the Footer/AppShell prop.
    companyName: '合同会社〇〇',
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
