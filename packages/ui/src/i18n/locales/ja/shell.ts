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
    // Not in the spec: what 閉じる does, so that the member is not left guessing.
    afterClose: '「閉じる」を押すと、前の画面に戻ります。電波のよい場所で、もう一度操作してください。',
  },
  message: {
    close: '閉じる',
  },
  // The help line of every error screen (not in the specs; our wording).
  help: {
    label: 'お問い合わせ',
    lead: 'わからないときは お電話ください',
    page: 'お問い合わせページを開く',
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
