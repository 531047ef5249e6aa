// The embedded prefecture flow, the area-registration screen (profile spec §3, §4, §8). The spec
// gives these texts in English only ('processing did not succeed, reload and register again',
// 'currently unavailable', 'reload', a thank-you view): the Japanese is ours, in plain words.
export const prefectures = {
  heading: 'お住まいの地域の登録',
  lead: 'お住まいの都道府県を選んで「登録する」を押してください。',
  areaLegend: 'お住まいの都道府県',
  regionHint: '地方にチェックを入れると、その地方の都道府県が表示されます。',
  register: '登録する',
  loading: '読み込んでいます',
  saving: '登録しています',
  complete: {
    heading: 'ご登録ありがとうございました',
    body: 'お住まいの地域を登録しました。',
  },
  error: {
    heading: 'お知らせ',
    retry: '処理が正常に完了しませんでした。再読み込みして、もう一度登録してください。',
    unavailable: 'このページは現在ご利用いただけません。',
    reload: '再読み込み',
  },
} as const;
