// 901_avator (profile §2 "Avatar picker"): the presets and the picture from the device. The spec
// gives the buttons only in English; the words here are ours.
export const avatar = {
  current: '今のプロフィール画像',
  uploaded: 'アップロードした画像',
  presets: '用意された絵から選ぶ',
  device: {
    heading: 'スマートフォンやパソコンの写真を使う',
    hint: '写真を選ぶと、丸く表示される範囲を決める画面になります。',
    choose: '写真を選ぶ',
  },
  cropHeading: '表示する範囲を決めてください',
  uploading: '画像を送信しています',
  failed: '処理に失敗しました。恐れ入りますがもう一度お試しください。',
  notImage: '画像のファイルを選んでください。',
} as const;
