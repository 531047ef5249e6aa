/**
 * Copy of the profile form pieces (profile §2 registration / edit, §5). Texts the spec quotes are
 * copied exactly (確認へ進む, この内容で登録する, 前のページへ戻って修正する, 未登録 for an empty
 * e-mail); the validation texts come from @member-hub/validators. Field labels, hints and the
 * other sentences are our plain Japanese for what the spec describes, marked "(our wording)".
 */
import { type PresetIconId } from '@member-hub/enums';

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
    // The accessible name of each preset icon: what its picture shows, not 「絵 12」 (our
    // wording). Keyed by the icon id, so a missing or unknown icon fails tsc (PresetIconId).
    names: {
      icon01: 'にこにこ顔',
      icon02: 'ピンクの花',
      icon03: '太陽',
      icon04: 'ねこ',
      icon05: '木',
      icon06: '青い鳥',
      icon07: '魚',
      icon08: '星',
      icon09: 'ハート',
      icon10: '山',
      icon11: '湯気の立つカップ',
      icon12: '人のかたち',
      icon13: '三日月',
      icon14: '葉っぱ',
    } satisfies Record<PresetIconId, string>,
    // The form's button that opens the avatar picker screen (profile §2 "Avatar picker"). (our wording)
    choose: 'プロフィール画像を選ぶ',
  },
  // The avatar picker screen (profile §2 "Avatar picker"): the spec gives the buttons only in
  // English ('decide and go back', 'cancel and go back'). (our wording)
  avatar: {
    decide: '決定して戻る',
    cancel: 'キャンセルして戻る',
  },
  // The purchase shop of the membership variant (profile §5 "shop key"; the caution is the spec's,
  // the other words ours).
  shop: {
    label: '購入店舗',
    hint: '購入した店舗の電話番号（10桁または11桁）を、ハイフンなしで入力してください。',
    online: 'オンラインで購入した',
    checking: '店舗を確認しています...',
    found: '店舗名：{{shopName}}',
    notFound: 'この電話番号の店舗は見つかりませんでした。番号をお確かめください。',
    failed: '店舗を確認できませんでした。しばらくしてからもう一度お試しください。',
    // Ours: what became of a number shorter than 10 digits (the spec's rule, with the count).
    short: '電話番号は10桁または11桁です（いま{{count}}桁）。',
  },
  // The cropper of a picture from the device (profile §5 "Image cropper"). (our wording)
  cropper: {
    hint: '四角の枠の中がプロフィール画像になります。枠の角をつまむと大きさを、写真を指でずらすと位置を変えられます。矢印キーで写真を動かし、＋と−のキーで拡大・縮小もできます。',
    area: '画像の切り抜き',
    image: '選んだ写真',
    controls: '写真の位置と大きさ',
    zoomIn: '拡大',
    zoomOut: '縮小',
    up: '上へ',
    down: '下へ',
    left: '左へ',
    right: '右へ',
    decide: 'この範囲で決定',
    cancel: '写真を選び直す',
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
    // The empty choice of each part, and the note while only some parts are chosen. (our wording)
    notChosen: '--',
    partial: '年・月・日をすべて選んでください。入れない場合は、3つとも「--」にしてください。',
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
  // Profile edit (profile §2 "Profile edit" sections, §8 linkage banner). The spec gives these only
  // in English; all Japanese here is (our wording) unless marked as the spec's.
  edit: {
    linkage: {
      heading: 'アカウント連携',
      hint: 'ほかのアカウントでもログインできるようにします。',
      linked: '連携済み',
      notLinked: '未連携',
      google: 'Google',
      docomo: 'dアカウント',
      manage: '{{provider}}の連携を設定する',
    },
    // The §8 banner: 'cannot be linked' and 'this {Google account or d account} is already linked'.
    linkageError: {
      title: '連携できません',
      google: 'このGoogleアカウントはすでに連携されています。',
      docomo: 'このdアカウントはすでに連携されています。',
    },
    registrationNumber: {
      heading: '登録番号',
      number: '登録番号',
      password: 'パスワード',
      show: 'パスワードを表示する',
      hide: 'パスワードを隠す',
      change: 'パスワードを変更する',
      // With no known password: eight dashes and the support note.
      unknown: '--------',
      support: 'パスワードをお忘れの方は、サポート窓口へお問い合わせください。',
    },
    cancel: 'キャンセルしてマイページに戻る',
    // The edit confirmation's warning (§2): accounts of minors who lie about their age are deleted with their data.
    adultWarning:
      '18歳未満の方が年齢を偽って登録した場合、アカウントはデータとともに削除されます。生年月日が正しいか、もう一度ご確認ください。',
    complete: {
      heading: 'プロフィールを登録しました',
      community: '新しいプロフィールは、マイページでご覧いただけます。',
      members: '新しいプロフィールは、会員サービスのマイページでご覧いただけます。',
      backCommunity: 'マイページに戻る',
      backMembers: '会員サービスに戻る',
    },
  },
} as const;
