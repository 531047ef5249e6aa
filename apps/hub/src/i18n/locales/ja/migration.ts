// Migration from the older community service (hub spec §2 "Migration…", §8). Japanese is the
// source of copy; where the spec gives only the meaning, the wording is ours.
export const migration = {
  loader: {
    /** The full-screen loader's preparation variant. */
    preparingHeading: '引き継ぎの準備をしています',
    preparingMessage: 'しばらくお待ちください。',
    /** The variant that says waiting takes about 30 seconds. */
    movingHeading: 'データを引き継いでいます',
    movingMessage: '30秒ほどかかる場合があります。画面を閉じずにお待ちください。',
    signingInHeading: 'ログインしています',
    returningMessage: 'サービスに戻っています。しばらくお待ちください。',
  },
  incorrect: {
    heading: '正しいアクセスではありませんでした',
    body: 'このページは正しい手順で開かれませんでした。恐れ入りますが、らくらくコミュニティのアプリからもう一度お試しください。',
  },
  error: {
    heading: '画面の切り替えに失敗しました',
    body: '申し訳ございません。画面の切り替えに失敗しました。',
    // Ours: the way forward after a real failure.
    retry: 'らくらくコミュニティのアプリから、もう一度お試しください。',
  },
  // Ours (the spec gives only where the page goes): what a refused member reads and does next.
  refusal: {
    notMigratedHeading: 'はじめて新しいサービスを使う方は、引き継ぎ登録をします',
    notMigratedBody:
      'この登録番号は、まだ新しいサービスに引き継がれていません。下のボタンを押すと、引き継ぎ登録ができます。',
    register: '引き継ぎ登録へ',
    lockedHeading: 'この登録番号はご利用を停止しています',
    lockedBody:
      'この登録番号では、新しいサービスをご利用いただけません。くわしくは、下の電話番号へお問い合わせください。',
  },
  outage: {
    heading: 'ただいまご利用いただけません',
    body: 'ご迷惑をおかけしております。しばらく時間をおいてから、もう一度お試しください。',
    launchApp: 'らくらくコミュニティアプリを起動する',
  },
  expired: {
    heading: 'ページの有効期限が切れました',
    body: '参照されたページは、発行から30分以内に登録画面にアクセスがなかったため、無効となりました。',
    ok: 'OK',
  },
} as const;
