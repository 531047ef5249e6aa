// Profile-app-wide phrases (Japanese: the source of copy).
export const app = {
  title: {
    // The spec names the routes (028_ProfileEdit, 031_MemberProfileEdit), not their titles: ours.
    profileEdit: 'プロフィール編集',
    error: 'エラー',
    // E-mail change (profile spec §2: the four titles verbatim; 027a 'registration error')
    changeEmail: 'メールアドレス編集',
    changeEmailConfirm: '編集確認',
    changeEmailSent: '確認メール送信',
    changeEmailComplete: '編集完了',
    changeEmailError: '登録エラー',
    // Mail-link verification (ours: the spec names no titles)
    mailLinkValid: 'メールアドレスの確認',
    mailVerified: 'メールアドレスの確認完了',
    // The embedded area-registration screen (profile §3): the spec names no title, ours.
    areaRegister: '地域の登録',
    // 901_avator (the hub's register child uses the same words).
    avatar: 'プロフィール画像の選択',
    // 012 / 014 / paymentEnableError: the spec names the routes, not their titles (ours).
    unsubscribe: '退会',
    unsubscribeComplete: '退会完了',
    unsubscribePaymentError: '退会できません',
    // The spec names the route (KantanPwdEdit), not its title: ours.
    kantanPwdEdit: 'パスワードの変更',
    // The spec names the confirm and complete children by route only: ours.
    profileEditConfirm: 'プロフィール編集確認',
    profileEditComplete: 'プロフィール編集完了',
    providerLinkage: 'アカウント連携',
    authRegisterProviderLinkage: 'アカウント連携',
  },
  home: {
    greeting: '{{nickname}}さんのプロフィール',
    loading: 'プロフィールを読み込んでいます',
  },
  error: {
    heading: 'エラーが発生しました',
    body: '恐れ入りますが、はじめからもう一度お試しください。',
    /** Trying again from the previous screen (our wording, as the hub's). */
    retry: '前の画面に戻って、もう一度ためす',
  },
  /** The kantan password change (hub §2, §5, §8: the result texts are the spec's, verbatim). */
  kantanPwdEdit: {
    lead: 'らくらくコミュニティのパスワードを変更します。',
    currentPassword: '現在のパスワード',
    newPassword: '新しいパスワード',
    newPasswordHint: '6文字以上24文字以下の半角英数記号で、英字と数字をそれぞれ1文字以上含めてください。',
    confirmPassword: '新しいパスワード（確認）',
    submit: '変更する',
    back: '戻る',
    changed: 'パスワードを変更しました。',
    wrongCurrent: '現在のパスワードが違います。再度入力してください。',
    failed: 'ご迷惑をおかけしております。しばらく時間をおいてからのアクセスをお願いします。',
    statusError: 'エラーが発生しました。',
    lockedOut:
      'パスワードの確認に続けて失敗したため、一時的に停止しています。{{minutes}}分ほど時間をおいてから、もう一度お試しください。',
  },

  // Profile edit (028_ProfileEdit / 031_MemberProfileEdit), our wording unless marked.
  profileEdit: {
    loading: 'プロフィールを読み込んでいます',
    saving: 'プロフィールを保存しています',
    changeEmail: 'メールアドレスを変更する',
    // §8: 'Processing failed. Please try again.' on profile load or save.
    failed: '処理に失敗しました。もう一度お試しください。',
    // Submit blocked (no e-mail, no rakucomId, no d-account id): the data is reloaded.
    blocked: 'プロフィールの情報を読み込み直しました。内容をご確認のうえ、もう一度お試しください。',
    shopLabel: '購入店舗',
    // The confirmation when the save uses one of the two birthday changes (ours).
    birthdayChange:
      '生年月日の変更は2回までです。この内容で登録すると1回使い、のこりは{{count}}回になります。',
    birthdayLastChange:
      '生年月日の変更は2回までです。この内容で登録すると、このあとは生年月日を変更できなくなります。',
    // The form stops at the shop field for a typed number that is no found shop: the spec's
    // shop-key message for a short one; ours when no shop was found for it.
    shopShort: '半角数字10桁、または11桁で入力してください。',
    shopUnchecked: 'この電話番号の店舗が確かめられていません。番号を直すか、空欄にしてから進んでください。',
    // The quiet way to 012_unsubscribeConfirm at the bottom of the edit (ours).
    unsubscribe: '退会する',
    // §8 'Leaving with unsaved changes: a confirmation prompt': the words of the registration's prompt (§2).
    leave: 'このページを離れますか？',
    leaveNote: '行った変更が保存されない可能性があります。',
  },

  // Ours: the member's passkeys (the phone's fingerprint or face as a sign-in), beside the spec's fields.
  passkeys: {
    heading: '指紋や顔でログイン',
    explanation:
      'スマートフォンのロックを解除するときと同じように、指紋や顔でログインできます。メールを開く必要はありません。',
    empty: '登録している端末はありません。',
    addedOn: '追加した日：{{date}}',
    lastUsedOn: '最後に使った日：{{date}}',
    neverUsed: 'まだ使っていません',
    remove: '削除',
    confirmRemove:
      '「{{deviceName}}」を削除しますか。削除すると、この端末の指紋や顔ではログインできなくなります。',
    confirmYes: '削除する',
    confirmNo: 'やめる',
    add: 'この端末を追加する',
    added: 'この端末を追加しました。次回から、指紋や顔でログインできます。',
    removed: '削除しました。',
    cancelled: '追加を中止しました。',
    failed: '処理に失敗しました。もう一度お試しください。',
  },

  // The member API refused a change that needs a recent sign-in (auth.recent_login_required): ours.
  signInAgain: {
    heading: 'もう一度ログインしてください',
    unsubscribe:
      '退会は取り消すことができません。ご本人かどうかを確かめるため、ログインしてから5分以内に手続きをしていただいています。',
    changeEmail:
      'メールアドレスの変更は、ご本人かどうかを確かめるため、ログインしてから5分以内に手続きをしていただいています。',
    registrationNumber: 'パスワードは、安全のため、ログインしてから5分以内の方にだけ表示しています。',
    next: {
      unsubscribe: 'ログインし直すと、この退会の確認画面に戻ります。',
      changeEmail: 'ログインし直すと、この画面に戻ります。入力した新しいメールアドレスは消えません。',
      registrationNumber:
        'ログインし直すと、この画面に戻ってパスワードを表示します。入力中の内容は消えません。',
    },
    button: 'ログインし直す',
    // Back on the screen after signing in again.
    back: 'ログインし直しました。続けてお手続きください。',
  },
} as const;
