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
