// Provider linkage (profile spec §2 "Provider linkage", §4, §8). The spec gives the screens'
// meaning in English; the Japanese wording is ours except where the spec quotes it.
export const providerLinkage = {
  name: {
    google: 'Googleアカウント',
    'docomo-type': 'dアカウント',
  },
  heading: '{{name}}の連携',
  explanation: {
    google: 'Googleアカウントを連携すると、次回からGoogleアカウントでログインできます。',
    'docomo-type': 'dアカウントを連携すると、次回からdアカウントでログインできます。',
  },
  stateLabel: '連携状態',
  linked: '連携済み',
  notLinked: '未連携',
  link: '連携する',
  unlink: '連携を解除する',
  back: '戻る',
  linking: '連携しています',
  unlinking: '連携を解除しています',
  loading: '連携状態を確認しています',
  /** The carrier button is disabled for a member registered with the carrier account (uid DA-). */
  carrierDisabled: 'dアカウントで登録された会員は、dアカウントの連携を変更できません。',
  linkComplete: '{{name}}の連携が完了しました',
  linkCompleteBody: '次回から{{name}}でログインできます。',
  unlinkConfirm: '{{name}}の連携を解除しますか？',
  unlinkConfirmBody: '解除すると、{{name}}ではログインできなくなります。',
  unlinkDo: '解除する',
  cancel: 'キャンセル',
  unlinkComplete: '{{name}}の連携を解除しました',
  alreadyLinkedView: 'この{{name}}は既に連携済みです。',
  /** Profile §2: 'cannot register newly; this account is already linked'. */
  cannotRegister: '新規登録できません。このアカウントは既に連携されています。',
  backToService: 'サービスに戻る',
  alert: {
    title: 'お知らせ',
    /** Profile §8: 'authentication provider linkage failed'. */
    linkFailed: '認証プロバイダの連携に失敗しました。',
    /** Profile §8: the generic alert. */
    unlinkFailed: '処理に失敗しました。恐れ入りますがもう一度お試しください。',
    /** Profile §8 banner: 'this {Google account or d account} is already linked'. */
    alreadyLinked: 'この{{name}}は既に連携されています。',
    close: '閉じる',
  },
  chooser: {
    title: 'Googleアカウントの選択（開発用）',
    lead: 'テスト用のGoogleアカウントを選んでください。',
    other: '別のアカウントを使う',
    emailLabel: 'メールアドレス',
    use: 'このアカウントでログイン',
    cancel: 'キャンセル',
  },
} as const;
