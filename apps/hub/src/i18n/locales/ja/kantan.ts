// Kantan: the older community service's registration number (hub spec §2, §4, §8). The error
// texts are the spec's, verbatim; the lockout text is ours (the spec is silent on the lockout).
export const kantan = {
  login: {
    lead: 'らくらくコミュニティの登録番号とパスワードを入力して、ログインしてください。',
    registrationNumber: '登録番号',
    registrationNumberHint: '半角数字で入力してください。',
    password: 'パスワード',
    passwordHint: '半角英数記号で入力してください。',
    submit: 'ログイン',
    signingIn: 'ログインしています',
    showPassword: 'パスワードを表示する',
    // Ours (the spec is silent): the help under the form, for a member who is stuck.
    numberHelp: '登録番号がわからないとき',
  },
  message: {
    badCredentials: 'ログイン出来ませんでした。登録番号とパスワードをご確認ください。',
    failed: 'ご迷惑をおかけしております。しばらく時間をおいてからのアクセスをお願いします',
    unusable: 'あなたの登録番号は利用できません',
    // Ours: what a member with a stopped number or a number not moved over yet does next.
    unusableNext: 'この登録番号は、ご利用を停止しています。くわしくは、下の電話番号へお問い合わせください。',
    notMigrated: 'この登録番号は、まだ新しいサービスへの引き継ぎが済んでいません。',
    notMigratedNext:
      'らくらくコミュニティのアプリを開いて「引き継ぎ登録」をすると、この登録番号でログインできるようになります。',
    launchApp: 'らくらくコミュニティアプリを起動する',
    statusError: 'エラーが発生しました。',
    lockedOut:
      'ログインに続けて失敗したため、この登録番号でのログインを一時的に停止しています。{{minutes}}分ほど時間をおいてから、もう一度お試しください。',
  },
  register: {
    heading: '登録しています',
    message: 'しばらくお待ちください。',
    failedHeading: '登録できませんでした',
    failed: 'ご迷惑をおかけしております。しばらく時間をおいてからのアクセスをお願いします。',
    // Ours (the spec is silent): registration never signs an existing member in.
    memberExistsHeading: 'すでに会員登録があります',
    memberExists: 'この電話の登録番号は、すでに会員として登録されています。新しく登録する必要はありません。',
    memberExistsKantan:
      'らくらくコミュニティのアプリの「かんたんログイン」から、登録番号とパスワードでログインしてください。メールアドレスを登録している方は、下のボタンからログインできます。',
    memberExistsEmail: 'メールアドレスでログインする',
  },
} as const;
