// Registration, profile registration and terms (Japanese: the source of copy). Texts quoted by the
// specs are verbatim; the others are our wording.
export const register = {
  choice: {
    lead: '登録方法を選んでください。',
    email: 'メールアドレスで登録',
    google: 'Googleで登録',
    daccount: 'dアカウントで登録',
    toLogin: '会員の方はこちら（ログイン）',
    emailTrouble: 'メールアドレスでの登録がうまくいかない場合',
    mailNotArriving: 'メールが届かない場合',
    terms: '利用規約',
    webViewGoogleNote: 'Googleアカウントをお使いの方も、メールアドレスを入力して登録してください。',
  },
  /** Ours: the register page for a registration left before the profile (0037). */
  unfinished: {
    heading: '会員登録がまだ終わっていません',
    lead: 'プロフィールを登録すると、会員登録が終わります。',
    continue: 'プロフィールの登録を続ける',
    startAgainLead: '別の方法やメールアドレスで登録するときは、はじめからやり直してください。',
    startAgain: 'はじめからやり直す',
  },
  provider: {
    lead: 'Googleアカウントで新規会員登録をします。下のボタンを押すと、Googleの画面が開きます。',
    toChoice: 'ほかの方法で登録する',
  },
  email: {
    lead: '登録するメールアドレスを入力してください。登録用のメールをお送りします。',
    submit: '登録メールを送信する',
    emptyMailHeading: '空メールで登録する',
    emptyMailLead: 'メールアプリが開きます。宛先・件名・本文はそのままで送信してください。',
    emptyMail: '空メールを送信する',
    // Ours: after the empty mail, the code of the answer typed here.
    emptyMailCodeHeading: '届いたメールの数字で登録を進める',
    emptyMailCodeLead: 'メールが届いたら、メールに書かれた6けたの数字を入れてください。',
    emptyMailCodeHint:
      'メールの中のボタンを押しても、登録を続けられます。数字はメールの有効期限（30分）まで、1回だけ使えます。',
    emptyMailCodeNotArrived:
      '返信のメールが、まだ届いていないようです。メールが届いてから、そのメールに書かれた数字を入れてください。数分たっても届かないときは、もう一度「空メールを送信する」を押してください。',
  },
  sent: {
    body: '{{email}} に会員登録のためのメールを送りました。',
    note: 'メールの中のボタンを押して、30分以内に登録を続けてください。メールが届かない場合は、メールアドレスに誤りがある可能性があります。',
    back: '登録方法の選択に戻る',
  },
  taken: {
    heading: 'このメールアドレスは既に登録されています',
    body: 'ログイン画面からログインしてください。',
    toLogin: 'ログイン画面へ',
  },
  validate: {
    opening: '登録を確認しています',
  },
  error: {
    heading: '新規登録できませんでした',
    '003a': 'このGoogleアカウントは既に登録されています。',
    '003b': '参照されたページは、発行から30分以内に登録画面にアクセスがなかったため、無効となりました。',
    '003c': 'このdアカウントは既に登録されています。',
    provider: 'Googleアカウントでの認証に失敗しました。',
    // Ours: a mail button used before, told apart from the 30-minute expiry.
    used: 'このメールのボタンは、すでに使われています。登録が終わっていないときは、もう一度はじめから登録メールを送ってください。',
    back: '登録方法の選択に戻る',
    toLogin: 'ログイン画面へ',
  },
  browserChanged: {
    heading: '登録を完了できませんでした',
    body: 'メールのリンクが、登録を始めたときと異なるブラウザで開かれました。登録を始めたブラウザで、もう一度はじめからお試しください。',
  },
  emailComplete: {
    body: 'メールアドレスの確認が完了しました。',
    back: 'サービスに戻る',
  },
  profile: {
    // Ours: the carrier's nickname offered on the d-account profile form.
    carrierNickname:
      'ニックネームには、dアカウントのニックネームを入れてあります。そのままでも、変えてもかまいません。',
    checking: '確認中…',
    saving: '登録しています',
    express: '登録しています',
    confirmLead: '以下の内容で登録します。',
    leave: 'このページを離れますか？',
    leaveNote: '行った変更が保存されない可能性があります。',
    failed: '処理に失敗しました。恐れ入りますがもう一度お試しください。',
    // What to do next under the alert (our wording).
    failedHint:
      '入力した内容は残っています。「閉じる」を押してから、もう一度「この内容で登録する」を押してください。',
    failedLeaveHint: '「閉じる」を押すと、ご利用のサービスに戻ります。',
  },
  complete: {
    heading: '登録が完了しました',
    body: '次回からは {{email}} でログインできます。',
    bodyNoEmail: '次回からは登録した方法でログインできます。',
    ok: 'OK',
    // Ours: after the express mode, the nickname made up for the member and how to change it.
    generatedNickname: 'ニックネームは「{{nickname}}」にしました。',
    changeNickname: 'ニックネームは、あとから「プロフィール」の画面で、いつでも変えられます。',
  },
  terms: {
    index: '利用規約',
    members: '会員規約',
    point: 'ポイント規約',
    // The spec names the membership-service terms without a Japanese title (our wording).
    membershipService: '会員サービス規約',
    // The links to the other terms pages (our wording, read out by screen readers).
    related: '関連する規約',
    services: '会員サービス一覧',
    privacy: '個人情報の取り扱いについて',
  },
} as const;
