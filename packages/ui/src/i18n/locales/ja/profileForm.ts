/**
 * Copy of the profile form pieces (profile §2 registration / edit, §5). Texts the spec quotes are
 * copied exactly (確認へ進む, この内容で登録する, 前のページへ戻って修正する, 未登録 for an empty
 * e-mail); the validation texts come from @member-hub/validators. Field labels, hints and the
 * other sentences are our plain Japanese for what the spec describes, marked "(our wording)".
 */
export const profileForm = {
  required: '必須', // (our wording)
  optional: '任意', // (our wording)
  // The caution of §2: optional items can be filled in later; non-public items are not shown to others. (our wording)
  caution: '「任意」の項目は、あとから入力することもできます。公開しない項目は、ほかの方には表示されません。',
  errorSummary: '入力内容を確認してください。', // (our wording)
  submit: '確認へ進む',
  thumbnail: {
    label: 'プロフィール画像', // (our wording)
    hint: '好きな絵を1つ選んでください。', // (our wording)
    icon: '絵 {{number}}', // accessible name of a preset icon (our wording)
    // The form's button that opens the avatar picker screen (profile §2 "Avatar picker"). (our wording)
    choose: 'プロフィール画像を選ぶ',
  },
  // The avatar picker screen (profile §2 "Avatar picker"): the spec gives the buttons only in
  // English ('decide and go back', 'cancel and go back'). (our wording)
  avatar: {
    decide: '決定して戻る',
    cancel: 'キャンセルして戻る',
  },
  nickname: {
    label: 'ニックネーム', // (our wording)
    hint: '{{max}}文字以内で入力してください。', // (our wording)
    counter: '{{count}} / {{max}} 文字', // (our wording)
  },
  interests: {
    label: '興味・関心', // (our wording)
    hint: 'あてはまるものをすべて選んでください。', // (our wording)
    travelFrequency: '旅行にはどのくらい行きますか？', // (our wording)
    habitSupplement: 'サプリメントを飲む習慣はありますか？', // (our wording)
    assetManagement: '資産運用をしていますか？', // (our wording)
  },
  birthday: {
    label: '生年月日', // (our wording)
    year: '年',
    month: '月',
    day: '日',
    // The spec: "a note shows the remaining number of birthday changes is N". (our wording)
    remaining: '誕生日の変更はあと {{count}} 回できます。',
    // Shown instead when the change count has reached the limit (the spec only disables the fields). (our wording)
    locked: '誕生日はこれ以上変更できません。',
    display: '誕生日の公開範囲', // (our wording)
  },
  prefecture: {
    label: '都道府県', // (our wording)
    unselected: '選択してください', // (our wording; the stored value is 0)
  },
  city: {
    label: '市区町村', // (our wording)
    hint: '{{max}}文字以内で入力してください。', // (our wording)
  },
  sex: { label: '性別' }, // (our wording)
  introduction: {
    label: '自己紹介', // (our wording)
    hint: '{{max}}文字以内で入力してください。', // (our wording)
    counter: '{{count}} / {{max}} 文字', // (our wording)
  },
  email: {
    label: 'メールアドレス', // (our wording)
    notRegistered: '未登録',
  },
  socialSkills: {
    label: '利用しているSNS', // (our wording)
    hint: '使っているものをすべて選んでください。', // (our wording)
  },
  confirm: {
    heading: '入力内容の確認', // (our wording)
    // The spec's description: the my page is public also to non-members; the range can be
    // changed in the community settings. (our wording)
    notice:
      'あなたのマイページは、会員ではない方にも公開されます。公開する範囲は、コミュニティの設定から変更できます。',
    register: 'この内容で登録する',
    back: '前のページへ戻って修正する',
    empty: '未入力', // value of an optional item left empty (our wording)
    none: 'なし', // no interests / social media chosen (our wording)
  },
} as const;
