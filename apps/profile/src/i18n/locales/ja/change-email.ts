// E-mail change and the mail-link check (Japanese: the source of copy). The spec gives the titles,
// the validators' messages and the meaning of the notices; the wording of the notices is ours,
// in plain Japanese.
export const changeEmail = {
  input: {
    lead: '新しいメールアドレスを入力してください。',
    current: '現在のメールアドレス',
    currentNone: '登録されていません',
    email: '新しいメールアドレス',
    emailRetype: '新しいメールアドレス（確認のため再入力）',
    retypeNote: '確認のため、コピー＆ペースト（貼り付け）はせずに、もう一度手で入力してください。',
    submit: '確認へ進む',
  },
  confirm: {
    lead: '次の内容でよろしければ「確認メールを送る」を押してください。新しいメールアドレスに確認メールが届きます。',
    before: '変更前のメールアドレス',
    after: '変更後のメールアドレス',
    send: '確認メールを送る',
    back: '前のページへ戻って修正する',
    taken: 'このメールアドレスは、すでにほかの会員が使っています。別のメールアドレスを入力してください。',
    sending: '確認メールを送っています',
  },
  sent: {
    notComplete: 'メールアドレスの変更は、まだ完了していません。',
    sentTo: '{{email}} あてに確認メールを送りました。',
    instructions:
      'ログアウトせずに、メールに書かれた手順に従って「メールアドレスを変更する」ボタンを押してください。ボタンは30分間使えます。',
    notArriving:
      'メールが届かない場合は、メールアドレスに誤りがある可能性があります。もう一度はじめからお試しください。',
    back: 'プロフィール編集に戻る',
  },
  complete: {
    body: 'メールアドレスの変更が完了しました。',
    next: '次回から、新しいメールアドレスでログインしてください。',
    back: 'プロフィール編集に戻る',
    signingOut: 'ログアウトしています',
    // A second tap on the mail's button after the change was made (ours: the spec has no words).
    alreadyBody: 'メールアドレスの変更は、すでに完了しています。',
    alreadyNext: '新しいメールアドレス（{{email}}）でログインできます。',
  },
  error: {
    address: '{{email}} は',
    notRegistered: '登録できませんでした。',
    reason:
      '確認メールのボタンが、発行から30分を過ぎていたか、すでに使われていた可能性があります。お手数ですが、もう一度はじめからお手続きください。',
    retry: 'メールアドレス編集に戻る',
  },
  alert: {
    title: 'お知らせ',
    ok: 'OK',
    failed: '処理に失敗しました。恐れ入りますがもう一度お試しください。',
  },
} as const;

export const mailLink = {
  checking: 'メールアドレスを確認しています',
  alert: {
    title: 'お知らせ',
    ok: 'OK',
    // Profile spec §4 'Invalid URL. Please check the URL and try again' (the hub's words).
    invalidUrl: 'リンクが正しくありません。メールのリンクをもう一度押してお試しください。',
    // Profile spec §4: the e-mail address could not be obtained.
    noEmail: 'メールアドレスを取得できませんでした。',
  },
  verified: {
    body: 'メールアドレスの確認が完了しました。',
    choose: 'ご利用になるサービスを選んでください。',
    community: 'コミュニティを表示する',
    game: 'ゲームを表示する',
  },
} as const;
