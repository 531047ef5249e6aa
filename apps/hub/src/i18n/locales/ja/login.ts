// Login screens (hub spec §2 "Login", §8). Texts quoted by the spec are verbatim; the others
// (the spec hides them) are ours, in the same plain polite style.
export const login = {
  select: {
    lead: 'ログイン方法を選んでください。',
    emailHeading: 'メールアドレスでログイン',
    emailLabel: 'メールアドレス',
    emailHint: 'ご登録のメールアドレスに、ログイン用のメールをお送りします。',
    send: 'ログインメールを送信する',
    savedHeading: '前回ご利用のメールアドレス',
    savedButton: '{{email}} でログイン',
    otherHeading: 'ほかの方法でログイン',
    google: 'Googleでログイン',
    daccount: 'dアカウントでログイン',
    webViewGoogleNote: 'Googleアカウントでご登録の方も、メールアドレスを入力してログインしてください。',
    register: 'はじめての方（新規会員登録）',
  },
  // Ours: sign in with a passkey (the phone's fingerprint or face), beside the spec's methods.
  passkey: {
    heading: '指紋や顔でログイン',
    button: '指紋や顔でログイン',
    explanation: 'スマートフォンのロックを解除するときと同じように、指紋や顔でログインできます。',
    cancelled: '指紋や顔でのログインを中止しました。もう一度お試しいただくか、メールでログインしてください。',
    failed: 'この端末の指紋や顔では、ログインできませんでした。メールでログインしてください。',
    mailLink: 'メールでログインする',
  },
  // Ours: the offer to register a passkey between a sign-in (or registration) and the hand-back.
  passkeyOffer: {
    heading: '次回から、指紋や顔でログインできます',
    body: 'この端末に登録しておくと、次回からはメールを待たずに、指紋や顔でログインできます。',
    detailsHeading: '指紋や顔でのログインについて',
    howItWorks:
      'スマートフォンのロックを解除するときと同じように、指紋や顔（または画面ロックの暗証番号）で確かめるだけです。',
    private: '指紋や顔の情報は、この端末の中だけにあり、外に送られることはありません。',
    removable:
      'プロフィールの編集画面から、いつでも削除できます。メールでのログインも、これまでどおり使えます。',
    register: '指紋や顔を登録する',
    later: 'あとで',
    laterNote: '「あとで」を押すと、このままサービスに戻ります。',
    busy: '登録しています',
    busyNote: '画面の案内にしたがって、指紋や顔で確かめてください。',
  },
  provider: {
    lead: 'Googleアカウントでログインします。下のボタンを押すと、Googleの画面が開きます。',
    toChoice: 'ほかの方法でログインする',
  },
  sent: {
    lead: '{{email}} にログインのためのメールを送りました。',
    instruction: 'メールの中のボタンを押すと、ログインできます。ボタンが使えるのは30分間です。',
    wrongAddress: 'メールが届かない場合は、メールアドレスが間違っている可能性があります。',
    help: 'ログインについてのヘルプ',
    appLinkHelp: 'アプリでリンクを開くための設定方法',
    notArriving: 'メールが届かない場合',
    back: 'ログイン画面に戻る',
  },
  notArriving: {
    lead: 'メールが届かない場合は、次のことをお確かめください。',
    spamFilter: '迷惑メール対策の設定により、メールが受信できないことがあります。',
    spamFolder: '迷惑メールフォルダに届いていないかご確認ください。',
    settingsHelp: 'メールの受信設定の方法',
    back: 'ログイン画面に戻る',
  },
  validate: {
    opening: 'ログインを確認しています',
  },
  error006: {
    heading: 'メールアドレスの入力に誤りがあるか登録されていません',
    oldService: '以前のらくらくコミュニティをご利用だった方はこちら',
    help: 'ログインについてのヘルプ',
    back: 'ログイン画面に戻る',
  },
  error006a: {
    heading: 'ログインできませんでした',
    body: 'このアカウントは連携されていません。',
  },
  error006b: {
    heading: 'ログインできませんでした',
    body: '参照されたページは、発行から30分以内に登録画面にアクセスがなかったため、無効となりました。',
    retry: 'お手数ですが、もう一度ログインメールを送信してください。',
  },
  // Ours: a mail button used before, told apart from the 30-minute expiry.
  linkUsed: {
    heading: 'このメールのボタンは、すでに使われています',
    body: 'ログインメールのボタンは一度だけ使えます。ログインが終わっていないときは、下からもう一度ログインメールを送ってください。',
  },
  error006c: {
    heading: 'ログインできませんでした',
    body: '連携されたdアカウントが接続されていません。',
  },
  browserChanged: {
    heading: 'ログインを完了できませんでした',
    body: 'ログインメールのリンクが、ログインを始めたブラウザとは別のブラウザで開かれました。',
    instruction: 'ログインを始めたブラウザで、もう一度はじめからお試しください。',
  },
  back: 'ログイン画面に戻る',
} as const;
